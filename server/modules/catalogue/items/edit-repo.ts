import type { Kysely } from 'kysely'
import type { AdminPriceInput } from '../../../../contract/schemas/admin-items.ts'
import type { Dialect } from '../../../db/connect.ts'
import type { Database } from '../../../db/schema.ts'
import { newUid } from '../../../db/uid.ts'
import type { BilingualTexts } from '../texts-in-language.ts'

/** The SQL of an item's change by staff; service.ts decides what may change. */
type Db = Kysely<Database>

/** The item, locked until the transaction ends on PostgreSQL (SQLite writes one at a time). */
export async function lockItem(trx: Db, dialect: Dialect, websiteUid: string, uid: string) {
  const query = trx
    .selectFrom('items')
    .select(['uid', 'content_object_type', 'content_object_uid'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
}

/** The media, playlist or live event an item shows: its texts live there, in French and English. */
export interface ContentTexts extends BilingualTexts {
  tags: string
}

export async function writeContentTexts(
  trx: Db,
  websiteUid: string,
  content: { type: string; uid: string },
  texts: ContentTexts,
): Promise<void> {
  await trx
    .updateTable(
      content.type === 'playlist'
        ? 'playlists'
        : content.type === 'live'
          ? 'live_events'
          : 'medias',
    )
    .set(texts)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', content.uid)
    .execute()
}

export interface ItemColumns {
  name: string
  name_en: string
  visibility_type: string
  monetization_enabled: number
  is_content_downloadable: number
  published_at: string
  search_text: string
}

/** The item's own columns, and the copies its category rows keep to sort by. */
export async function writeItem(
  trx: Db,
  websiteUid: string,
  uid: string,
  columns: ItemColumns,
): Promise<void> {
  await trx
    .updateTable('items')
    .set(columns)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
  await trx
    .updateTable('item_categories')
    .set({ name: columns.name, name_en: columns.name_en, published_at: columns.published_at })
    .where('website_uid', '=', websiteUid)
    .where('item_uid', '=', uid)
    .execute()
}

/** Puts the item in exactly these categories. */
export async function writeItemCategories(
  trx: Db,
  websiteUid: string,
  item: { uid: string; name: string; name_en: string; published_at: string },
  categoryUids: readonly string[],
): Promise<void> {
  await trx
    .deleteFrom('item_categories')
    .where('website_uid', '=', websiteUid)
    .where('item_uid', '=', item.uid)
    .execute()
  if (categoryUids.length === 0) return
  await trx
    .insertInto('item_categories')
    .values(
      categoryUids.map((categoryUid) => ({
        website_uid: websiteUid,
        item_uid: item.uid,
        category_uid: categoryUid,
        published_at: item.published_at,
        name: item.name,
        name_en: item.name_en,
      })),
    )
    .execute()
}

/** The item's prices with how many purchases each was bought by. */
export async function findPricesWithPurchases(trx: Db, websiteUid: string, itemUid: string) {
  return trx
    .selectFrom('prices')
    .leftJoin('purchases', (join) =>
      join
        .onRef('purchases.price_uid', '=', 'prices.uid')
        .onRef('purchases.website_uid', '=', 'prices.website_uid'),
    )
    .select([
      'prices.uid',
      'prices.downloadable_choices',
      (eb) => eb.fn.count<string | number>('purchases.uid').as('purchases'),
    ])
    .where('prices.website_uid', '=', websiteUid)
    .where('prices.item_uid', '=', itemUid)
    .groupBy(['prices.uid', 'prices.downloadable_choices'])
    .execute()
}

/** Makes the item's prices exactly these, in this order: kept ones updated, others removed. */
export async function writePrices(
  trx: Db,
  websiteUid: string,
  itemUid: string,
  prices: readonly AdminPriceInput[],
): Promise<void> {
  const kept = prices.flatMap((price) => (price.uid ? [price.uid] : []))
  let removal = trx
    .deleteFrom('prices')
    .where('website_uid', '=', websiteUid)
    .where('item_uid', '=', itemUid)
  if (kept.length > 0) removal = removal.where('uid', 'not in', kept)
  await removal.execute()
  for (const [position, price] of prices.entries()) {
    const columns = {
      amount: price.amount,
      period: price.period,
      downloadable_choices: price.downloadable_choices,
      position,
    }
    if (price.uid) {
      await trx
        .updateTable('prices')
        .set(columns)
        .where('website_uid', '=', websiteUid)
        .where('uid', '=', price.uid)
        .execute()
    } else {
      await trx
        .insertInto('prices')
        .values({ uid: newUid(), website_uid: websiteUid, item_uid: itemUid, ...columns })
        .execute()
    }
  }
}

/** The playlist items holding this media: a change to its own item may concern them. */
export async function findPlaylistItemsHolding(trx: Db, websiteUid: string, mediaUid: string) {
  const rows = await trx
    .selectFrom('items')
    .innerJoin('playlist_medias', (join) =>
      join
        .onRef('playlist_medias.playlist_uid', '=', 'items.content_object_uid')
        .onRef('playlist_medias.website_uid', '=', 'items.website_uid'),
    )
    .select('items.uid')
    .where('items.website_uid', '=', websiteUid)
    .where('items.content_object_type', '=', 'playlist')
    .where('playlist_medias.media_uid', '=', mediaUid)
    .execute()
  return rows.map((row) => row.uid)
}

/** What keeps an item from being deleted: customers bought it or asked for it. */
export async function countItemCustomers(trx: Db, websiteUid: string, itemUid: string) {
  const [purchases, requests] = await Promise.all([
    trx
      .selectFrom('purchases')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('website_uid', '=', websiteUid)
      .where('item_uid', '=', itemUid)
      .executeTakeFirst(),
    trx
      .selectFrom('ondemand_request_items')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('website_uid', '=', websiteUid)
      .where('item_uid', '=', itemUid)
      .executeTakeFirst(),
  ])
  return { purchases: Number(purchases?.count ?? 0), requests: Number(requests?.count ?? 0) }
}

/**
 * The item and what hangs on it, free access grants and its place in bundles included (the
 * audit log keeps them); its media or playlist stays, for another item to show.
 */
export async function deleteItem(trx: Db, websiteUid: string, itemUid: string): Promise<void> {
  const tables = [
    'item_categories',
    'item_plans',
    'prices',
    'list_items',
    'access_grants',
    'bundle_items',
  ] as const
  for (const table of tables) {
    await trx
      .deleteFrom(table)
      .where('website_uid', '=', websiteUid)
      .where('item_uid', '=', itemUid)
      .execute()
  }
  await trx
    .deleteFrom('items')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', itemUid)
    .execute()
}
