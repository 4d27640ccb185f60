import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { ThumbnailOwner } from './addresses.ts'
import { findThumbnailPath } from './repo.ts'

/**
 * Where thumbnails are stored, remembered for two seconds: a page of cards asks for dozens at
 * once, and a thumbnail's path only changes when its row is edited. The file itself is still
 * looked at on every request, so a replaced picture shows at once.
 */
const LIFETIME_MS = 2000
const KEPT = 10_000
const known = new Map<string, { path: string | null | undefined; until: number }>()

const keyOf = (websiteUid: string, owner: ThumbnailOwner, uid: string) =>
  `${websiteUid}\n${owner}\n${uid}`

/** The stored thumbnail path of a row of this website, or undefined. */
export async function thumbnailPathOf(
  db: Kysely<Database>,
  websiteUid: string,
  owner: ThumbnailOwner,
  uid: string,
): Promise<string | null | undefined> {
  const key = keyOf(websiteUid, owner, uid)
  const now = Date.now()
  const entry = known.get(key)
  if (entry && entry.until > now) return entry.path
  const path = await findThumbnailPath(db, websiteUid, owner, uid)
  if (known.size >= KEPT) known.clear()
  known.set(key, { path, until: now + LIFETIME_MS })
  return path
}

/**
 * Forgets a row's path once staff gave it a new picture, so this process shows the new one at
 * once (another process may show the old one for at most LIFETIME_MS more).
 */
export function forgetThumbnailPath(websiteUid: string, owner: ThumbnailOwner, uid: string) {
  known.delete(keyOf(websiteUid, owner, uid))
}
