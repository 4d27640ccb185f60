import { queryOptions } from '@tanstack/react-query'
import type { Plan } from '../../../contract/schemas/catalogue.ts'
import { api } from '../../api/api.ts'

/** GET /billing/plans/{uid}/ — one plan of the site, private or not: the one its link offers. */
export function getPlan(uid: string): Promise<Plan> {
  return api<Plan>(`/billing/plans/${encodeURIComponent(uid)}/`)
}

export const planQuery = (uid: string) =>
  queryOptions({
    queryKey: ['plan', uid],
    queryFn: () => getPlan(uid),
    staleTime: 5 * 60_000,
  })
