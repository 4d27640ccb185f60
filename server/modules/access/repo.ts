import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { subscriptionOpensItems } from './live-subscription.ts'

/**
 * What grants a user access to items: purchases, subscriptions, accepted requests and the free
 * access grants of the staff.
 */
type Db = Kysely<Database>

/**
 * Purchases of the items by the user that are neither revoked nor expired at `now`, with the
 * downloads their price gives: the one rule of a live purchase, for access and for billing's
 * duplicates alike (access/service.ts `livePurchases`).
 */
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
    .leftJoin('prices', (join) =>
      join
        .onRef('prices.uid', '=', 'purchases.price_uid')
        .onRef('prices.website_uid', '=', 'purchases.website_uid'),
    )
    .select([
      'purchases.item_uid',
      'purchases.created_at',
      'purchases.expire_at',
      'prices.downloadable_choices',
      // Null for a purchase made in a bundle, which names the bundle where a price would be.
      'prices.uid as bought_at_price',
    ])
    .where('purchases.website_uid', '=', websiteUid)
    .where('purchases.user_uid', '=', userUid)
    .where('purchases.item_uid', 'in', itemUids)
    .where('purchases.revoked_at', 'is', null)
    .where((eb) =>
      eb.or([eb('purchases.expire_at', 'is', null), eb('purchases.expire_at', '>', now)]),
    )
    .execute()
}

/**
 * The staff's free access grants to the user that open these items and are neither revoked nor
 * expired: grants of the item itself, and grants of a plan the item is part of.
 */
export async function findLiveAccessGrants(
  db: Db,
  websiteUid: string,
  userUid: string,
  itemUids: string[],
  now: string,
): Promise<{ item_uid: string; expire_at: string | null }[]> {
  if (itemUids.length === 0) return []
  const live = db
    .selectFrom('access_grants')
    .where('access_grants.website_uid', '=', websiteUid)
    .where('access_grants.user_uid', '=', userUid)
    .where('access_grants.revoked_at', 'is', null)
    .where((eb) =>
      eb.or([eb('access_grants.expire_at', 'is', null), eb('access_grants.expire_at', '>', now)]),
    )
  const [ofItems, ofPlans] = await Promise.all([
    live
      .select(['access_grants.item_uid', 'access_grants.expire_at'])
      .where('access_grants.item_uid', 'in', itemUids)
      .execute(),
    live
      .innerJoin('item_plans', (join) =>
        join
          .onRef('item_plans.plan_uid', '=', 'access_grants.plan_uid')
          .onRef('item_plans.website_uid', '=', 'access_grants.website_uid'),
      )
      .select(['item_plans.item_uid', 'access_grants.expire_at'])
      .where('item_plans.item_uid', 'in', itemUids)
      .execute(),
  ])
  return [...ofItems, ...ofPlans].flatMap((row) =>
    row.item_uid === null ? [] : [{ item_uid: row.item_uid, expire_at: row.expire_at }],
  )
}

/**
 * The items, among these, that one of the user's subscriptions opens at `now`: live to the end of
 * its period, or past due (a renewal failed) to the end of its grace days.
 */
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
    .where(subscriptionOpensItems(now))
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
