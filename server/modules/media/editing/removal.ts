import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { ObjectStore } from '../../../storage/object-store.ts'
import { forgetThumbnailPath } from '../../images/thumbnail-paths.ts'
import { recordChange, type StaffActor } from '../../audit-log/service.ts'
import {
  deleteMediaRows,
  findMediaStorage,
  isMediaInUse,
  isStoredKeyInUse,
} from './removal-repo.ts'

type MediaStorage = NonNullable<Awaited<ReturnType<typeof findMediaStorage>>>

/**
 * What a media keeps in the store: its renditions folder (HLS ladder, HD file, captions, poster),
 * its picture, its files, and the folders its uploaded pictures and bonus files go to.
 */
function storedKeysOf(websiteUid: string, media: MediaStorage): string[] {
  const keys = [
    media.folder,
    media.thumbnail,
    ...media.files.map((file) => file.path),
    `thumbnails/${websiteUid}/${media.uid}`,
    `bonus/${websiteUid}/${media.uid}`,
  ]
  return keys.filter((key): key is string => Boolean(key))
}

/**
 * Inside the caller's transaction, deletes those of `mediaUids` that no item shows and no
 * playlist or other media uses any more, then the trailers they leave unused, each with its audit
 * entry. Answers the stored keys they had, to pass to `removeStoredKeys` once committed.
 */
export async function removeUnusedMedias(
  trx: Kysely<Database>,
  actor: StaffActor,
  mediaUids: readonly string[],
): Promise<string[]> {
  const { websiteUid } = actor
  const keys = new Set<string>()
  const queue = [...mediaUids]
  const seen = new Set<string>()
  for (let uid = queue.shift(); uid !== undefined; uid = queue.shift()) {
    if (seen.has(uid)) continue
    seen.add(uid)
    if (await isMediaInUse(trx, websiteUid, uid)) continue
    const media = await findMediaStorage(trx, websiteUid, uid)
    if (!media) continue
    await deleteMediaRows(trx, websiteUid, uid)
    const stored = storedKeysOf(websiteUid, media)
    await recordChange(trx, actor, {
      action: 'delete',
      resource: 'media',
      recordUid: uid,
      before: { name: media.name, trailer: media.trailer_uid, stored },
      after: null,
    })
    for (const key of stored) keys.add(key)
    // Its trailer goes too, unless it plays for something else.
    if (media.trailer_uid) queue.push(media.trailer_uid)
    forgetThumbnailPath(websiteUid, 'media', uid)
  }
  return [...keys]
}

/**
 * Removes from the store what no row of any website names any more (the demo's medias share
 * theirs). Called after the rows' transaction committed: an object that cannot be removed now
 * is logged and left, never the reason the deletion fails.
 */
export async function removeStoredKeys(
  db: Kysely<Database>,
  store: ObjectStore,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const key of keys) {
    try {
      if (!(await isStoredKeyInUse(db, key))) await store.remove(key)
    } catch (error) {
      log.warn({ err: error, key }, 'a removed media left a stored object behind')
    }
  }
}
