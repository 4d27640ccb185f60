import { useQuery } from '@tanstack/react-query'
import type { LivePlayback } from '../../../../contract/schemas/live.ts'
import { LIVE_POLL_MS } from '../../../../contract/values/live.ts'
import { api } from '../../../api/api.ts'
import { useSession } from '../../../api/session.ts'

export { LIVE_POLL_MS }

/** GET /live/{item uid}/playback/ */
export function getLivePlayback(itemUid: string, signal?: AbortSignal): Promise<LivePlayback> {
  return api<LivePlayback>(`/live/${encodeURIComponent(itemUid)}/playback/`, { signal })
}

/**
 * Where the live event stands and, for a viewer with access while it is on, its stream: asked
 * again every few seconds, so the page goes from the countdown to the player, to the end and to
 * the replay by itself. Never on the server (the answer is the viewer's own).
 */
export function useLivePlayback(itemUid: string) {
  const signedIn = useSession((state) => state.token !== null)
  return useQuery({
    queryKey: ['live-playback', itemUid, signedIn],
    queryFn: ({ signal }) => getLivePlayback(itemUid, signal),
    refetchInterval: ({ state: { data } }) =>
      data?.status === 'ended' && data.replay !== 'preparing' ? false : LIVE_POLL_MS,
    refetchIntervalInBackground: false,
  })
}
