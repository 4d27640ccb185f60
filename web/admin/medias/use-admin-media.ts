import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNotify } from 'react-admin'
import { MEDIA_FILE_FIELD } from '../../../contract/admin-media-values.ts'
import type { AdminMedia } from '../../../contract/admin-medias.ts'
import { staffFetch } from '../api/staff-fetch.ts'

const mediaKey = (uid: string) => ['vitrine', 'media', uid]
const mediaPath = (uid: string) => `/medias/${encodeURIComponent(uid)}/`

/** A media with its captions and thumbnail: GET /medias/{uid}/ of the staff API. */
export function useAdminMedia(uid: string) {
  return useQuery({
    queryKey: mediaKey(uid),
    queryFn: async () => (await (await staffFetch(mediaPath(uid))).json()) as AdminMedia,
  })
}

/** The form a file travels in, under the field the server reads. */
function fileForm(file: File): FormData {
  const form = new FormData()
  form.append(MEDIA_FILE_FIELD, file)
  return form
}

/**
 * A change to the media (a caption file, a thumbnail): sent, then the answer replaces what the
 * screen shows; a refusal is told with the server's reason, a success with `done`.
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
      return (await response.json()) as AdminMedia
    },
    onSuccess: (media, input) => {
      queryClient.setQueryData(mediaKey(uid), media)
      notify(done(input), { type: 'success' })
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  })
}
