/** A page of a `{count, results}` list, as the API answers it. */
interface ListPage {
  count: number
  results: readonly unknown[]
}

/** Where the next page starts: after what is loaded, while the count says more remain. */
export function nextItemsOffset(last: ListPage, pages: ListPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.results.length, 0)
  return last.count > loaded && last.results.length > 0 ? loaded : undefined
}

/** How a list pages with "more" (useInfiniteQuery): from 0, then after what is loaded. */
export const ITEMS_PAGING = { initialPageParam: 0, getNextPageParam: nextItemsOffset }
