import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Plan } from '../../contract/schemas/catalogue.ts'
import { api } from './api.ts'

/** GET /billing/plans/?ordering=amount — a list, or `{results}` from a paginating server. */
export async function getPlans(): Promise<Plan[]> {
  const answer = await api<Plan[] | { results: Plan[] }>('/billing/plans/', {
    query: { ordering: 'amount' },
  })
  return Array.isArray(answer) ? answer : answer.results
}

export const plansQuery = queryOptions({
  queryKey: ['plans'],
  queryFn: getPlans,
  staleTime: 5 * 60_000,
})

/** The subscription plans, loaded only when the site has monetization on (spec §4). */
export function usePlans(enabled: boolean): Plan[] {
  return useQuery({ ...plansQuery, enabled }).data ?? []
}
