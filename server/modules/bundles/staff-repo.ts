import { sql, type Kysely } from 'kysely'
import type { AdminBundlesQuery } from '../../../contract/schemas/admin-bundles.ts'
import type { Database } from '../../db/schema.ts'
import { readListPage, type ListPage } from '../../http/list-page.ts'

type Db = Kysely<Database>

const BUNDLE_COLUMNS = [
  'bundles.uid',
  'bundles.name',
  'bundles.description',
  'bundles.amount',
  'bundles.period',
  'bundles.on_sale',
  'bundles.position',
] as const

type BundleFilter = Pick<AdminBundlesQuery, 'on_sale' | 'item_uid'>

/** The website's bundles, narrowed by the list's filters. */
function bundlesWhere(db: Db, websiteUid: string, filter: BundleFilter) {
  let query = db.selectFrom('bundles').where('bundles.website_uid', '=', websiteUid)
  if (filter.on_sale !== undefined) {
    query = query.where('bundles.on_sale', '=', filter.on_sale ? 1 : 0)
  }
  if (filter.item_uid !== undefined) {
    const itemUid = filter.item_uid
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('bundle_items')
          .select('bundle_items.item_uid')
          .whereRef('bundle_items.bundle_uid', '=', 'bundles.uid')
          .where('bundle_items.website_uid', '=', websiteUid)
          .where('bundle_items.item_uid', '=', itemUid),
      ),
    )
  }
  return query
}

/** Those bundles' columns, with how many items were bought through each. */
function withBundleColumns(query: ReturnType<typeof bundlesWhere>, websiteUid: string) {
  return query.select(BUNDLE_COLUMNS).select((eb) =>
    eb
      .selectFrom('purchases')
      .select(sql<number>`count(*)`.as('count'))
      .whereRef('purchases.price_uid', '=', 'bundles.uid')
      .where('purchases.website_uid', '=', websiteUid)
      .as('purchases_count'),
  )
}

export type BundleRow = Awaited<
  ReturnType<ReturnType<typeof withBundleColumns>['executeTakeFirstOrThrow']>
>

/** A page of the website's bundles and how many match in all. */
export async function findBundlePage(
  db: Db,
  websiteUid: string,
  filter: BundleFilter,
  sort: NonNullable<AdminBundlesQuery['_sort']>,
  page: ListPage,
) {
  const bundles = bundlesWhere(db, websiteUid, filter)
  const rows = withBundleColumns(bundles, websiteUid)
    .orderBy(`bundles.${sort}`, page.direction)
    .orderBy('bundles.uid')
  return readListPage(bundles, rows, page, { sort: `bundles.${sort}`, uid: 'bundles.uid' })
}

export function findAdminBundle(db: Db, websiteUid: string, uid: string) {
  return withBundleColumns(bundlesWhere(db, websiteUid, {}), websiteUid)
    .where('bundles.uid', '=', uid)
    .executeTakeFirst()
}

/** The items of each of these bundles, in their order, by bundle uid. */
export async function findBundleItemUids(
  db: Db,
  websiteUid: string,
  bundleUids: string[],
): Promise<Map<string, string[]>> {
  const byBundle = new Map(bundleUids.map((uid) => [uid, [] as string[]]))
  if (bundleUids.length === 0) return byBundle
  const rows = await db
    .selectFrom('bundle_items')
    .select(['bundle_uid', 'item_uid'])
    .where('website_uid', '=', websiteUid)
    .where('bundle_uid', 'in', bundleUids)
    .orderBy('position')
    .execute()
  for (const row of rows) byBundle.get(row.bundle_uid)?.push(row.item_uid)
  return byBundle
}

/** The position after the website's last bundle. */
export async function nextBundlePosition(db: Db, websiteUid: string): Promise<number> {
  const row = await db
    .selectFrom('bundles')
    .select(sql<number | null>`max(position)`.as('last'))
    .where('website_uid', '=', websiteUid)
    .executeTakeFirstOrThrow()
  return row.last === null ? 0 : Number(row.last) + 1
}

export interface BundleValues {
  name: string
  description: string
  amount: number
  period: number
  /** 1 or 0, as the column holds it. */
  on_sale: number
}

export async function insertBundle(
  db: Db,
  websiteUid: string,
  uid: string,
  values: BundleValues & { position: number; created_at: string },
): Promise<void> {
  await db
    .insertInto('bundles')
    .values({ uid, website_uid: websiteUid, ...values })
    .execute()
}

export async function updateBundle(
  db: Db,
  websiteUid: string,
  uid: string,
  values: Partial<BundleValues>,
): Promise<void> {
  if (Object.keys(values).length === 0) return
  await db
    .updateTable('bundles')
    .set(values)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

/** Makes the bundle hold exactly these items, in this order. */
export async function replaceBundleItems(
  db: Db,
  websiteUid: string,
  bundleUid: string,
  itemUids: string[],
): Promise<void> {
  await db
    .deleteFrom('bundle_items')
    .where('website_uid', '=', websiteUid)
    .where('bundle_uid', '=', bundleUid)
    .execute()
  if (itemUids.length === 0) return
  await db
    .insertInto('bundle_items')
    .values(
      itemUids.map((itemUid, position) => ({
        website_uid: websiteUid,
        bundle_uid: bundleUid,
        item_uid: itemUid,
        position,
      })),
    )
    .execute()
}

export async function deleteBundle(db: Db, websiteUid: string, uid: string): Promise<void> {
  await replaceBundleItems(db, websiteUid, uid, [])
  await db
    .deleteFrom('bundles')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}
