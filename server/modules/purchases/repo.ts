import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ITEM_COLUMNS } from '../catalogue/item-repo.ts'

/** The user's purchases that were not revoked, newest first, with the item bought. */
export async function findPurchases(db: Kysely<Database>, websiteUid: string, userUid: string) {
  return db
    .selectFrom('purchases')
    .innerJoin('items', 'items.uid', 'purchases.item_uid')
    .select(ITEM_COLUMNS)
    .select([
      'purchases.uid as purchase_uid',
      'purchases.created_at as purchased_at',
      'purchases.amount as purchase_amount',
      'purchases.expire_at as purchase_expire_at',
    ])
    .where('purchases.website_uid', '=', websiteUid)
    .where('items.website_uid', '=', websiteUid)
    .where('purchases.user_uid', '=', userUid)
    .where('purchases.revoked_at', 'is', null)
    .orderBy('purchases.created_at', 'desc')
    .orderBy('purchases.uid', 'desc')
    .execute()
}
