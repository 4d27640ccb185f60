import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

/**
 * What grants a user access to items: purchases, subscriptions, accepted requests and the free
 * access grants of the staff.
 */
type Db = Kysely<Database>

/**
 * Subscription statuses that open the plan's items until the period ends. A free trial counts;
 * past_due does not: the renewal failed, and the period already moved on.
 */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing']

/** Purchases of the items by the user that are neither revoked nor expired at `now`. */
export async function findLivePurchases(
  db: Db,
  websiteUid: string,
  userUid: string,
  itemUids: string[],
  now: string,
) {
  if (itemUids.length === 0) return []
  return db
    .selectFrom('purchases')
    .leftJoin('prices', 'prices.uid', 'purchases.price_uid')
    .select(['purchases.item_uid', 'purchases.expire_at', 'prices.downloadable_choices'])
    .where('purchases.website_uid', '=', websiteUid)
    .where('purchases.user_uid', '=', userUid)
    .where('purchases.item_uid', 'in', itemUids)
    .where('purchases.revoked_at', 'is', null)
    .where((eb) =>
      eb.or([eb('purchases.expire_at', 'is', null), eb('purchases.expire_at', '>', now)]),
    )
    .execute()
}

/** The staff's free access grants of the items to the user that are neither revoked nor expired. */
export async function findLiveAccessGrants(
  db: Db,
  websiteUid: string,
  userUid: string,
  itemUids: string[],
  now: string,
) {
  if (itemUids.length === 0) return []
  return db
    .selectFrom('access_grants')
    .select(['item_uid', 'expire_at'])
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('item_uid', 'in', itemUids)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expire_at', 'is', null), eb('expire_at', '>', now)]))
    .execute()
}

/** The items, among these, that one of the user's active subscriptions covers at `now`. */
export async function findSubscribedItems(
  db: Db,
  websiteUid: string,
  userUid: string,
  itemUids: string[],
  now: string,
): Promise<string[]> {
  if (itemUids.length === 0) return []
  const rows = await db
    .selectFrom('subscriptions')
    .innerJoin('item_plans', 'item_plans.plan_uid', 'subscriptions.plan_uid')
    .select('item_plans.item_uid')
    .distinct()
    .where('subscriptions.website_uid', '=', websiteUid)
    .where('subscriptions.user_uid', '=', userUid)
    .where('subscriptions.status', 'in', LIVE_SUBSCRIPTION_STATUSES)
    .where('subscriptions.current_period_end', '>', now)
    .where('item_plans.website_uid', '=', websiteUid)
    .where('item_plans.item_uid', 'in', itemUids)
    .execute()
  return rows.map((row) => row.item_uid)
}

/** The items, among these, for which the user's on-demand request was accepted. */
export async function findAcceptedOnDemandItems(
  db: Db,
  websiteUid: string,
  userUid: string,
  itemUids: string[],
): Promise<string[]> {
  if (itemUids.length === 0) return []
  const rows = await db
    .selectFrom('ondemand_request_items')
    .select('item_uid')
    .distinct()
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('item_uid', 'in', itemUids)
    .where('status', '=', 'accepted')
    .execute()
  return rows.map((row) => row.item_uid)
}

/** Whether the website sells access at all (its settings are stored as JSON). */
export async function isWebsiteMonetized(db: Db, websiteUid: string): Promise<boolean> {
  const row = await db
    .selectFrom('websites')
    .select('settings')
    .where('uid', '=', websiteUid)
    .executeTakeFirst()
  if (!row) return false
  return Boolean(
    (JSON.parse(row.settings) as { monetization_enabled?: boolean }).monetization_enabled,
  )
}
