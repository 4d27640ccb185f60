import { useQuery } from '@tanstack/react-query'
import type { AdminLiveFigures } from '../../../contract/schemas/admin-live.ts'
import { staffFetch } from '../api/staff-fetch.ts'

/** The control screen follows the figures this often while the event is not over. */
const REFRESH_MS = 3000

/** The incoming stream and the audience of an event, asked again every few seconds until it ends. */
export function useLiveFigures(uid: string) {
  return useQuery({
    queryKey: ['vitrine', 'live-figures', uid],
    queryFn: async () =>
      (await (
        await staffFetch(`/live-events/${encodeURIComponent(uid)}/figures/`)
      ).json()) as AdminLiveFigures,
    refetchInterval: (query) => (query.state.data?.status === 'ended' ? false : REFRESH_MS),
  })
}
