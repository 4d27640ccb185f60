import { createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * Stream keys (issue 45). A key is never stored: it is derived from a random nonce with the
 * server's secret, so staff can be shown it again and a copy of the database alone opens no
 * ingest; the database keeps its SHA-256, by which a publisher's key finds its event (a lookup by
 * hash tells nothing about the key, so no comparison can leak it). Regenerating draws a new
 * nonce; changing SECRET_KEY changes every key.
 */

/** A new nonce, for a new event or a regenerated key. */
export const newKeyNonce = () => randomBytes(18).toString('base64url')

/** The stream key of a nonce: what staff paste into OBS. */
export function streamKeyOf(secret: string, nonce: string): string {
  const mac = createHmac('sha256', secret).update(`vitrine-live-key\n${nonce}`).digest()
  return `live_${mac.subarray(0, 24).toString('base64url')}`
}

/** What the database keeps of a key. */
export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex')

/** Keys as they are written: anything else is refused before any query. */
export const STREAM_KEY_PATTERN = /^live_[A-Za-z0-9_-]{32}$/
