import { useQuery } from '@tanstack/react-query'
import type { ItemsPage } from '../../../contract/schemas/catalogue.ts'
import { api } from '../../api/api.ts'

/** GET /items/?plan=… — the items a plan opens, newest first, as the caller sees them. */
export function usePlanItems(planUid: string, limit: number) {
  return useQuery({
    queryKey: ['items', 'plan', planUid, limit],
    queryFn: ({ signal }) => api<ItemsPage>('/items/', { query: { plan: planUid, limit }, signal }),
  })
}
