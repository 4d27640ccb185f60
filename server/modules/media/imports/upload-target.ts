import type { Kysely } from 'kysely'
import {
  BONUS_NAME_MAX_LENGTH,
  UPLOAD_METADATA,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from '../../../../contract/values/admin-media-imports.ts'
import { ErrorType } from '../../../../contract/schemas/errors.ts'
import type { Database } from '../../../db/schema.ts'
import { AppError, invalidField, notFound } from '../../../errors.ts'
import { findMediaName } from '../import-repo.ts'

/** An upload's tus metadata, as @tus/server parsed it. */
type Metadata = Record<string, string | null> | undefined

/** What an upload is for, as its metadata says. */
export interface UploadTarget {
  purpose: UploadPurpose
  /** The media a trailer or a bonus file is for; null for a new item's video. */
  mediaUid: string | null
  /** A bonus file's name in the download list, when staff gave one. */
  displayName: string | null
}

const isPurpose = (value: string): value is UploadPurpose =>
  (UPLOAD_PURPOSES as readonly string[]).includes(value)

/** The text without control characters, trimmed; null when nothing is left. */
function plainText(raw: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return raw?.replace(/[\u0000-\u001f\u007f]/g, '').trim() || null
}

/**
 * What the upload is for, read from its metadata: a 400 names the key that is wrong (an unknown
 * purpose, a trailer or bonus without its media, a media named for a new item's video).
 */
export function uploadTargetOf(metadata: Metadata): UploadTarget {
  const keys = UPLOAD_METADATA
  const purpose = plainText(metadata?.[keys.purpose]) ?? 'item'
  if (!isPurpose(purpose)) {
    throw invalidField(keys.purpose, `Say what the file is for: ${UPLOAD_PURPOSES.join(', ')}.`)
  }
  const mediaUid = plainText(metadata?.[keys.mediaUid])
  if (purpose === 'item' && mediaUid) {
    throw invalidField(keys.purpose, 'A file sent for a media is its trailer or a bonus file.')
  }
  if (purpose !== 'item' && !mediaUid) {
    throw invalidField(
      keys.mediaUid,
      purpose === 'trailer'
        ? 'Name the media this trailer is for.'
        : 'Name the media this bonus file is for.',
    )
  }
  const displayName = purpose === 'bonus' ? plainText(metadata?.[keys.displayName]) : null
  if (displayName && displayName.length > BONUS_NAME_MAX_LENGTH) {
    throw invalidField(
      keys.displayName,
      `A bonus file's name has at most ${BONUS_NAME_MAX_LENGTH} characters.`,
    )
  }
  return { purpose, mediaUid, displayName }
}

/**
 * Checks, as an upload starts, that what it is for can be: a known purpose, a media of this
 * website for a trailer or a bonus file (404 otherwise), and a bonus file whose length is given
 * and within `bonusMaxBytes` (413 past it), before a byte is sent.
 */
export async function checkUploadTarget(
  db: Kysely<Database>,
  websiteUid: string,
  upload: { metadata?: Metadata; size?: number },
  bonusMaxBytes: number,
): Promise<UploadTarget> {
  const target = uploadTargetOf(upload.metadata)
  if (target.mediaUid && !(await findMediaName(db, websiteUid, target.mediaUid))) {
    throw notFound('No media of this website has this uid.')
  }
  if (target.purpose === 'bonus') {
    if (upload.size === undefined) {
      throw invalidField('Upload-Length', "A bonus file's upload says its length as it starts.")
    }
    if (upload.size > bonusMaxBytes) {
      const message = `A bonus file must be at most ${Math.floor(bonusMaxBytes / 1024 / 1024)} MiB.`
      throw new AppError(413, ErrorType.PayloadTooLarge, message)
    }
  }
  return target
}
