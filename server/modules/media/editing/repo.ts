import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'

type Db = Kysely<Database>

/**
 * A media of the website with its renditions' folder and caption list (null before import), and
 * its trailer's uid.
 */
export async function findAdminMedia(db: Db, websiteUid: string, mediaUid: string) {
  return db
    .selectFrom('medias')
    .leftJoin('media_assets', (join) =>
      join
        .onRef('media_assets.media_uid', '=', 'medias.uid')
        .onRef('media_assets.website_uid', '=', 'medias.website_uid'),
    )
    .select([
      'medias.uid',
      'medias.name',
      'medias.duration',
      'medias.thumbnail',
      'medias.trailer_uid',
      'media_assets.folder',
      'media_assets.captions',
    ])
    .where('medias.website_uid', '=', websiteUid)
    .where('medias.uid', '=', mediaUid)
    .executeTakeFirst()
}

export type AdminMediaRow = NonNullable<Awaited<ReturnType<typeof findAdminMedia>>>

export async function updateCaptionList(
  db: Db,
  websiteUid: string,
  mediaUid: string,
  captions: string,
) {
  await db
    .updateTable('media_assets')
    .set({ captions })
    .where('website_uid', '=', websiteUid)
    .where('media_uid', '=', mediaUid)
    .execute()
}

export async function updateMediaThumbnail(
  db: Db,
  websiteUid: string,
  mediaUid: string,
  thumbnail: string,
) {
  await db
    .updateTable('medias')
    .set({ thumbnail })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', mediaUid)
    .execute()
}

/** Name, length and poster of a media played as a trailer. */
export async function findTrailerSummary(db: Db, websiteUid: string, trailerUid: string) {
  return db
    .selectFrom('medias')
    .select(['uid', 'name', 'duration', 'thumbnail'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', trailerUid)
    .executeTakeFirst()
}

/** The media's bonus files by name, with where each is stored. */
export async function findBonusFiles(db: Db, websiteUid: string, mediaUid: string) {
  return db
    .selectFrom('files')
    .select(['uid', 'display_name', 'size', 'path'])
    .where('website_uid', '=', websiteUid)
    .where('media_uid', '=', mediaUid)
    .where('kind', '=', 'bonus')
    .orderBy('display_name')
    .orderBy('uid')
    .execute()
}

export async function deleteFile(db: Db, websiteUid: string, fileUid: string) {
  await db
    .deleteFrom('files')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', fileUid)
    .execute()
}
