import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { ThumbnailOwner } from './addresses.ts'

const TABLES = {
  media: 'medias',
  playlist: 'playlists',
  category: 'categories',
  plan: 'plans',
  live: 'live_events',
} as const satisfies Record<ThumbnailOwner, keyof Database>

/** The stored thumbnail path of a row of this website, or undefined. */
export async function findThumbnailPath(
  db: Kysely<Database>,
  websiteUid: string,
  owner: ThumbnailOwner,
  uid: string,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom(TABLES[owner])
    .select('thumbnail')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
  return row?.thumbnail
}

/** The stored icon path of a category of this website, or undefined. */
export async function findCategoryIconPath(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('categories')
    .select('icon')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
  return row?.icon
}
