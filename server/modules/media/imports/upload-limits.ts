import type { Kysely } from 'kysely'
import {
  MAX_UNFINISHED_UPLOADS_PER_STAFF,
  UPLOAD_SLOT_HOURS,
} from '../../../../contract/values/limits.ts'
import { ErrorType } from '../../../../contract/values/error-types.ts'
import type { Database } from '../../../db/schema.ts'
import { AppError, invalidField } from '../../../errors.ts'
import {
  countUploadsInProgress,
  deleteUploadInProgress,
  findStoredBytes,
  findUploadQuotaGib,
  insertUploadInProgress,
} from './uploads-in-progress-repo.ts'

const GIB = 1024 ** 3

/** GiB with two decimals, rounded down: what is left is never overstated. */
const gib = (bytes: number) => (Math.floor((Math.max(bytes, 0) / GIB) * 100) / 100).toFixed(2)

/**
 * Refuses an upload's start past the limits, else counts it as under way: 429 when the staff
 * member already runs MAX_UNFINISHED_UPLOADS_PER_STAFF uploads (not a 409: tus clients try a
 * 409 again on their own, where this waits for the person to let one finish), 413 when its
 * announced size passes what the website's quota leaves, saying how much is left. Both checks
 * and the count are not one atomic step: two starts at the same instant may pass one over.
 */
export async function startUpload(
  db: Kysely<Database>,
  upload: { id: string; size?: number | undefined },
  uploader: { websiteUid: string; staffUid: string },
  now = new Date(),
): Promise<void> {
  const { websiteUid, staffUid } = uploader
  const since = new Date(now.getTime() - UPLOAD_SLOT_HOURS * 3_600_000).toISOString()
  const running = await countUploadsInProgress(db, websiteUid, staffUid, since)
  if (running >= MAX_UNFINISHED_UPLOADS_PER_STAFF) {
    throw new AppError(
      429,
      ErrorType.TooManyRequests,
      `You have ${running} uploads under way, the most one person may run at once: let one finish first.`,
    )
  }
  const quota = await findUploadQuotaGib(db, websiteUid)
  if (quota > 0) {
    if (upload.size === undefined) {
      throw invalidField('Upload-Length', 'An upload says its length as it starts.')
    }
    const left = quota * GIB - (await findStoredBytes(db, websiteUid))
    if (upload.size > left) {
      throw new AppError(
        413,
        ErrorType.PayloadTooLarge,
        `This file would pass the website's storage quota of ${quota} GiB: ${gib(left)} GiB left.`,
      )
    }
  }
  await insertUploadInProgress(db, {
    upload_id: upload.id,
    website_uid: websiteUid,
    staff_user_uid: staffUid,
    size: upload.size ?? 0,
    created_at: now.toISOString(),
  })
}

/** The upload `id` is no longer under way: it finished (an import now) or the staff ended it. */
export function endUpload(db: Kysely<Database>, id: string): Promise<void> {
  return deleteUploadInProgress(db, id)
}
