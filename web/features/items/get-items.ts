import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { ItemOrdering, ItemsPage } from '../../../contract/schemas/catalogue.ts'
import { api } from '../../api/api.ts'
import { ITEMS_PAGING } from '../../api/items-paging.ts'
import { isItemOrdering } from './sort-picker.tsx'

/** Spec §9: the items page loads 28 at a time. */
export const ITEMS_PAGE_SIZE = 28

export const DEFAULT_ORDERING: ItemOrdering = '-published_at'

/** The order the address asks (`?ordering=`), else the newest first. */
export function orderingOf(params: URLSearchParams): ItemOrdering {
  const asked = params.get('ordering')
  return isItemOrdering(asked) ? asked : DEFAULT_ORDERING
}

/** GET /items/?ordering={ordering}&limit=28&offset=… */
export function getItems(ordering: ItemOrdering, offset: number, signal?: AbortSignal) {
  return api<ItemsPage>('/items/', {
    query: { ordering, limit: ITEMS_PAGE_SIZE, offset },
    signal,
  })
}

/** Every item in `ordering`, page by page. */
export function itemsQuery(ordering: ItemOrdering) {
  return infiniteQueryOptions({
    queryKey: ['items', 'all', ordering],
    queryFn: ({ pageParam, signal }) => getItems(ordering, pageParam, signal),
    ...ITEMS_PAGING,
  })
}

/** Every item in `ordering`; `fetchNextPage` appends while count exceeds what is loaded. */
export function useItems(ordering: ItemOrdering) {
  return useInfiniteQuery({ ...itemsQuery(ordering), placeholderData: keepPreviousData })
}
