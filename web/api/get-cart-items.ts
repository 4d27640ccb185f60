import type { Item, ItemsPage } from '../../contract/schemas/catalogue.ts'
import { api } from './api.ts'
import { savedCartQueries } from './saved-cart-query.ts'

/** The most items one GET /items/ answers (contract Limit). */
const MAX_ITEMS = 100

/** GET /items/?uid__in=… — the cart's items with their current prices (spec §4, §7). */
export async function getCartItems(uids: readonly string[], signal?: AbortSignal): Promise<Item[]> {
  const page = await api<ItemsPage>('/items/', {
    query: { uid__in: uids, limit: uids.length },
    signal,
  })
  return page.results
}

/** The cart's items: fetched once at start-up, then shown as last seen (saved-cart-query.ts). */
export const cartItems = savedCartQueries<Item>({
  key: 'cart-items',
  most: MAX_ITEMS,
  fetch: getCartItems,
})
