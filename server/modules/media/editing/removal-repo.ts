import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { isTrailer } from '../repo.ts'
import { findAdminMedia } from './repo.ts'

/** The SQL of removing medias no item, playlist or other media uses any more (removal.ts). */
type Db = Kysely<Database>

/** Whether an item shows the media, a playlist holds it, or it is a media's or playlist's trailer. */
export async function isMediaInUse(db: Db, websiteUid: string, mediaUid: string): Promise<boolean> {
  const [shown, held] = await Promise.all([
    db
      .selectFrom('items')
      .select('uid')
      .where('website_uid', '=', websiteUid)
      .where('content_object_type', '=', 'media')
      .where('content_object_uid', '=', mediaUid)
      .executeTakeFirst(),
    db
      .selectFrom('playlist_medias')
      .select('playlist_uid')
      .where('website_uid', '=', websiteUid)
      .where('media_uid', '=', mediaUid)
      .executeTakeFirst(),
  ])
  return Boolean(shown ?? held) || (await isTrailer(db, websiteUid, mediaUid))
}

/** A media with the stored objects its rows name: poster, renditions folder, files. */
export async function findMediaStorage(db: Db, websiteUid: string, mediaUid: string) {
  const media = await findAdminMedia(db, websiteUid, mediaUid)
  if (!media) return undefined
  const files = await db
    .selectFrom('files')
    .select(['uid', 'kind', 'path'])
    .where('website_uid', '=', websiteUid)
    .where('media_uid', '=', mediaUid)
    .orderBy('uid')
    .execute()
  return { ...media, files }
}

/** Deletes a media's rows: its files, its renditions' record, the media. */
export async function deleteMediaRows(trx: Db, websiteUid: string, mediaUid: string) {
  for (const table of ['files', 'media_assets'] as const) {
    await trx
      .deleteFrom(table)
      .where('website_uid', '=', websiteUid)
      .where('media_uid', '=', mediaUid)
      .execute()
  }
  await trx
    .deleteFrom('medias')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', mediaUid)
    .execute()
}

/**
 * Whether a row of any website still names the stored object, something under it (`key/…`), or
 * a renditions folder holding it:
 * the demo's medias share their renditions and booklet, and removing them for one would remove
 * them for all.
 */
export async function isStoredKeyInUse(db: Db, key: string): Promise<boolean> {
  const under = `${key}/`
  const names = (column: string) =>
    sql<boolean>`(${sql.ref(column)} = ${key} or substr(${sql.ref(column)}, 1, ${under.length}) = ${under})`
  const uses = [
    db.selectFrom('files').select('uid').where(names('path')),
    db
      .selectFrom('media_assets')
      .select('media_uid as uid')
      .where((eb) =>
        eb.or([
          names('folder'),
          // The key lies inside the renditions folder of another media.
          eb(sql`substr(${key}, 1, length(folder) + 1)`, '=', sql`folder || '/'`),
        ]),
      ),
    db.selectFrom('medias').select('uid').where(names('thumbnail')),
    db.selectFrom('playlists').select('uid').where(names('thumbnail')),
  ]
  for (const use of uses) {
    if ((await use.executeTakeFirst()) !== undefined) return true
  }
  return false
}
