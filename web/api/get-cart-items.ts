import type { Item, ItemsPage } from '../../contract/catalogue.ts'
import { api } from './api.ts'

/** The most items one GET /items/ answers (contract Limit). */
const MAX_ITEMS = 100

/** GET /items/?uid__in=… — the saved cart's items with their current prices (spec §4, §7). */
export async function getCartItems(uids: string[]): Promise<Item[]> {
  const asked = uids.slice(0, MAX_ITEMS)
  if (asked.length === 0) return []
  const page = await api<ItemsPage>('/items/', {
    query: { uid__in: asked, limit: asked.length },
  })
  return page.results
}
