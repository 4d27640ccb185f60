import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'

/** What a receipt needs beyond the order: who gets it, and the subscription an order started. */
type Db = Kysely<Database>

export async function findRecipient(db: Db, websiteUid: string, userUid: string) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', userUid)
    .executeTakeFirst()
}

export async function findOrderSubscription(db: Db, websiteUid: string, orderUid: string) {
  return db
    .selectFrom('subscriptions')
    .select(['status', 'current_period_end'])
    .where('website_uid', '=', websiteUid)
    .where('order_uid', '=', orderUid)
    .executeTakeFirst()
}
