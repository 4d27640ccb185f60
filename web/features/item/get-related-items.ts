import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Item, ItemsPage } from '../../../contract/schemas/catalogue.ts'
import { api } from '../../api/api.ts'

/** Spec §9: category sliders hold 10 items. */
export const RELATED_ITEMS_COUNT = 10

/** GET /items/?categories={uid}&limit=11 — one more than shown, as the item itself may be in. */
export function getRelatedItems(categoryUid: string, signal?: AbortSignal) {
  return api<ItemsPage>('/items/', {
    query: { categories: [categoryUid], limit: RELATED_ITEMS_COUNT + 1, offset: 0 },
    signal,
  })
}

/** The items of a category an item page shows beside it (the item's first category). */
export function relatedItemsQuery(categoryUid: string) {
  return queryOptions({
    queryKey: ['items', 'category', categoryUid, 'related'],
    queryFn: ({ signal }) => getRelatedItems(categoryUid, signal),
  })
}

/** Other items of the item's first category; none when it has no category. */
export function useRelatedItems(item: Pick<Item, 'uid' | 'categories'>) {
  const categoryUid = item.categories[0]
  return useQuery({
    // The key of an item without category is never fetched (disabled).
    ...relatedItemsQuery(categoryUid ?? ''),
    enabled: categoryUid !== undefined,
    select: (page) =>
      page.results.filter((other) => other.uid !== item.uid).slice(0, RELATED_ITEMS_COUNT),
  })
}
