import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Item, ItemsPage } from '../../contract/schemas/catalogue.ts'
import { LIVE_LIST_FILTER } from '../../contract/values/live.ts'
import { api } from './api.ts'

/** How many live items a "live now and upcoming" block shows at most. */
export const LIVE_BLOCK_SIZE = 12

/** GET /items/?live=now_and_upcoming — on air first, then upcoming by start time. */
export async function getLiveItems(signal?: AbortSignal): Promise<Item[]> {
  const page = await api<ItemsPage>('/items/', {
    query: { live: LIVE_LIST_FILTER, limit: LIVE_BLOCK_SIZE },
    signal,
  })
  return page.results
}

export const liveItemsQuery = queryOptions({
  queryKey: ['items', 'live', LIVE_LIST_FILTER],
  queryFn: ({ signal }) => getLiveItems(signal),
})

export function useLiveItems() {
  return useQuery(liveItemsQuery)
}
