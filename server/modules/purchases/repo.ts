import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { subscriptionOpensItems } from '../access/live-subscription.ts'
import { ITEM_COLUMNS } from '../catalogue/item-repo.ts'
import { PAUSED } from '../billing/pause/paused-status.ts'

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

/**
 * The user's subscriptions that open their plan's items at `now` (a failed renewal's within its
 * grace days too), and those paused (which will again), with what changing one needs.
 */
function liveSubscriptions(db: Kysely<Database>, websiteUid: string, userUid: string, now: string) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.uid', 'subscriptions.plan_uid')
    .select([
      'subscriptions.uid',
      'subscriptions.plan_uid',
      'plans.name as plan_name',
      'subscriptions.status',
      'subscriptions.current_period_end',
      'subscriptions.canceled_at',
      'subscriptions.order_uid',
      'subscriptions.created_at',
      'subscriptions.provider_subscription_id',
      'subscriptions.pause_resumes_at',
      'subscriptions.winback_offered_at',
      'subscriptions.grace_ends_at',
    ])
    .where('subscriptions.website_uid', '=', websiteUid)
    .where('plans.website_uid', '=', websiteUid)
    .where('subscriptions.user_uid', '=', userUid)
    .where((eb) => eb.or([subscriptionOpensItems(now), eb('subscriptions.status', '=', PAUSED)]))
}

/** The user's subscriptions that open their plan's items at `now`, soonest renewal first. */
export async function findLiveSubscriptions(
  db: Kysely<Database>,
  websiteUid: string,
  userUid: string,
  now: string,
) {
  return liveSubscriptions(db, websiteUid, userUid, now)
    .orderBy('subscriptions.current_period_end')
    .execute()
}

/** One of the user's subscriptions, if it opens its plan's items at `now`. */
export async function findLiveSubscription(
  db: Kysely<Database>,
  websiteUid: string,
  userUid: string,
  subscriptionUid: string,
  now: string,
) {
  return liveSubscriptions(db, websiteUid, userUid, now)
    .where('subscriptions.uid', '=', subscriptionUid)
    .executeTakeFirst()
}

/** A row of `findLiveSubscriptions`. */
export type LiveSubscriptionRow = Awaited<ReturnType<typeof findLiveSubscriptions>>[number]
