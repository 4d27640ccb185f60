import { createHash, randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ImageUploadAnswer } from '../../../contract/admin.ts'
import { invalidField } from '../../errors.ts'
import { websiteAssetAddress, websiteAssetPath } from '../images/addresses.ts'
import { acceptImageUpload, UPLOAD_MAX_BYTES } from '../images/upload.ts'
import { boundaryOf, formFile } from './multipart.ts'

/** The multipart field the picture comes in. */
export const UPLOAD_FIELD = 'file'
/** A body holding the largest picture accepted, with room for the multipart framing. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024

/**
 * POST /images/: keeps a JPEG or PNG (judged by its content, re-encoded so only pixels remain)
 * among the website's own pictures, named by its content so uploading it twice stores it once,
 * and answers the address the storefront shows it at (`/images/website/upload-….png`).
 */
export async function uploadWebsiteImage(
  mediaDir: string,
  websiteUid: string,
  body: unknown,
  contentType: string | undefined,
): Promise<ImageUploadAnswer> {
  const boundary = boundaryOf(contentType)
  const file = boundary && Buffer.isBuffer(body) ? formFile(body, boundary, UPLOAD_FIELD) : null
  if (!file || file.data.length === 0) {
    throw invalidField(UPLOAD_FIELD, 'Send a JPEG or PNG picture as the multipart field file.')
  }
  const picture = await acceptImageUpload(file.data, UPLOAD_FIELD)
  const hash = createHash('sha256').update(picture.data).digest('hex').slice(0, 32)
  const name = `upload-${hash}${picture.extension}`
  const target = path.join(mediaDir, websiteAssetPath(websiteUid, name))
  await mkdir(path.dirname(target), { recursive: true })
  const part = `${target}.${randomBytes(6).toString('hex')}.part`
  await writeFile(part, picture.data)
  await rename(part, target)
  return { url: websiteAssetAddress(name) }
}
