import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** What one customer bought, subscribed to, paid and asked for, newest first: their page. */

export function findCustomerPurchases(db: Db, websiteUid: string, userUid: string) {
  return db
    .selectFrom('purchases')
    .leftJoin('items', (join) =>
      join
        .onRef('items.uid', '=', 'purchases.item_uid')
        .onRef('items.website_uid', '=', 'purchases.website_uid'),
    )
    .select([
      'purchases.uid',
      'purchases.item_uid',
      'items.name as item_name',
      'purchases.amount',
      'purchases.created_at',
      'purchases.expire_at',
      'purchases.revoked_at',
    ])
    .where('purchases.website_uid', '=', websiteUid)
    .where('purchases.user_uid', '=', userUid)
    .orderBy('purchases.created_at', 'desc')
    .orderBy('purchases.uid')
    .execute()
}

export function findCustomerOrders(db: Db, websiteUid: string, userUid: string) {
  return db
    .selectFrom('orders')
    .select(['uid', 'type', 'status', 'total', 'currency', 'created_at'])
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .orderBy('created_at', 'desc')
    .orderBy('uid')
    .execute()
}

export function findCustomerOnDemandRequests(db: Db, websiteUid: string, userUid: string) {
  return db
    .selectFrom('ondemand_request_items as line')
    .innerJoin('ondemand_requests as request', 'request.uid', 'line.request_uid')
    .leftJoin('items', (join) =>
      join
        .onRef('items.uid', '=', 'line.item_uid')
        .onRef('items.website_uid', '=', 'line.website_uid'),
    )
    .select([
      'line.request_uid',
      'line.item_uid',
      'items.name as item_name',
      'line.status',
      'request.created_at',
    ])
    .where('line.website_uid', '=', websiteUid)
    .where('line.user_uid', '=', userUid)
    .orderBy('request.created_at', 'desc')
    .orderBy('line.request_uid')
    .orderBy('line.item_uid')
    .execute()
}
