import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useNotify } from 'react-admin'
import { FILE_FIELD } from '../../../contract/values/file-field.ts'
import { staffFetch } from './staff-fetch.ts'
import { useNotifyFailure } from './use-notify-failure.ts'

export interface ChangePictureOptions<Answer> {
  /** The picture's path in the staff API: PUT with a file replaces it, DELETE removes it. */
  path: string
  /** Where the texts `saved` and `removed` are, e.g. `vitrine.plan.thumbnail`. */
  texts: string
  /** The query that shows the owner of the picture elsewhere, asked again once it changed. */
  invalidates: QueryKey
  /** Hears what the server answers: the owner of the picture as it now is. */
  onChanged: (answer: Answer) => void
}

/** PUT `path` with the file, or DELETE it without one: the server's answer. */
async function changePicture<Answer>(path: string, file: File | null): Promise<Answer> {
  const form = new FormData()
  if (file) form.append(FILE_FIELD, file)
  const response = await staffFetch(
    path,
    file ? { method: 'PUT', body: form } : { method: 'DELETE' },
  )
  return (await response.json()) as Answer
}

/**
 * Replaces (with a file) or removes (with null) a picture, sent at once rather than with the
 * form around it: the staff member is told, and the lists showing it are asked again. The form
 * itself is not, which would reset what is being edited.
 */
export function useChangePicture<Answer>(options: ChangePictureOptions<Answer>) {
  const { path, texts, invalidates, onChanged } = options
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File | null) => changePicture<Answer>(path, file),
    onSuccess: async (answer, file) => {
      onChanged(answer)
      notify(`${texts}.${file ? 'saved' : 'removed'}`, { type: 'success' })
      await queryClient.invalidateQueries({ queryKey: invalidates })
    },
    onError: notifyFailure,
  })
}
