import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Item, ItemsPage } from '../../contract/schemas/catalogue.ts'
import { api } from './api.ts'

/** The most items one GET /items/ answers (contract Limit). */
const MAX_ITEMS = 100

const CART_ITEMS_KEY = 'cart-items'

/** GET /items/?uid__in=… — the cart's items with their current prices (spec §4, §7). */
export async function getCartItems(uids: readonly string[], signal?: AbortSignal): Promise<Item[]> {
  const page = await api<ItemsPage>('/items/', {
    query: { uid__in: uids, limit: uids.length },
    signal,
  })
  return page.results
}

/**
 * The items of these uids, keyed by the uids asked (each once, sorted: one cart, one key). Spec
 * §4 fetches them at start-up, then the cart shows them as last seen: they never go stale.
 */
export function cartItemsQuery(uids: readonly string[]) {
  const asked = [...new Set(uids)].toSorted().slice(0, MAX_ITEMS)
  return queryOptions({
    queryKey: [CART_ITEMS_KEY, asked] as const,
    queryFn: ({ signal }) => getCartItems(asked, signal),
    enabled: asked.length > 0,
    staleTime: Infinity,
  })
}

/** Keeps an item a page shows as the answer for its uid: the cart shows it without asking. */
export function keepCartItem(queryClient: QueryClient, item: Item): void {
  queryClient.setQueryData(cartItemsQuery([item.uid]).queryKey, [item])
}

/** Those of `uids` that earlier answers (or pages, through keepCartItem) hold, in that order. */
export function cachedCartItems(queryClient: QueryClient, uids: readonly string[]): Item[] {
  const answers = queryClient.getQueriesData<Item[]>({ queryKey: [CART_ITEMS_KEY] })
  const byUid = new Map(answers.flatMap(([, items]) => items ?? []).map((item) => [item.uid, item]))
  return uids.flatMap((uid) => byUid.get(uid) ?? [])
}
