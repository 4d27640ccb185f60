import { useQuery } from '@tanstack/react-query'
import { CONTINUE_WATCHING_PATH } from '../../contract/values/progress.ts'
import type { ContinueWatchingEntry } from '../../contract/schemas/progress.ts'
import { api } from './api.ts'
import { useSession } from './session.ts'

/**
 * GET /me/continue-watching/ — what the signed-in visitor started and has not finished, most
 * recent first: the home page's row and the item page's "Reprendre" read it. Asked again each
 * time a screen needs it, since the player moves it on meanwhile.
 */
export function useContinueWatching() {
  const token = useSession((state) => state.token)
  return useQuery({
    queryKey: ['continue-watching', token],
    queryFn: ({ signal }) => api<ContinueWatchingEntry[]>(CONTINUE_WATCHING_PATH, { signal }),
    enabled: token !== null,
    staleTime: 0,
  })
}
