import type { Kysely } from 'kysely'
import { inSlices } from '../../db/in-slices.ts'
import type { Database } from '../../db/schema.ts'
import type { Language } from '../../lib/chosen-language.ts'

type Db = Kysely<Database>

const CATEGORY_COLUMNS = [
  'uid',
  'parent_uid',
  'slug',
  'name',
  'description',
  'name_en',
  'description_en',
  'thumbnail',
  'icon',
  'is_on_navbar',
  'order_by',
  'position',
] as const

export type CategoryOrdering = 'position' | '-position' | 'name' | '-name'

export interface CategoryFilter {
  uids?: string[] | undefined
  parentUid?: string | undefined
  /** true: top-level categories only; false: subcategories only. */
  parentIsNull?: boolean | undefined
}

export async function findCategories(
  db: Db,
  websiteUid: string,
  filter: CategoryFilter,
  ordering: CategoryOrdering,
  language: Language = 'fr',
) {
  if (filter.uids?.length === 0) return []
  let query = db
    .selectFrom('categories')
    .select(CATEGORY_COLUMNS)
    .where('website_uid', '=', websiteUid)
  if (filter.uids) query = query.where('uid', 'in', filter.uids)
  if (filter.parentUid !== undefined) query = query.where('parent_uid', '=', filter.parentUid)
  if (filter.parentIsNull === true) query = query.where('parent_uid', 'is', null)
  if (filter.parentIsNull === false) query = query.where('parent_uid', 'is not', null)
  const direction = ordering.startsWith('-') ? 'desc' : 'asc'
  // French names in French order (migration 0005), English ones in English order (0054).
  const nameKey = language === 'en' ? 'name_en_key' : 'name_key'
  const column = ordering.endsWith('name') ? nameKey : 'position'
  return query
    .orderBy(column, direction)
    .orderBy(column === nameKey ? 'position' : nameKey, direction)
    .orderBy('uid', direction)
    .execute()
}
export type CategoryRow = Awaited<ReturnType<typeof findCategories>>[number]

export async function findCategoryBySlug(db: Db, websiteUid: string, slug: string) {
  return db
    .selectFrom('categories')
    .select(CATEGORY_COLUMNS)
    .where('website_uid', '=', websiteUid)
    .where('slug', '=', slug)
    .executeTakeFirst()
}

/** The parents and the direct children of the categories, children in position order. */
export async function findRelatives(db: Db, websiteUid: string, categories: CategoryRow[]) {
  const uids = categories.map((category) => category.uid)
  const parentUids = categories.flatMap((category) =>
    category.parent_uid ? [category.parent_uid] : [],
  )
  if (uids.length === 0) return []
  return db
    .selectFrom('categories')
    .select(CATEGORY_COLUMNS)
    .where('website_uid', '=', websiteUid)
    .where((eb) =>
      eb.or([
        eb('parent_uid', 'in', uids),
        ...(parentUids.length > 0 ? [eb('uid', 'in', parentUids)] : []),
      ]),
    )
    .orderBy('position')
    .orderBy('name_key')
    .orderBy('uid')
    .execute()
}

/** Which of these uids are categories of the website. */
export async function findCategoryUids(db: Db, websiteUid: string, uids: string[]) {
  const rows = await inSlices(uids, (slice) =>
    db
      .selectFrom('categories')
      .select('uid')
      .where('website_uid', '=', websiteUid)
      .where('uid', 'in', slice)
      .execute(),
  )
  return rows.map((row) => row.uid)
}
