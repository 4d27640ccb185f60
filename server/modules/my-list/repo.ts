import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ITEM_COLUMNS } from '../catalogue/item-repo.ts'

type Db = Kysely<Database>

/**
 * The items of the user's list, last added first, with the columns an item is built from: only
 * those published by `publishedBy` (undefined for staff, who see every item).
 */
export async function findListItems(
  db: Db,
  scope: { websiteUid: string; userUid: string; publishedBy: string | undefined },
  limit: number,
) {
  const { websiteUid, userUid, publishedBy } = scope
  let query = db
    .selectFrom('list_items')
    .innerJoin('items', 'items.uid', 'list_items.item_uid')
    .select(ITEM_COLUMNS)
    .where('list_items.website_uid', '=', websiteUid)
    .where('items.website_uid', '=', websiteUid)
    .where('list_items.user_uid', '=', userUid)
  if (publishedBy !== undefined) query = query.where('items.published_at', '<=', publishedBy)
  return query
    .orderBy('list_items.added_at', 'desc')
    .orderBy('list_items.item_uid')
    .limit(limit)
    .execute()
}

/** When the user last added an item to their list (ISO), or undefined for an empty list. */
export async function findLastAddedAt(db: Db, websiteUid: string, userUid: string) {
  const row = await db
    .selectFrom('list_items')
    .select((eb) => eb.fn.max('added_at').as('last'))
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .executeTakeFirst()
  return row?.last ?? undefined
}

/** Puts the item in the user's list; a second time changes nothing (not even when it was added). */
export async function addListItem(
  db: Db,
  row: { websiteUid: string; userUid: string; itemUid: string; addedAt: string },
): Promise<void> {
  await db
    .insertInto('list_items')
    .values({
      website_uid: row.websiteUid,
      user_uid: row.userUid,
      item_uid: row.itemUid,
      added_at: row.addedAt,
    })
    .onConflict((conflict) => conflict.columns(['website_uid', 'user_uid', 'item_uid']).doNothing())
    .execute()
}

export async function removeListItem(
  db: Db,
  websiteUid: string,
  userUid: string,
  itemUid: string,
): Promise<void> {
  await db
    .deleteFrom('list_items')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('item_uid', '=', itemUid)
    .execute()
}
