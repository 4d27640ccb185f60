import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely'
import type { ItemOrdering } from '../../../contract/schemas/catalogue.ts'
import type { Dialect } from '../../db/connect.ts'
import { inSlices } from '../../db/in-slices.ts'
import type { Database } from '../../db/schema.ts'
import type { Language } from '../../lib/chosen-language.ts'
import {
  matchingAll,
  onlyWordsStartingWith,
  postgresItemsWithAllWords,
  postgresMatches,
  postgresWordMatches,
  searchRelevance,
  searchTie,
} from '../search/query.ts'

/** How a page of items is ordered: the public orderings, or search relevance. */
export type ItemPageOrdering = ItemOrdering | 'relevance'

export interface ItemPageFilter {
  websiteUid: string
  /** Items in any of these categories; the uids must already be known to be the website's. */
  categoryUids?: string[] | undefined
  uids?: string[] | undefined
  /** Items this plan opens. */
  planUid?: string | undefined
  /** Normalised search terms, all of which must match as prefixes. */
  terms?: string[] | undefined
  ordering: ItemPageOrdering
  /** Whose names `name` and `-name` order by: English names (else French ones) in English order. */
  nameLanguage?: Language | undefined
  limit: number
  offset: number
  /** Only items published at or before this time (ISO); every item when undefined (staff). */
  publishedBy?: string | undefined
}

export interface ItemPage {
  count: number
  uids: string[]
}

/** The columns an item answer is built from (never PostgreSQL's search columns). */
export const ITEM_COLUMNS = [
  'items.uid',
  'items.slug',
  'items.content_object_type',
  'items.content_object_uid',
  'items.name',
  'items.visibility_type',
  'items.monetization_enabled',
  'items.is_content_downloadable',
  'items.published_at',
] as const

type ItemsQuery = SelectQueryBuilder<Database, 'items', object>

const asCount = (row: { count: string | number | bigint } | undefined) => Number(row?.count ?? 0)

/** Answers a count from elsewhere (a cache) or by running `compute`. */
export type CountLookup = (compute: () => Promise<number>) => Promise<number>

const countNow: CountLookup = (compute) => compute()

/** Told a page's uids as soon as they are known, while its count may still run. */
export type UidsKnown = (uids: string[]) => void

/**
 * The uids of one page of items and how many match in all. Where the count is a query of its
 * own, it runs beside the page's, and `uidsKnown` hears the uids without waiting for it: on a
 * large catalogue, counting a category takes longer than finding its page.
 */
export async function findItemPage(
  db: Kysely<Database>,
  dialect: Dialect,
  filter: ItemPageFilter,
  countLookup: CountLookup = countNow,
  uidsKnown: UidsKnown = () => undefined,
): Promise<ItemPage> {
  if (filter.categoryUids && !filter.uids && !filter.terms) {
    return findCategoryItemPage(db, dialect, filter.categoryUids, filter, countLookup, uidsKnown)
  }
  if (filter.terms && dialect === 'postgres' && isSearchOnly(filter)) {
    return findPostgresSearchPage(db, filter.terms, filter)
  }
  const base = filteredItems(db, dialect, filter)
  if (filter.terms) return findSearchPage(base, dialect, filter)
  return pageBesideCount(
    countLookup(async () =>
      asCount(
        await base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst(),
      ),
    ),
    async () => {
      const rows = await orderItems(base, dialect, filter)
        .select('items.uid')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute()
      return rows.map((row) => row.uid)
    },
    uidsKnown,
  )
}

/** A page whose count, already running, is awaited only once its uids are found and told. */
async function pageBesideCount(
  counting: Promise<number>,
  findUids: () => Promise<string[]>,
  uidsKnown: UidsKnown,
): Promise<ItemPage> {
  counting.catch(() => undefined) // awaited below, unless finding the uids failed first
  const uids = await findUids()
  uidsKnown(uids)
  return { count: await counting, uids }
}

/**
 * Matching is the costly part of a search, so the page and the count come from one pass: the
 * count rides along each row as a window. Past the last match no row carries it, so it is
 * counted apart.
 */
async function findSearchPage(
  base: ItemsQuery,
  dialect: Dialect,
  filter: ItemPageFilter,
): Promise<ItemPage> {
  const rows = await orderItems(base, dialect, filter)
    .select((eb) => ['items.uid', eb.fn.countAll<string | number>().over().as('count')])
    .limit(filter.limit)
    .offset(filter.offset)
    .execute()
  const countApart = async () =>
    asCount(
      await base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst(),
    )
  return { count: await carriedCount(rows, filter, countApart), uids: rows.map((row) => row.uid) }
}

/** The count a search page's rows carry; past the last match, where none does, `countApart`. */
async function carriedCount(
  rows: { count: string | number }[],
  filter: ItemPageFilter,
  countApart: () => Promise<number>,
): Promise<number> {
  if (rows[0]) return asCount(rows[0])
  return filter.offset === 0 ? 0 : countApart()
}

/** A search ranked by relevance that nothing but the website and the date narrows. */
const isSearchOnly = (filter: ItemPageFilter) =>
  filter.ordering === 'relevance' && !filter.categoryUids && !filter.uids && !filter.planUid

/**
 * Such a search on PostgreSQL is answered from `search_words` or `search_items` alone: reading
 * the row of each match in `items` is what made it slow on a large catalogue.
 */
async function findPostgresSearchPage(
  db: Kysely<Database>,
  terms: string[],
  filter: ItemPageFilter,
): Promise<ItemPage> {
  // Terms that each only one word starts with are matched as whole words. A word another save
  // adds meanwhile is missed as if the search had run a moment earlier.
  const words = await onlyWordsStartingWith(db, terms, filter)
  // A term no word starts with: nothing matches them all.
  if (words.includes(null)) return { count: 0, uids: [] }
  const { matches, inRankOrder } = postgresSearchMatches(terms, words, filter)
  // Rows kept in rank order make the page the start of a scan; the count, which reads them all,
  // runs apart, beside it.
  if (inRankOrder) {
    const findUids = async () =>
      (await rankedPage(db, matches, filter, sql``)).map((row) => row.uid)
    return pageBesideCount(countOf(db, matches), findUids, () => undefined)
  }
  // Otherwise matching is the costly part: the page and the count come from one pass.
  const rows = await rankedPage(db, matches, filter, sql`, count(*) OVER () AS count`)
  return {
    count: await carriedCount(rows, filter, () => countOf(db, matches)),
    uids: rows.map((row) => row.uid),
  }
}

/**
 * How a search's terms are matched, given the one word each term alone starts with (`undefined`
 * where several do): one whole word from its rows, kept in rank order (migration 0037); several
 * whole words from `search_items`; the starts of words by joining their rows.
 */
function postgresSearchMatches(
  terms: string[],
  words: (string | null | undefined)[],
  filter: ItemPageFilter,
): { matches: RawBuilder<unknown>; inRankOrder: boolean } {
  if (!words.every((word): word is string => typeof word === 'string')) {
    return { matches: postgresMatches(terms, filter), inRankOrder: false }
  }
  const distinct = [...new Set(words)]
  if (distinct.length === 1) {
    return { matches: postgresWordMatches(distinct[0]!, filter), inRankOrder: true }
  }
  return { matches: postgresItemsWithAllWords(distinct, filter), inRankOrder: false }
}

/** How many rows `matches` holds. */
async function countOf(db: Kysely<Database>, matches: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{
    count: string
  }>`SELECT count(*) AS count FROM ${matches} AS m`.execute(db)
  return asCount(rows[0])
}

/** The page of `matches`, most relevant first, with what `extra` selects beside each. */
async function rankedPage(
  db: Kysely<Database>,
  matches: RawBuilder<unknown>,
  filter: ItemPageFilter,
  extra: RawBuilder<unknown>,
) {
  const { rows } = await sql<{ uid: string; count: string }>`
    SELECT items.uid, page.* FROM (
      SELECT item_no, score ${extra} FROM ${matches} AS search_matches
      ORDER BY score DESC, item_no DESC LIMIT ${filter.limit} OFFSET ${filter.offset}
    ) AS page JOIN items ON items.search_no = page.item_no
    ORDER BY page.score DESC, page.item_no DESC`.execute(db)
  return rows
}

function filteredItems(db: Kysely<Database>, dialect: Dialect, filter: ItemPageFilter) {
  let query: ItemsQuery = db.selectFrom('items').where('items.website_uid', '=', filter.websiteUid)
  if (filter.publishedBy) {
    query = query.where(publishedAt(dialect, filter, 'items'), '<=', filter.publishedBy)
  }
  if (filter.uids) query = query.where('items.uid', 'in', filter.uids)
  if (filter.categoryUids) {
    const categoryUids = filter.categoryUids
    query = query.where('items.uid', 'in', (eb) =>
      eb.selectFrom('item_categories').select('item_uid').where('category_uid', 'in', categoryUids),
    )
  }
  if (filter.planUid) {
    const planUid = filter.planUid
    query = query.where('items.uid', 'in', (eb) =>
      eb.selectFrom('item_plans').select('item_uid').where('plan_uid', '=', planUid),
    )
  }
  if (filter.terms) query = matchingAll(query, dialect, filter.terms, filter)
  return query
}

/**
 * The publication date a list is filtered by. Without planner statistics SQLite reads a name
 * order through the publication index and sorts every row; a unary "+" keeps it on the name
 * index, read in order up to the page (1 000 000 items: 0.2 ms against seconds).
 */
function publishedAt(dialect: Dialect, filter: ItemPageFilter, table: 'items' | 'item_categories') {
  const column = sql.ref(`${table}.published_at`)
  return dialect === 'sqlite' && filter.ordering.endsWith('name') ? sql<string>`+${column}` : column
}

/** The column the name orders read: each language's own key and index. */
function nameKey(filter: ItemPageFilter): 'name_key' | 'name_en_key' {
  return filter.nameLanguage === 'en' ? 'name_en_key' : 'name_key'
}

function orderItems(query: ItemsQuery, dialect: Dialect, filter: ItemPageFilter): ItemsQuery {
  // SQLite indexes end with the rowid, so ordering ties by rowid keeps the index order usable;
  // PostgreSQL sorts ties by uid incrementally after its (website_uid, column) index.
  const tie = dialect === 'sqlite' ? sql`items.rowid` : sql`items.uid`
  switch (filter.ordering) {
    case 'relevance':
      return query.orderBy(searchRelevance(dialect)).orderBy(searchTie(dialect), 'desc')
    // French names in French order (migration 0005), or English ones in English order (0054).
    case 'name':
      return query.orderBy(`items.${nameKey(filter)}`, 'asc').orderBy(tie, 'asc')
    case '-name':
      return query.orderBy(`items.${nameKey(filter)}`, 'desc').orderBy(tie, 'desc')
    case 'published_at':
      return query.orderBy('items.published_at', 'asc').orderBy(tie, 'asc')
    case '-published_at':
      return query.orderBy('items.published_at', 'desc').orderBy(tie, 'desc')
  }
}

/**
 * A category page straight from item_categories, whose (category_uid, published_at|name_key,
 * item_uid) indexes answer both the order and the page without touching items. One category's
 * count comes from its kept total (`countCategoryItems`); that of several, which may share items,
 * is counted. The categories were resolved within the website, so their rows are the website's.
 */
async function findCategoryItemPage(
  db: Kysely<Database>,
  dialect: Dialect,
  categoryUids: string[],
  filter: ItemPageFilter,
  countLookup: CountLookup,
  uidsKnown: UidsKnown,
): Promise<ItemPage> {
  if (categoryUids.length === 0) return { count: 0, uids: [] }
  const column = filter.ordering.endsWith('name') ? nameKey(filter) : 'published_at'
  const direction = filter.ordering.startsWith('-') ? 'desc' : 'asc'
  let base = db.selectFrom('item_categories').where('category_uid', 'in', categoryUids)
  if (filter.publishedBy) {
    base = base.where(publishedAt(dialect, filter, 'item_categories'), '<=', filter.publishedBy)
  }
  const [single] = categoryUids.length === 1 ? categoryUids : []
  const counting = single
    ? () => countCategoryItems(db, single, filter.publishedBy)
    : async () =>
        asCount(
          await base
            .select((eb) => eb.fn.count<string | number>('item_uid').distinct().as('count'))
            .executeTakeFirst(),
        )
  let pageQuery = base.select(['item_uid', column])
  // An item in two of the categories must show once.
  if (!single) pageQuery = pageQuery.distinct()
  return pageBesideCount(
    countLookup(counting),
    async () => {
      const rows = await pageQuery
        .orderBy(column, direction)
        .orderBy('item_uid', direction)
        .limit(filter.limit)
        .offset(filter.offset)
        .execute()
      return rows.map((row) => row.item_uid)
    },
    uidsKnown,
  )
}

/**
 * How many items of one category are published by `publishedBy` (all of them when undefined): its
 * total, kept by the database (migration 0036), less its items scheduled later, a range of the
 * category's index by date that holds only those. One statement, so one snapshot of both.
 */
async function countCategoryItems(
  db: Kysely<Database>,
  categoryUid: string,
  publishedBy: string | undefined,
): Promise<number> {
  const total = sql`coalesce((SELECT item_count FROM category_item_counts
    WHERE category_uid = ${categoryUid}), 0)`
  const later = publishedBy
    ? sql`(SELECT count(*) FROM item_categories
        WHERE category_uid = ${categoryUid} AND published_at > ${publishedBy})`
    : sql`0`
  const { rows } = await sql<{
    count: string | number
  }>`SELECT ${total} - ${later} AS count`.execute(db)
  return asCount(rows[0])
}

/** How many of these uids are items of the website. */
export async function countItems(
  db: Kysely<Database>,
  websiteUid: string,
  itemUids: string[],
): Promise<number> {
  if (itemUids.length === 0) return 0
  const row = await db
    .selectFrom('items')
    .select(sql<number>`count(*)`.as('total'))
    .where('website_uid', '=', websiteUid)
    .where('uid', 'in', itemUids)
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

export type ItemRow = Awaited<ReturnType<typeof findItemsByUid>>[number]

/** Items of the website by uid, in no particular order. */
export async function findItemsByUid(db: Kysely<Database>, websiteUid: string, uids: string[]) {
  if (uids.length === 0) return []
  return db
    .selectFrom('items')
    .select(ITEM_COLUMNS)
    .where('items.website_uid', '=', websiteUid)
    .where('items.uid', 'in', uids)
    .execute()
}

/** Which of these items the website has, with their content type. */
export function findItemTypes(db: Kysely<Database>, websiteUid: string, uids: string[]) {
  return inSlices(uids, (slice) =>
    db
      .selectFrom('items')
      .select(['uid', 'content_object_type'])
      .where('website_uid', '=', websiteUid)
      .where('uid', 'in', slice)
      .execute(),
  )
}

export async function findItemBySlug(db: Kysely<Database>, websiteUid: string, slug: string) {
  return db
    .selectFrom('items')
    .select(ITEM_COLUMNS)
    .where('items.website_uid', '=', websiteUid)
    .where('items.slug', '=', slug)
    .executeTakeFirst()
}

export async function findItemByUid(db: Kysely<Database>, websiteUid: string, uid: string) {
  const [row] = await findItemsByUid(db, websiteUid, [uid])
  return row
}
