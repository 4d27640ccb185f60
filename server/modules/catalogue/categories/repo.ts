import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { Database } from '../../../db/schema.ts'

type Db = Kysely<Database>
type CategoriesQuery = SelectQueryBuilder<Database, 'categories', object>

const CATEGORY_COLUMNS = [
  'categories.uid',
  'categories.name',
  'categories.slug',
  'categories.parent_uid',
  'categories.description',
  'categories.name_en',
  'categories.description_en',
  'categories.icon',
  'categories.thumbnail',
  'categories.is_on_navbar',
  'categories.order_by',
  'categories.position',
] as const

/**
 * The categories' columns, with how many items and direct subcategories each has. The items are
 * not counted here: the database keeps each category's total as items are linked (migration 0036).
 */
export function withCategoryColumns(query: CategoriesQuery, websiteUid: string) {
  return query
    .select(CATEGORY_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('category_item_counts')
        .select('category_item_counts.item_count')
        .whereRef('category_item_counts.category_uid', '=', 'categories.uid')
        .as('items_count'),
    )
    .select((eb) =>
      eb
        .selectFrom('categories as children')
        .select(sql<number>`count(*)`.as('count'))
        .whereRef('children.parent_uid', '=', 'categories.uid')
        .where('children.website_uid', '=', websiteUid)
        .as('children_count'),
    )
}

export type CategoryRow = Awaited<
  ReturnType<ReturnType<typeof withCategoryColumns>['executeTakeFirstOrThrow']>
>

export function findAdminCategory(db: Db, websiteUid: string, uid: string) {
  const query = db
    .selectFrom('categories')
    .where('categories.website_uid', '=', websiteUid)
    .where('categories.uid', '=', uid)
  return withCategoryColumns(query, websiteUid).executeTakeFirst()
}

/** The uid of the website's category with this slug, if any. */
export async function findCategoryUidBySlug(db: Db, websiteUid: string, slug: string) {
  const row = await db
    .selectFrom('categories')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('slug', '=', slug)
    .executeTakeFirst()
  return row?.uid
}

/** The website's slugs that start with `prefix`. */
export async function findSlugsStartingWith(db: Db, websiteUid: string, prefix: string) {
  const rows = await db
    .selectFrom('categories')
    .select('slug')
    .where('website_uid', '=', websiteUid)
    .where('slug', 'like', `${prefix}%`)
    .execute()
  return rows.map((row) => row.slug)
}

/** Every category of the website with its parent: the tree's shape. */
export function findParentLinks(db: Db, websiteUid: string) {
  return db
    .selectFrom('categories')
    .select(['uid', 'parent_uid'])
    .where('website_uid', '=', websiteUid)
    .execute()
}

/** The categories under `parentUid` (null: the top level), in the storefront's order. */
export async function findSiblingUids(db: Db, websiteUid: string, parentUid: string | null) {
  const rows = await db
    .selectFrom('categories')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('parent_uid', parentUid === null ? 'is' : '=', parentUid)
    .orderBy('position')
    .orderBy('name_key')
    .orderBy('uid')
    .execute()
  return rows.map((row) => row.uid)
}

/** The items in the category. */
export async function findCategoryItemUids(db: Db, websiteUid: string, uid: string) {
  const rows = await db
    .selectFrom('item_categories')
    .select('item_uid')
    .where('website_uid', '=', websiteUid)
    .where('category_uid', '=', uid)
    .orderBy('item_uid')
    .execute()
  return rows.map((row) => row.item_uid)
}

/**
 * Bumps the website's catalogue version before its tree changes. The row lock that write takes
 * (PostgreSQL; SQLite's write lock likewise) makes two changes of one website's tree take turns,
 * so they never give two siblings one position nor, crossing, make a cycle.
 */
export async function lockCategoryTree(db: Db, websiteUid: string): Promise<void> {
  await db
    .updateTable('websites')
    .set((eb) => ({ catalogue_version: eb('catalogue_version', '+', 1) }))
    .where('uid', '=', websiteUid)
    .execute()
}

export interface CategoryValues {
  name: string
  slug: string
  description: string
  name_en: string
  description_en: string
  is_on_navbar: number
  order_by: string
}

export async function insertCategory(
  db: Db,
  websiteUid: string,
  uid: string,
  values: CategoryValues & { parent_uid: string | null; position: number },
): Promise<void> {
  await db
    .insertInto('categories')
    .values({ uid, website_uid: websiteUid, thumbnail: null, icon: null, ...values })
    .execute()
}

/** Any of a category's own columns: its texts, its place, its pictures' stored paths. */
export type CategoryColumns = Partial<
  CategoryValues & {
    parent_uid: string | null
    position: number
    thumbnail: string | null
    icon: string | null
  }
>

export async function updateCategory(
  db: Db,
  websiteUid: string,
  uid: string,
  values: CategoryColumns,
): Promise<void> {
  if (Object.keys(values).length === 0) return
  await db
    .updateTable('categories')
    .set(values)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

/** Gives each category its index in `uids` as its position, writing only those that move. */
export async function writePositions(
  db: Db,
  websiteUid: string,
  uids: readonly string[],
): Promise<void> {
  if (uids.length === 0) return
  const current = await db
    .selectFrom('categories')
    .select(['uid', 'position'])
    .where('website_uid', '=', websiteUid)
    .where('uid', 'in', uids)
    .execute()
  const positionOf = new Map(current.map((row) => [row.uid, row.position]))
  for (const [position, uid] of uids.entries()) {
    if (positionOf.get(uid) === position) continue
    await updateCategory(db, websiteUid, uid, { position })
  }
}

/** Removes the category and its item links; the items stay. */
export async function deleteCategory(db: Db, websiteUid: string, uid: string): Promise<void> {
  await db
    .deleteFrom('item_categories')
    .where('website_uid', '=', websiteUid)
    .where('category_uid', '=', uid)
    .execute()
  await db
    .deleteFrom('categories')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}
