import { useQuery } from '@tanstack/react-query'
import type { Item, ItemsPage } from '../../../contract/schemas/catalogue.ts'
import { api } from '../../api/api.ts'

/** GET /items/?uid__in=… — the items a block selects, to name them in the editor. */
export async function getItemsByUid(uids: string[], signal?: AbortSignal): Promise<Item[]> {
  const page = await api<ItemsPage>('/items/', {
    query: { uid__in: uids, limit: Math.min(100, uids.length) },
    signal,
  })
  return page.results
}

/** The named items among `uids` (empty uids left out), by uid. */
export function useItemsByUid(uids: string[]): Map<string, Item> {
  const asked = uids.filter(Boolean)
  const query = useQuery({
    queryKey: ['editor', 'items', asked],
    queryFn: ({ signal }) => getItemsByUid(asked, signal),
    enabled: asked.length > 0,
    staleTime: 60_000,
  })
  return new Map((query.data ?? []).map((item) => [item.uid, item]))
}
