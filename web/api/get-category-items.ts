import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { Category, ItemsPage } from '../../contract/schemas/catalogue.ts'
import { api } from './api.ts'
import { ITEMS_PAGING } from './items-paging.ts'

/** Spec §9: category pages load 30 items at a time. */
export const CATEGORY_PAGE_SIZE = 30

/** GET /items/?categories={uid}&ordering={order_by}&limit=30&offset=… */
export function getCategoryItems(
  category: Pick<Category, 'uid' | 'order_by'>,
  offset: number,
  signal?: AbortSignal,
): Promise<ItemsPage> {
  return api<ItemsPage>('/items/', {
    query: {
      categories: [category.uid],
      ordering: category.order_by,
      limit: CATEGORY_PAGE_SIZE,
      offset,
    },
    signal,
  })
}

type Ordered = Pick<Category, 'uid' | 'order_by'>

/** The category's items in its own order, page by page. */
export function categoryItemsQuery(category: Ordered | undefined) {
  return infiniteQueryOptions({
    queryKey: ['items', 'category', category?.uid, category?.order_by],
    queryFn: ({ pageParam, signal }) => getCategoryItems(category!, pageParam, signal),
    ...ITEMS_PAGING,
  })
}

/** The category's items in its own order; `fetchNextPage` appends while count exceeds offset. */
export function useCategoryItems(category: Ordered | undefined) {
  return useInfiniteQuery({ ...categoryItemsQuery(category), enabled: category !== undefined })
}
