import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { findPlaylistMediaUids } from '../../media/service.ts'

/** The SQL of a playlist's medias as staff arrange them; playlist-medias.ts decides what may. */
type Db = Kysely<Database>

/** Which of these uids are medias of the website. */
export async function findMediaUids(db: Db, websiteUid: string, uids: string[]): Promise<string[]> {
  if (uids.length === 0) return []
  const rows = await db
    .selectFrom('medias')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('uid', 'in', uids)
    .execute()
  return rows.map((row) => row.uid)
}

/** Makes the playlist hold exactly these medias, in this order, with their seasons. */
export async function writePlaylistMedias(
  trx: Db,
  websiteUid: string,
  playlistUid: string,
  medias: readonly { uid: string; season: number | null }[],
): Promise<void> {
  await trx
    .deleteFrom('playlist_medias')
    .where('website_uid', '=', websiteUid)
    .where('playlist_uid', '=', playlistUid)
    .execute()
  if (medias.length === 0) return
  await trx
    .insertInto('playlist_medias')
    .values(
      medias.map((media, position) => ({
        website_uid: websiteUid,
        playlist_uid: playlistUid,
        media_uid: media.uid,
        position,
        season: media.season,
      })),
    )
    .execute()
}

/**
 * Deletes a playlist no item shows any more, with its list of medias; answers the medias it held
 * or played as trailer and its picture, or null when an item still shows it (nothing deleted).
 */
export async function deleteUnshownPlaylist(trx: Db, websiteUid: string, playlistUid: string) {
  const shown = await trx
    .selectFrom('items')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('content_object_type', '=', 'playlist')
    .where('content_object_uid', '=', playlistUid)
    .executeTakeFirst()
  if (shown) return null
  const playlist = await trx
    .selectFrom('playlists')
    .select(['thumbnail', 'trailer_uid'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', playlistUid)
    .executeTakeFirst()
  if (!playlist) return null
  const mediaUids = await findPlaylistMediaUids(trx, websiteUid, playlistUid)
  await trx
    .deleteFrom('playlist_medias')
    .where('website_uid', '=', websiteUid)
    .where('playlist_uid', '=', playlistUid)
    .execute()
  await trx
    .deleteFrom('playlists')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', playlistUid)
    .execute()
  const trailer = playlist.trailer_uid ? [playlist.trailer_uid] : []
  return {
    mediaUids: [...mediaUids, ...trailer],
    thumbnail: playlist.thumbnail,
  }
}
