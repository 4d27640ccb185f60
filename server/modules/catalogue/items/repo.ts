import type { Kysely, SelectQueryBuilder } from 'kysely'
import type { AdminItemSort, PublicationState } from '../../../../contract/values/admin-items.ts'
import { UNPUBLISHED_AT } from '../../../../contract/values/admin-items.ts'
import type { AdminItemsQuery } from '../../../../contract/schemas/admin-items.ts'
import type { Dialect } from '../../../db/connect.ts'
import type { Database } from '../../../db/schema.ts'
import { matchingAll } from '../../search/query.ts'
import type { ListPage } from '../../../http/list-page.ts'

type Db = Kysely<Database>
type ItemsQuery = SelectQueryBuilder<Database, 'items', object>

export interface AdminItemFilter extends Pick<
  AdminItemsQuery,
  'category' | 'visibility_type' | 'type' | 'publication'
> {
  /** Normalised search terms (searchTerms), all of which must match as prefixes. */
  terms?: string[] | undefined
  /** Only these items. */
  uids?: string[] | undefined
}

/** Items published by now, dated later, or never published (UNPUBLISHED_AT). */
function wherePublication(query: ItemsQuery, state: PublicationState): ItemsQuery {
  const now = new Date().toISOString()
  if (state === 'published') return query.where('items.published_at', '<=', now)
  if (state === 'unpublished') return query.where('items.published_at', '=', UNPUBLISHED_AT)
  return query
    .where('items.published_at', '>', now)
    .where('items.published_at', '<', UNPUBLISHED_AT)
}

/** Every item of the website, published or not, narrowed by the filter. */
function filteredItems(db: Db, dialect: Dialect, websiteUid: string, filter: AdminItemFilter) {
  let query: ItemsQuery = db.selectFrom('items').where('items.website_uid', '=', websiteUid)
  if (filter.visibility_type)
    query = query.where('items.visibility_type', '=', filter.visibility_type)
  if (filter.type) query = query.where('items.content_object_type', '=', filter.type)
  if (filter.publication) query = wherePublication(query, filter.publication)
  if (filter.uids) query = query.where('items.uid', 'in', filter.uids.length ? filter.uids : [''])
  if (filter.category) {
    const category = filter.category
    query = query.where('items.uid', 'in', (eb) =>
      eb
        .selectFrom('item_categories')
        .select('item_uid')
        .where('website_uid', '=', websiteUid)
        .where('category_uid', '=', category),
    )
  }
  if (filter.terms && filter.terms.length > 0)
    query = matchingAll(query, dialect, filter.terms, { websiteUid })
  return query
}

/** The column each sort reads; names in French order (migration 0005). */
const SORT_COLUMNS = {
  name: 'items.name_key',
  published_at: 'items.published_at',
  type: 'items.content_object_type',
  visibility_type: 'items.visibility_type',
} as const satisfies Record<AdminItemSort, string>

const ITEM_COLUMNS = [
  'items.uid',
  'items.slug',
  'items.name',
  'items.content_object_type',
  'items.content_object_uid',
  'items.visibility_type',
  'items.monetization_enabled',
  'items.is_content_downloadable',
  'items.published_at',
] as const

/** One page of the website's items and how many match in all. */
export async function findAdminItemPage(
  db: Db,
  dialect: Dialect,
  websiteUid: string,
  filter: AdminItemFilter,
  sort: AdminItemSort,
  page: ListPage,
) {
  const base = filteredItems(db, dialect, websiteUid, filter)
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst(),
    base
      .select(ITEM_COLUMNS)
      .orderBy(SORT_COLUMNS[sort], page.direction)
      .orderBy('items.name_key', page.direction)
      .orderBy('items.uid', page.direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { total: Number(total?.count ?? 0), rows }
}
export type AdminItemRow = Awaited<ReturnType<typeof findAdminItemPage>>['rows'][number]

/** One item of the website, whatever its visibility or publication date. */
export function findAdminItem(db: Db, websiteUid: string, uid: string) {
  return db
    .selectFrom('items')
    .select(ITEM_COLUMNS)
    .where('items.website_uid', '=', websiteUid)
    .where('items.uid', '=', uid)
    .executeTakeFirst()
}

/** How many prices each of these items has. */
export async function countItemPrices(db: Db, websiteUid: string, itemUids: string[]) {
  if (itemUids.length === 0) return []
  return db
    .selectFrom('prices')
    .select(['item_uid', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('website_uid', '=', websiteUid)
    .where('item_uid', 'in', itemUids)
    .groupBy('item_uid')
    .execute()
}
