import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  PROGRESS_PATH,
  progressPath,
  WATCH_HISTORY_PAGE_SIZE,
  WATCH_HISTORY_PATH,
} from '../../contract/values/progress.ts'
import type { WatchHistoryPage } from '../../contract/schemas/progress.ts'
import { api } from './api.ts'
import { ITEMS_PAGING } from './items-paging.ts'
import { useSession } from './session.ts'

const HISTORY_KEY = 'watch-history'

/** GET /me/history/ — what the signed-in visitor played, most recent first, with "more". */
export function useWatchHistory() {
  const token = useSession((state) => state.token)
  return useInfiniteQuery({
    queryKey: [HISTORY_KEY, token],
    queryFn: ({ pageParam, signal }) =>
      api<WatchHistoryPage>(
        `${WATCH_HISTORY_PATH}?limit=${WATCH_HISTORY_PAGE_SIZE}&offset=${pageParam}`,
        { signal },
      ),
    enabled: token !== null,
    staleTime: 0,
    ...ITEMS_PAGING,
  })
}

/**
 * DELETE /me/progress/{media}/ (one media) or /me/progress/ (all of it): the history and the
 * home page's "Continuer à regarder" are asked again once the server has forgotten.
 */
export function useForgetWatched() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (mediaUid: string | null) =>
      api<undefined>(mediaUid === null ? PROGRESS_PATH : progressPath(mediaUid), {
        method: 'DELETE',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [HISTORY_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['continue-watching'] }),
      ]),
  })
}
