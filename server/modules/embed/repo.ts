import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** An item of the website with what access is decided from. */
export async function findEmbedItem(db: Db, websiteUid: string, itemUid: string) {
  return db
    .selectFrom('items')
    .select([
      'uid',
      'slug',
      'content_object_type',
      'content_object_uid',
      'visibility_type',
      'monetization_enabled',
      'published_at',
    ])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', itemUid)
    .executeTakeFirst()
}

/** Name, picture and trailer of the media or playlist an item shows. */
export async function findContent(
  db: Db,
  websiteUid: string,
  type: string,
  uid: string,
): Promise<{ name: string; thumbnail: string | null; trailer_uid: string | null } | undefined> {
  return db
    .selectFrom(type === 'media' ? 'medias' : 'playlists')
    .select(['name', 'thumbnail', 'trailer_uid'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}
