import type { ImageUploadAnswer } from '../../contract/schemas/admin.ts'
import { adminApi } from './admin-api.ts'

/** Spec §5: only JPEG and PNG pictures may be uploaded. */
export const UPLOADABLE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const

/** POST /images/ — a picture as the multipart field `file`; answers the address to show it at. */
export function uploadImage(file: File): Promise<ImageUploadAnswer> {
  const form = new FormData()
  form.set('file', file)
  return adminApi<ImageUploadAnswer>('/images/', { body: form })
}
