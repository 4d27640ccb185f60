import { useQuery } from '@tanstack/react-query'
import type { PageContent } from '../../contract/schemas/pages.ts'
import { api } from './api.ts'

/** GET /pages/{id}/ — a page's blocks in order. */
export function getPage(uid: string, signal?: AbortSignal): Promise<PageContent> {
  return api<PageContent>(`/pages/${encodeURIComponent(uid)}/`, { signal })
}

/** Where a page's blocks are kept in the query cache: the home page and the editor's preview. */
export const pageQueryKey = (uid: string | null) => ['page', uid] as const

/** The page whose uid is given; nothing is asked while there is none. */
export function usePage(uid: string | null) {
  return useQuery({
    queryKey: pageQueryKey(uid),
    queryFn: ({ signal }) => getPage(uid!, signal),
    enabled: uid !== null,
    staleTime: 60_000,
  })
}
