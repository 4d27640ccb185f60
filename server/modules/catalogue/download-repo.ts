import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** The medias of a playlist, in playlist order. */
export async function findPlaylistMediaUids(db: Db, websiteUid: string, playlistUid: string) {
  const rows = await db
    .selectFrom('playlist_medias')
    .select('media_uid')
    .where('website_uid', '=', websiteUid)
    .where('playlist_uid', '=', playlistUid)
    .orderBy('position')
    .execute()
  return rows.map((row) => row.media_uid)
}

/** Files of these kinds attached to the medias. */
export async function findFiles(db: Db, websiteUid: string, mediaUids: string[], kinds: string[]) {
  if (mediaUids.length === 0 || kinds.length === 0) return []
  return db
    .selectFrom('files')
    .select(['uid', 'media_uid', 'kind', 'display_name', 'size', 'width', 'height', 'slug'])
    .where('website_uid', '=', websiteUid)
    .where('media_uid', 'in', mediaUids)
    .where('kind', 'in', kinds)
    .orderBy('display_name')
    .orderBy('uid')
    .execute()
}
