import type { Insertable, Kysely } from 'kysely'
import type { Database, MediaAssetTable } from '../../db/schema.ts'

type Db = Kysely<Database>

/** The renditions of a media, if it has any. */
export async function findAsset(db: Db, websiteUid: string, mediaUid: string) {
  return db
    .selectFrom('media_assets')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('media_uid', '=', mediaUid)
    .executeTakeFirst()
}

export type AssetRow = NonNullable<Awaited<ReturnType<typeof findAsset>>>

/** Renditions of several medias. */
export async function findAssets(db: Db, websiteUid: string, mediaUids: string[]) {
  if (mediaUids.length === 0) return []
  return db
    .selectFrom('media_assets')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('media_uid', 'in', mediaUids)
    .execute()
}

/** The media of the website already imported from a file with this content hash. */
export async function findMediaBySourceHash(db: Db, websiteUid: string, sourceHash: string) {
  return db
    .selectFrom('media_assets')
    .innerJoin('medias', 'medias.uid', 'media_assets.media_uid')
    .select(['medias.uid', 'medias.name'])
    .where('media_assets.website_uid', '=', websiteUid)
    .where('media_assets.source_hash', '=', sourceHash)
    .executeTakeFirst()
}

export async function insertAsset(db: Db, row: Insertable<MediaAssetTable>): Promise<void> {
  await db.insertInto('media_assets').values(row).execute()
}

/** A downloadable file of the website. */
export async function findFile(db: Db, websiteUid: string, fileUid: string) {
  return db
    .selectFrom('files')
    .select(['uid', 'media_uid', 'kind', 'display_name', 'path', 'size'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', fileUid)
    .executeTakeFirst()
}

/** Name, length, poster and trailer of medias. */
export async function findMediaSummaries(db: Db, websiteUid: string, mediaUids: string[]) {
  if (mediaUids.length === 0) return []
  return db
    .selectFrom('medias')
    .select(['uid', 'name', 'duration', 'thumbnail', 'trailer_uid'])
    .where('website_uid', '=', websiteUid)
    .where('uid', 'in', mediaUids)
    .execute()
}

/** The items that show the media: directly, through a playlist, or as a live event's replay. */
export async function findItemsShowingMedia(db: Db, websiteUid: string, mediaUid: string) {
  return findItemsShowingMedias(db, websiteUid, [mediaUid])
}

/**
 * The items that show any of the medias, directly, through one of their playlists or as their
 * live event's replay, one row per media and item (`media_uid` says which media the row is for).
 */
export async function findItemsShowingMedias(
  db: Db,
  websiteUid: string,
  mediaUids: readonly string[],
) {
  if (mediaUids.length === 0) return []
  const columns = ['uid', 'visibility_type', 'monetization_enabled', 'published_at'] as const
  const own = db
    .selectFrom('items')
    .select(columns)
    .select('content_object_uid as media_uid')
    .where('website_uid', '=', websiteUid)
    .where('content_object_type', '=', 'media')
    .where('content_object_uid', 'in', mediaUids)
  const throughPlaylists = db
    .selectFrom('items')
    .innerJoin('playlist_medias', (join) =>
      join
        .onRef('playlist_medias.playlist_uid', '=', 'items.content_object_uid')
        .onRef('playlist_medias.website_uid', '=', 'items.website_uid'),
    )
    .select(columns.map((column) => `items.${column}` as const))
    .select('playlist_medias.media_uid')
    .where('items.website_uid', '=', websiteUid)
    .where('items.content_object_type', '=', 'playlist')
    .where('playlist_medias.media_uid', 'in', mediaUids)
  // A live event's replay is shown by the event's item: its buyers keep it (issue 45 part 5).
  const throughLiveEvents = db
    .selectFrom('items')
    .innerJoin('live_events', (join) =>
      join
        .onRef('live_events.uid', '=', 'items.content_object_uid')
        .onRef('live_events.website_uid', '=', 'items.website_uid'),
    )
    .select(columns.map((column) => `items.${column}` as const))
    .select((eb) => eb.fn.coalesce('live_events.replay_media_uid', eb.val('')).as('media_uid'))
    .where('items.website_uid', '=', websiteUid)
    .where('items.content_object_type', '=', 'live')
    .where('live_events.replay_media_uid', 'in', mediaUids)
  return own.unionAll(throughPlaylists).unionAll(throughLiveEvents).execute()
}

/** Whether the media is the trailer of a media or playlist of the website: trailers are open. */
export async function isTrailer(db: Db, websiteUid: string, mediaUid: string): Promise<boolean> {
  const [media, playlist] = await Promise.all([
    db
      .selectFrom('medias')
      .select('uid')
      .where('website_uid', '=', websiteUid)
      .where('trailer_uid', '=', mediaUid)
      .executeTakeFirst(),
    db
      .selectFrom('playlists')
      .select('uid')
      .where('website_uid', '=', websiteUid)
      .where('trailer_uid', '=', mediaUid)
      .executeTakeFirst(),
  ])
  return Boolean(media ?? playlist)
}

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
