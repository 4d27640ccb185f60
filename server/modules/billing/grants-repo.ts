import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { LIVE_SUBSCRIPTION_STATUSES, subscriptionOpensItems } from '../access/live-subscription.ts'
import type { ProviderSubscription } from './payment-provider.ts'

/** Writes and reads of what a paid order grants: purchases, subscriptions, donations. */
type Db = Kysely<Database>

export interface NewPurchase {
  websiteUid: string
  userUid: string
  itemUid: string
  priceUid: string
  orderUid: string
  amount: number
  createdAt: string
  expireAt: string | null
}

export async function insertPurchase(db: Db, purchase: NewPurchase): Promise<void> {
  await db
    .insertInto('purchases')
    .values({
      uid: newUid(),
      website_uid: purchase.websiteUid,
      user_uid: purchase.userUid,
      item_uid: purchase.itemUid,
      price_uid: purchase.priceUid,
      order_uid: purchase.orderUid,
      amount: purchase.amount,
      created_at: purchase.createdAt,
      expire_at: purchase.expireAt,
      revoked_at: null,
    })
    .execute()
}

export interface NewSubscription {
  websiteUid: string
  userUid: string
  planUid: string
  orderUid: string
  createdAt: string
  /** trialing while its free trial runs, active once paid for. */
  status: 'active' | 'trialing'
  currentPeriodEnd: string
}

export async function insertSubscription(db: Db, subscription: NewSubscription): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({
      uid: newUid(),
      website_uid: subscription.websiteUid,
      user_uid: subscription.userUid,
      plan_uid: subscription.planUid,
      status: subscription.status,
      order_uid: subscription.orderUid,
      provider_subscription_id: null,
      current_period_end: subscription.currentPeriodEnd,
      created_at: subscription.createdAt,
      canceled_at: null,
    })
    .execute()
}

export interface SubscriptionOwner {
  websiteUid: string
  userUid: string
  planUid: string
  /** The order that started it, when known. */
  orderUid: string | null
  createdAt: string
}

/**
 * Writes a provider's subscription as the provider sees it now: one row per provider id,
 * created by whichever of checkout and webhooks comes first, updated by the others.
 */
export async function saveProviderSubscription(
  db: Db,
  owner: SubscriptionOwner,
  subscription: ProviderSubscription,
): Promise<void> {
  const pauseResumesAt = subscription.pauseResumesAt ?? null
  await db
    .insertInto('subscriptions')
    .values({
      uid: newUid(),
      website_uid: owner.websiteUid,
      user_uid: owner.userUid,
      plan_uid: owner.planUid,
      status: subscription.status,
      order_uid: owner.orderUid,
      provider_subscription_id: subscription.id,
      current_period_end: subscription.currentPeriodEnd,
      created_at: owner.createdAt,
      canceled_at: subscription.canceledAt,
      paused_at: subscription.status === 'paused' ? owner.createdAt : null,
      pause_resumes_at: pauseResumesAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['website_uid', 'provider_subscription_id']).doUpdateSet((eb) => ({
        plan_uid: eb.ref('excluded.plan_uid'),
        status: eb.ref('excluded.status'),
        current_period_end: eb.ref('excluded.current_period_end'),
        canceled_at: eb.ref('excluded.canceled_at'),
        // A pause keeps the date it began while it lasts; Stripe does not tell it.
        paused_at: sql<
          string | null
        >`case when excluded.paused_at is null then null else coalesce(subscriptions.paused_at, excluded.paused_at) end`,
        pause_resumes_at: eb.ref('excluded.pause_resumes_at'),
        order_uid: sql<string | null>`coalesce(subscriptions.order_uid, excluded.order_uid)`,
        // A failed renewal's grace (billing/renewals/grace.ts) lasts while it is past due.
        past_due_since: sql<
          string | null
        >`case when excluded.status = 'past_due' then subscriptions.past_due_since else null end`,
        grace_ends_at: sql<
          string | null
        >`case when excluded.status = 'past_due' then subscriptions.grace_ends_at else null end`,
      })),
    )
    .execute()
}

export interface NewDonation {
  websiteUid: string
  userUid: string
  orderUid: string
  amount: number
  message: string
  createdAt: string
}

export async function insertDonation(db: Db, donation: NewDonation): Promise<void> {
  await db
    .insertInto('donations')
    .values({
      uid: newUid(),
      website_uid: donation.websiteUid,
      user_uid: donation.userUid,
      order_uid: donation.orderUid,
      amount: donation.amount,
      message: donation.message,
      created_at: donation.createdAt,
    })
    .execute()
}

/** Our uid of the subscription a provider bills as `providerId`, if we have it. */
export async function findProviderSubscriptionUid(
  db: Db,
  websiteUid: string,
  providerId: string,
): Promise<string | null> {
  return (await findProviderSubscription(db, websiteUid, providerId))?.uid ?? null
}

/** Our uid and status of the subscription a provider bills as `providerId`, if we have it. */
export function findProviderSubscription(db: Db, websiteUid: string, providerId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['uid', 'status'])
    .where('website_uid', '=', websiteUid)
    .where('provider_subscription_id', '=', providerId)
    .executeTakeFirst()
}

/** Whether the subscription is one of the user's on this website (in any status). */
export async function isUserSubscription(
  db: Db,
  websiteUid: string,
  userUid: string,
  subscriptionUid: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('uid', '=', subscriptionUid)
    .executeTakeFirst()
  return row !== undefined
}

/** Cancels one of the user's active subscriptions; false when there was none to cancel. */
export async function cancelSubscription(
  db: Db,
  websiteUid: string,
  userUid: string,
  subscriptionUid: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ status: 'canceled', canceled_at: now.toISOString() })
    .where('uid', '=', subscriptionUid)
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('status', 'in', LIVE_SUBSCRIPTION_STATUSES)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * Marks a live subscription the sandbox started as ending with its period (`canceledAt`, a date)
 * or renewing again (null). A cancellation already recorded keeps its first date, and an ended
 * subscription stays ended.
 */
export async function setSandboxCancellation(
  db: Db,
  websiteUid: string,
  subscriptionUid: string,
  canceledAt: string | null,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ canceled_at: canceledAt })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', subscriptionUid)
    .where('provider_subscription_id', 'is', null)
    .where('status', 'in', LIVE_SUBSCRIPTION_STATUSES)
    .where('canceled_at', canceledAt === null ? 'is not' : 'is', null)
    .execute()
}

/** A subscription left out of a search: the one an order being settled started. */
export interface SubscriptionExcept {
  orderUid?: string
  providerSubscriptionId?: string
}

/** Whether the user has a subscription to the plan that opens its items at `now`. */
export async function hasLiveSubscription(
  db: Db,
  websiteUid: string,
  userUid: string,
  planUid: string,
  now: string,
  except: SubscriptionExcept = {},
): Promise<boolean> {
  const { orderUid, providerSubscriptionId } = except
  let query = db
    .selectFrom('subscriptions')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('plan_uid', '=', planUid)
    .where(subscriptionOpensItems(now))
  if (orderUid) {
    query = query.where((eb) =>
      eb.or([eb('order_uid', 'is', null), eb('order_uid', '!=', orderUid)]),
    )
  }
  if (providerSubscriptionId) {
    query = query.where((eb) =>
      eb.or([
        eb('provider_subscription_id', 'is', null),
        eb('provider_subscription_id', '!=', providerSubscriptionId),
      ]),
    )
  }
  return (await query.executeTakeFirst()) !== undefined
}

/** Marks a provider's subscription ended here at once; its own events then confirm it. */
export async function endProviderSubscription(
  db: Db,
  websiteUid: string,
  providerSubscriptionId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ status: 'canceled', canceled_at: now.toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .execute()
}
