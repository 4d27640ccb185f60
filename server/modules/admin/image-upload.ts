import { createHash, randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ImageUploadAnswer } from '../../../contract/schemas/admin.ts'
import { websiteAssetAddress, websiteAssetPath } from '../images/addresses.ts'
import { acceptImageUpload } from '../images/upload.ts'
import { FILE_FIELD } from '../../../contract/values/file-field.ts'

/**
 * POST /images/: keeps a JPEG or PNG (judged by its content, re-encoded so only pixels remain)
 * among the website's own pictures, named by its content so uploading it twice stores it once,
 * and answers the address the storefront shows it at (`/images/website/upload-….png`).
 */
export async function uploadWebsiteImage(
  mediaDir: string,
  websiteUid: string,
  file: Buffer,
): Promise<ImageUploadAnswer> {
  const picture = await acceptImageUpload(file, FILE_FIELD)
  const hash = createHash('sha256').update(picture.data).digest('hex').slice(0, 32)
  const name = `upload-${hash}${picture.extension}`
  const target = path.join(mediaDir, websiteAssetPath(websiteUid, name))
  await mkdir(path.dirname(target), { recursive: true })
  const part = `${target}.${randomBytes(6).toString('hex')}.part`
  await writeFile(part, picture.data)
  await rename(part, target)
  return { url: websiteAssetAddress(name) }
}
