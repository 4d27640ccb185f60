import { createHash } from 'node:crypto'
import { thumbnailAddress } from '../../images/addresses.ts'

/** A short digest of the content, so a replaced file gets a new key and no cache serves the old. */
export const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16)

/**
 * The address of a media's thumbnail, versioned by the stored picture so a replaced one never
 * shows from a browser's cache; null when it has none.
 */
export const mediaThumbnail = (mediaUid: string, stored: string | null) =>
  stored ? `${thumbnailAddress('media', mediaUid)}?v=${digest(Buffer.from(stored))}` : null
