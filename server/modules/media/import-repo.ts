import { RESERVED_SLUGS } from '../../../contract/values/screen-paths.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { firstFreeSlug, slugify } from '../../lib/slug.ts'

type Db = Kysely<Database>

/** The name of a media of the website, or undefined. */
export async function findMediaName(db: Db, websiteUid: string, mediaUid: string) {
  const row = await db
    .selectFrom('medias')
    .select('name')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', mediaUid)
    .executeTakeFirst()
  return row?.name
}

/** Makes `trailerUid` the trailer of the media; null leaves it without one. */
export async function setTrailer(
  db: Db,
  websiteUid: string,
  mediaUid: string,
  trailerUid: string | null,
) {
  await db
    .updateTable('medias')
    .set({ trailer_uid: trailerUid })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', mediaUid)
    .execute()
}

/**
 * A slug made from the name that no item of the website has yet (`name`, `name-2`, ...), and
 * that is no screen's address (`search` becomes `search-2`).
 */
export async function availableSlug(db: Db, websiteUid: string, name: string): Promise<string> {
  const base = slugify(name, 'video', 80)
  const taken = new Set(
    (
      await db
        .selectFrom('items')
        .select('slug')
        .where('website_uid', '=', websiteUid)
        .where('slug', 'like', `${base}%`)
        .execute()
    ).map((row) => row.slug),
  )
  for (const reserved of RESERVED_SLUGS) taken.add(reserved)
  return firstFreeSlug(base, taken)
}

/** The bonus file of the media with this slug, if any. */
export async function findBonus(db: Db, websiteUid: string, mediaUid: string, slug: string) {
  return db
    .selectFrom('files')
    .select(['uid', 'display_name'])
    .where('website_uid', '=', websiteUid)
    .where('media_uid', '=', mediaUid)
    .where('kind', '=', 'bonus')
    .where('slug', '=', slug)
    .executeTakeFirst()
}

/**
 * A slug made from a bonus file's name that no other bonus file of the media has yet (`livret`,
 * `livret-2`, ...): the download list names the file by it.
 */
export async function availableBonusSlug(
  db: Db,
  websiteUid: string,
  mediaUid: string,
  name: string,
): Promise<string> {
  // Short enough for a `-NN` suffix within the 80 characters a slug may have.
  const base = slugify(name, 'bonus', 76)
  const taken = new Set(
    (
      await db
        .selectFrom('files')
        .select('slug')
        .where('website_uid', '=', websiteUid)
        .where('media_uid', '=', mediaUid)
        .where('slug', 'like', `${base}%`)
        .execute()
    ).map((row) => row.slug),
  )
  return firstFreeSlug(base, taken)
}
