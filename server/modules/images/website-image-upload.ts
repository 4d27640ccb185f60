import { createHash } from 'node:crypto'
import type { ImageUploadAnswer } from '../../../contract/schemas/admin.ts'
import { websiteAssetAddress, websiteAssetPath } from './addresses.ts'
import { acceptImageUpload } from './upload.ts'
import { FILE_FIELD } from '../../../contract/values/file-field.ts'
import type { ObjectStore } from '../../storage/object-store.ts'

/**
 * POST /images/: keeps a JPEG or PNG (judged by its content, re-encoded so only pixels remain)
 * among the website's own pictures, named by its content so uploading it twice stores it once,
 * and answers the address the storefront shows it at (`/images/website/upload-….png`).
 */
export async function uploadWebsiteImage(
  store: ObjectStore,
  websiteUid: string,
  file: Buffer,
): Promise<ImageUploadAnswer> {
  const picture = await acceptImageUpload(file, FILE_FIELD)
  const hash = createHash('sha256').update(picture.data).digest('hex').slice(0, 32)
  const name = `upload-${hash}${picture.extension}`
  await store.write(websiteAssetPath(websiteUid, name), picture.data)
  return { url: websiteAssetAddress(name) }
}
