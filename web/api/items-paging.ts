import type { ItemsPage } from '../../contract/catalogue.ts'

/** Where the next page of items starts: after what is loaded, while the count says more remain. */
export function nextItemsOffset(last: ItemsPage, pages: ItemsPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.results.length, 0)
  return last.count > loaded && last.results.length > 0 ? loaded : undefined
}

/** How an items list pages with "more" (useInfiniteQuery): from 0, then after what is loaded. */
export const ITEMS_PAGING = { initialPageParam: 0, getNextPageParam: nextItemsOffset }
