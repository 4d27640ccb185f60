import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { ItemOrdering, ItemsPage } from '../../../contract/schemas/catalogue.ts'
import { api } from '../../api/api.ts'
import { ITEMS_PAGING } from '../../api/items-paging.ts'

/** Spec §9: the items page loads 28 at a time. */
export const ITEMS_PAGE_SIZE = 28

/** GET /items/?ordering={ordering}&limit=28&offset=… */
export function getItems(ordering: ItemOrdering, offset: number, signal?: AbortSignal) {
  return api<ItemsPage>('/items/', {
    query: { ordering, limit: ITEMS_PAGE_SIZE, offset },
    signal,
  })
}

/** Every item in `ordering`; `fetchNextPage` appends while count exceeds what is loaded. */
export function useItems(ordering: ItemOrdering) {
  return useInfiniteQuery({
    queryKey: ['items', 'all', ordering],
    queryFn: ({ pageParam, signal }) => getItems(ordering, pageParam, signal),
    ...ITEMS_PAGING,
    placeholderData: keepPreviousData,
  })
}
