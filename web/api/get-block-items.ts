import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Item, ItemsPage } from '../../contract/schemas/catalogue.ts'
import { api } from './api.ts'

/** GET /items/?uid__in=…&limit=… — the items a block lists, in the block's order. */
export async function getBlockItems(uids: string[], signal?: AbortSignal): Promise<Item[]> {
  const page = await api<ItemsPage>('/items/', {
    query: { uid__in: uids, limit: uids.length },
    signal,
  })
  const byUid = new Map(page.results.map((item) => [item.uid, item]))
  // The server answers in its own order and leaves out what the visitor may not list.
  return uids.flatMap((uid) => byUid.get(uid) ?? [])
}

export function blockItemsQuery(uids: string[]) {
  return queryOptions({
    queryKey: ['items', 'uids', uids],
    queryFn: ({ signal }) => getBlockItems(uids, signal),
  })
}

export function useBlockItems(uids: string[]) {
  return useQuery({ ...blockItemsQuery(uids), enabled: uids.length > 0 })
}
