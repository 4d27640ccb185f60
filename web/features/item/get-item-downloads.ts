import { useQuery } from '@tanstack/react-query'
import type { MediaFile } from '../../../contract/catalogue.ts'
import { api } from '../../api/api.ts'
import { useSession } from '../../api/session.ts'

/** GET /items/{uid}/download/ — the files the visitor may download. */
export function getItemDownloads(itemUid: string, signal?: AbortSignal) {
  return api<MediaFile[]>(`/items/${encodeURIComponent(itemUid)}/download/`, { signal })
}

export function useItemDownloads(itemUid: string, enabled: boolean) {
  const signedIn = useSession((state) => state.token !== null)
  return useQuery({
    queryKey: ['item-downloads', itemUid, signedIn],
    queryFn: ({ signal }) => getItemDownloads(itemUid, signal),
    enabled,
  })
}
