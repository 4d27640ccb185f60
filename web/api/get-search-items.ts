import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { ItemsPage } from '../../contract/schemas/catalogue.ts'
import { api } from './api.ts'
import { ITEMS_PAGING } from './items-paging.ts'

/** Spec §9: search results come 30 at a time. */
export const SEARCH_PAGE_SIZE = 30

/** GET /items/?search={text}&limit=30&offset=… */
export function getSearchItems(text: string, offset: number, signal?: AbortSignal) {
  return api<ItemsPage>('/items/', {
    query: { search: text, limit: SEARCH_PAGE_SIZE, offset },
    signal,
  })
}

/** Items matching `text`; nothing is asked while it is blank. */
export function useSearchItems(text: string) {
  return useInfiniteQuery({
    queryKey: ['items', 'search', text],
    queryFn: ({ pageParam, signal }) => getSearchItems(text, pageParam, signal),
    ...ITEMS_PAGING,
    enabled: text !== '',
    // The previous results stay on screen while the next text's answer arrives.
    placeholderData: keepPreviousData,
  })
}
