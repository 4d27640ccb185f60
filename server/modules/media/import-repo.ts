import { RESERVED_SLUGS } from '../../../contract/screen-paths.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

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

/** Makes `trailerUid` the trailer of the media. */
export async function setTrailer(db: Db, websiteUid: string, mediaUid: string, trailerUid: string) {
  await db
    .updateTable('medias')
    .set({ trailer_uid: trailerUid })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', mediaUid)
    .execute()
}

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'video'

/**
 * A slug made from the name that no item of the website has yet (`name`, `name-2`, ...), and
 * that is no screen's address (`search` becomes `search-2`).
 */
export async function availableSlug(db: Db, websiteUid: string, name: string): Promise<string> {
  const base = slugify(name)
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
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
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
