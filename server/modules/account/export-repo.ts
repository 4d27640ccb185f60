import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** Everything of the user's the export holds, read table by table, oldest first. */
export async function readUserData(db: Db, websiteUid: string, userUid: string) {
  const [orders, purchases, subscriptions, donations, progress, list] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['uid', 'type', 'status', 'currency', 'lines', 'tip', 'discount', 'total'])
      .select(['message', 'created_at', 'paid_at'])
      .where('website_uid', '=', websiteUid)
      .where('user_uid', '=', userUid)
      .orderBy('created_at')
      .orderBy('uid')
      .execute(),
    db
      .selectFrom('purchases')
      .leftJoin('items', (join) =>
        join
          .onRef('items.uid', '=', 'purchases.item_uid')
          .onRef('items.website_uid', '=', 'purchases.website_uid'),
      )
      .select(['purchases.uid', 'purchases.item_uid', 'items.name as item_name'])
      .select(['purchases.order_uid', 'purchases.amount', 'purchases.created_at'])
      .select(['purchases.expire_at', 'purchases.revoked_at'])
      .where('purchases.website_uid', '=', websiteUid)
      .where('purchases.user_uid', '=', userUid)
      .orderBy('purchases.created_at')
      .orderBy('purchases.uid')
      .execute(),
    db
      .selectFrom('subscriptions')
      .leftJoin('plans', (join) =>
        join
          .onRef('plans.uid', '=', 'subscriptions.plan_uid')
          .onRef('plans.website_uid', '=', 'subscriptions.website_uid'),
      )
      .select(['subscriptions.uid', 'subscriptions.plan_uid', 'plans.name as plan_name'])
      .select(['subscriptions.status', 'subscriptions.current_period_end'])
      .select(['subscriptions.created_at', 'subscriptions.canceled_at'])
      .where('subscriptions.website_uid', '=', websiteUid)
      .where('subscriptions.user_uid', '=', userUid)
      .orderBy('subscriptions.created_at')
      .orderBy('subscriptions.uid')
      .execute(),
    db
      .selectFrom('donations')
      .select(['uid', 'order_uid', 'amount', 'message', 'created_at'])
      .where('website_uid', '=', websiteUid)
      .where('user_uid', '=', userUid)
      .orderBy('created_at')
      .orderBy('uid')
      .execute(),
    db
      .selectFrom('playback_positions')
      .leftJoin('items', (join) =>
        join
          .onRef('items.uid', '=', 'playback_positions.item_uid')
          .onRef('items.website_uid', '=', 'playback_positions.website_uid'),
      )
      .select(['playback_positions.item_uid', 'items.name as item_name'])
      .select(['playback_positions.media_uid', 'playback_positions.position'])
      .select(['playback_positions.duration', 'playback_positions.finished'])
      .select('playback_positions.updated_at')
      .where('playback_positions.website_uid', '=', websiteUid)
      .where('playback_positions.user_uid', '=', userUid)
      .orderBy('playback_positions.updated_at')
      .orderBy('playback_positions.media_uid')
      .execute(),
    db
      .selectFrom('list_items')
      .leftJoin('items', (join) =>
        join
          .onRef('items.uid', '=', 'list_items.item_uid')
          .onRef('items.website_uid', '=', 'list_items.website_uid'),
      )
      .select(['list_items.item_uid', 'items.name as item_name', 'list_items.added_at'])
      .where('list_items.website_uid', '=', websiteUid)
      .where('list_items.user_uid', '=', userUid)
      .orderBy('list_items.added_at')
      .orderBy('list_items.item_uid')
      .execute(),
  ])
  return { orders, purchases, subscriptions, donations, progress, list }
}
