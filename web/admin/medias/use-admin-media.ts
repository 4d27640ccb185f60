import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNotify } from 'react-admin'
import { FILE_FIELD } from '../../../contract/values/file-field.ts'
import type { AdminMedia } from '../../../contract/schemas/admin-medias.ts'
import { staffFetch } from '../api/staff-fetch.ts'

export const mediaKey = (uid: string) => ['vitrine', 'media', uid]
const mediaPath = (uid: string) => `/medias/${encodeURIComponent(uid)}/`
/** While a trailer or bonus file of the media waits or is imported, it is asked again this often. */
const REFRESH_MS = 2000

const NO_CONTENT = 204

/** Asks again while an upload for the media waits or runs, so it shows once imported. */
function refetchWhileImporting(query: { state: { data?: AdminMedia } }): number | false {
  const busy = query.state.data?.imports.some(
    (upload) => upload.status === 'queued' || upload.status === 'running',
  )
  return busy ? REFRESH_MS : false
}

/** A media with what staff add to it: GET /medias/{uid}/ of the staff API. */
export function useAdminMedia(uid: string) {
  return useQuery({
    queryKey: mediaKey(uid),
    queryFn: async () => (await (await staffFetch(mediaPath(uid))).json()) as AdminMedia,
    refetchInterval: refetchWhileImporting,
  })
}

/** The form a file travels in, under the field the server reads. */
function fileForm(file: File): FormData {
  const form = new FormData()
  form.append(FILE_FIELD, file)
  return form
}

/**
 * A change to the media (a caption file, a thumbnail, a removal): sent, then the answer replaces
 * what the screen shows (or, when the server answers nothing, the media is asked again); a
 * refusal is told with the server's reason, a success with `done`.
 */
export function useMediaChange<Input>(
  uid: string,
  send: (input: Input) => { path: string; method: 'PUT' | 'DELETE'; file?: File },
  done: (input: Input) => string,
) {
  const queryClient = useQueryClient()
  const notify = useNotify()
  return useMutation({
    mutationFn: async (input: Input) => {
      const { path, method, file } = send(input)
      const response = await staffFetch(`${mediaPath(uid)}${path}`, {
        method,
        body: file ? fileForm(file) : undefined,
      })
      return response.status === NO_CONTENT ? null : ((await response.json()) as AdminMedia)
    },
    onSuccess: async (media, input) => {
      if (media) queryClient.setQueryData(mediaKey(uid), media)
      else await queryClient.invalidateQueries({ queryKey: mediaKey(uid) })
      notify(done(input), { type: 'success' })
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  })
}
