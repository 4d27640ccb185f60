import type {
  AdminCategory,
  AdminCategoryMove,
} from '../../../contract/schemas/admin-categories.ts'
import { ADMIN_LISTS } from '../../../contract/values/admin-lists.ts'
import { staffFetch } from '../api/staff-fetch.ts'

/** POST /categories/{uid}/move/: the category, at its new place. */
export async function moveCategory(uid: string, move: AdminCategoryMove): Promise<AdminCategory> {
  const path = `${ADMIN_LISTS.categories}${encodeURIComponent(uid)}/move/`
  const response = await staffFetch(path, { method: 'POST', body: move })
  return (await response.json()) as AdminCategory
}
