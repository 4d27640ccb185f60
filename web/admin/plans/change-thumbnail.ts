import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNotify } from 'react-admin'
import type { AdminPlan } from '../../../contract/admin-plans.ts'
import { ADMIN_LISTS } from '../../../contract/admin-lists.ts'
import { staffFetch } from '../api/staff-fetch.ts'

/** The multipart field the server reads the picture from (its UPLOAD_FIELD). */
const PICTURE_FIELD = 'file'

/** PUT /plans/{uid}/thumbnail/ with a file, DELETE without: the plan as it now is. */
async function changeThumbnail(uid: string, file: File | null) {
  const path = `${ADMIN_LISTS.plans}${encodeURIComponent(uid)}/thumbnail/`
  const form = new FormData()
  if (file) form.append(PICTURE_FIELD, file)
  const response = await staffFetch(
    path,
    file ? { method: 'PUT', body: form } : { method: 'DELETE' },
  )
  return (await response.json()) as AdminPlan
}

/**
 * Replaces (with a file) or removes (with null) the plan's thumbnail: `onChanged` hears the plan
 * the server answers, the owner is told, and the list shows the plan as it now is.
 */
export function useChangeThumbnail(uid: string, onChanged: (plan: AdminPlan) => void) {
  const notify = useNotify()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File | null) => changeThumbnail(uid, file),
    onSuccess: async (plan, file) => {
      onChanged(plan)
      notify(`vitrine.plan.thumbnail.${file ? 'saved' : 'removed'}`, { type: 'success' })
      // The list only: refetching the plan itself would reset the form being edited.
      await queryClient.invalidateQueries({ queryKey: ['plans', 'getList'] })
    },
    onError: (error: Error) =>
      notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  })
}
