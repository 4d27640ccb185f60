import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PageContent } from '../../contract/schemas/pages.ts'
import { api } from './api.ts'

/** GET /pages/{id}/ — a page's blocks in order. */
export function getPage(uid: string, signal?: AbortSignal): Promise<PageContent> {
  return api<PageContent>(`/pages/${encodeURIComponent(uid)}/`, { signal })
}

/** Where a page's blocks are kept in the query cache: the home page and the editor's preview. */
export const pageQueryKey = (uid: string | null) => ['page', uid] as const

/** The page whose uid is given; nothing is asked while there is none. */
/** A page's blocks; its uid null (a website without home page) is never fetched. */
export function pageQuery(uid: string | null) {
  return queryOptions({
    queryKey: pageQueryKey(uid),
    queryFn: ({ signal }) => getPage(uid!, signal),
    staleTime: 60_000,
  })
}

export function usePage(uid: string | null) {
  return useQuery({ ...pageQuery(uid), enabled: uid !== null })
}
