import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNotify } from 'react-admin'
import type { AdminCategory, CategoryPicture } from '../../../../contract/admin-categories.ts'
import { ADMIN_LISTS } from '../../../../contract/admin-lists.ts'
import { staffFetch } from '../../api/staff-fetch.ts'
import { categoryTreeKey } from '../get-categories.ts'

/** The multipart field the server reads the picture from (its UPLOAD_FIELD). */
const PICTURE_FIELD = 'file'

/** PUT /categories/{uid}/{picture}/ with a file, DELETE without: the category as it now is. */
async function changePicture(uid: string, picture: CategoryPicture, file: File | null) {
  const path = `${ADMIN_LISTS.categories}${encodeURIComponent(uid)}/${picture}/`
  const form = new FormData()
  if (file) form.append(PICTURE_FIELD, file)
  const response = await staffFetch(
    path,
    file ? { method: 'PUT', body: form } : { method: 'DELETE' },
  )
  return (await response.json()) as AdminCategory
}

/**
 * Replaces (with a file) or removes (with null) one picture of the category: `onChanged` hears
 * the category the server answers, the staff member is told, and the tree shows the new icon.
 */
export function useChangePicture(
  uid: string,
  picture: CategoryPicture,
  onChanged: (category: AdminCategory) => void,
) {
  const notify = useNotify()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File | null) => changePicture(uid, picture, file),
    onSuccess: async (category, file) => {
      onChanged(category)
      notify(`vitrine.category.picture.${picture}.${file ? 'saved' : 'removed'}`, {
        type: 'success',
      })
      await queryClient.invalidateQueries({ queryKey: categoryTreeKey })
    },
    onError: (error: Error) =>
      notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  })
}
