import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MediaFile } from '../../../contract/schemas/catalogue.ts'
import { DOWNLOAD_LINK_SECONDS } from '../../../contract/values/limits.ts'
import { api } from '../../api/api.ts'
import { useSession } from '../../api/session.ts'

/** GET /items/{uid}/download/ — the files the visitor may download. */
export function getItemDownloads(itemUid: string, signal?: AbortSignal) {
  return api<MediaFile[]>(`/items/${encodeURIComponent(itemUid)}/download/`, { signal })
}

/** Fresh links well before the served ones expire, for a visitor who stays on the page. */
const RENEW_MS = (DOWNLOAD_LINK_SECONDS * 1000) / 2

/** The files of an item a visitor signed in or not may download. */
export function itemDownloadsQuery(itemUid: string, signedIn: boolean) {
  return queryOptions({
    queryKey: ['item-downloads', itemUid, signedIn],
    queryFn: ({ signal }) => getItemDownloads(itemUid, signal),
    staleTime: RENEW_MS,
  })
}

export function useItemDownloads(itemUid: string, enabled: boolean) {
  const signedIn = useSession((state) => state.token !== null)
  return useQuery({ ...itemDownloadsQuery(itemUid, signedIn), enabled, refetchInterval: RENEW_MS })
}
