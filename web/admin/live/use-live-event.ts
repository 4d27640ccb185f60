import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNotify } from 'react-admin'
import type {
  AdminLiveEvent,
  AdminLiveEventChange,
  AdminLiveIngest,
} from '../../../contract/schemas/admin-live.ts'
import type { LivePlayback } from '../../../contract/schemas/live.ts'
import { publicFetch, staffFetch } from '../api/staff-fetch.ts'

const eventPath = (uid: string) => `/live-events/${encodeURIComponent(uid)}/`
const eventKey = (uid: string) => ['vitrine', 'live-event', uid]
const ingestKey = (uid: string) => ['vitrine', 'live-ingest', uid]
/** The control screen follows the event's status this often while it is not over. */
const REFRESH_MS = 3000

/** A live event as staff see it, asked again every few seconds until its replay is settled. */
export function useLiveEvent(uid: string) {
  return useQuery({
    queryKey: eventKey(uid),
    queryFn: async () => (await (await staffFetch(eventPath(uid))).json()) as AdminLiveEvent,
    refetchInterval: ({ state: { data } }) =>
      data?.status === 'ended' && data.replay_status !== 'preparing' ? false : REFRESH_MS,
  })
}

/** Where and with what key to publish: for staff who may publish only (`enabled`). */
export function useLiveIngest(uid: string, enabled: boolean) {
  return useQuery({
    queryKey: ingestKey(uid),
    queryFn: async () =>
      (await (await staffFetch(`${eventPath(uid)}ingest/`)).json()) as AdminLiveIngest,
    enabled,
    staleTime: Infinity,
  })
}

/** The event's stream for the preview, as a viewer with access gets it. */
export function useLivePreview(itemUid: string, onAir: boolean) {
  return useQuery({
    queryKey: ['vitrine', 'live-preview', itemUid],
    queryFn: async () =>
      (await (
        await publicFetch(`/live/${encodeURIComponent(itemUid)}/playback/`)
      ).json()) as LivePlayback,
    enabled: onAir,
    staleTime: Infinity,
  })
}

type Action =
  { kind: 'regenerate' } | { kind: 'end' } | { kind: 'schedule'; change: AdminLiveEventChange }

/** Regenerates the key, ends the event or moves it; the screen shows the answer. */
export function useLiveAction(uid: string) {
  const queryClient = useQueryClient()
  const notify = useNotify()
  return useMutation({
    mutationFn: async (action: Action) => {
      const path =
        action.kind === 'regenerate'
          ? `${eventPath(uid)}ingest/regenerate/`
          : action.kind === 'end'
            ? `${eventPath(uid)}end/`
            : eventPath(uid)
      const response = await staffFetch(path, {
        method: action.kind === 'schedule' ? 'PATCH' : 'POST',
        body: action.kind === 'schedule' ? action.change : undefined,
      })
      return (await response.json()) as AdminLiveEvent | AdminLiveIngest
    },
    onSuccess: (answer, action) => {
      if (action.kind === 'regenerate') {
        queryClient.setQueryData(ingestKey(uid), answer)
        notify('vitrine.live.regenerated', { type: 'success' })
        return
      }
      queryClient.setQueryData(eventKey(uid), answer)
      notify(action.kind === 'end' ? 'vitrine.live.ended' : 'vitrine.live.scheduleSaved', {
        type: 'success',
      })
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  })
}
