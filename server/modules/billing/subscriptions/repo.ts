import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'

type Db = Kysely<Database>

/** A customer's subscriptions with their plan and currency: the staff's view and the sandbox billing page's. */
function customerSubscriptions(db: Db, websiteUid: string, userUid: string) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', (join) =>
      join
        .onRef('plans.uid', '=', 'subscriptions.plan_uid')
        .onRef('plans.website_uid', '=', 'subscriptions.website_uid'),
    )
    .leftJoin('orders', (join) =>
      join
        .onRef('orders.uid', '=', 'subscriptions.order_uid')
        .onRef('orders.website_uid', '=', 'subscriptions.website_uid'),
    )
    .select([
      'subscriptions.uid',
      'subscriptions.plan_uid',
      'subscriptions.status',
      'subscriptions.current_period_end',
      'subscriptions.canceled_at',
      'subscriptions.paused_at',
      'subscriptions.pause_resumes_at',
      'subscriptions.winback_accepted_at',
      'subscriptions.winback_percent_off',
      'subscriptions.winback_amount_off',
      'subscriptions.winback_months',
      'subscriptions.past_due_since',
      'subscriptions.grace_ends_at',
      'subscriptions.credit',
      'subscriptions.order_uid',
      'subscriptions.created_at',
      'subscriptions.provider_subscription_id',
      'plans.name as plan_name',
      'plans.amount as plan_amount',
      'plans.interval as plan_interval',
      'orders.currency as order_currency',
    ])
    .where('subscriptions.website_uid', '=', websiteUid)
    .where('subscriptions.user_uid', '=', userUid)
}

/** The customer's subscriptions, newest first. */
export function findCustomerSubscriptions(db: Db, websiteUid: string, userUid: string) {
  return customerSubscriptions(db, websiteUid, userUid)
    .orderBy('subscriptions.created_at', 'desc')
    .orderBy('subscriptions.uid')
    .execute()
}

/** One of the customer's subscriptions on this website. */
export function findCustomerSubscription(
  db: Db,
  websiteUid: string,
  userUid: string,
  subscriptionUid: string,
) {
  return customerSubscriptions(db, websiteUid, userUid)
    .where('subscriptions.uid', '=', subscriptionUid)
    .executeTakeFirst()
}

export type CustomerSubscriptionRow = Awaited<ReturnType<typeof findCustomerSubscriptions>>[number]

/** A plan of the website a subscription may switch to. */
export function findSwitchPlan(db: Db, websiteUid: string, planUid: string) {
  return db
    .selectFrom('plans')
    .select(['uid', 'name', 'amount', 'interval'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', planUid)
    .executeTakeFirst()
}

const sandboxRow = (db: Db, websiteUid: string, uid: string) =>
  db
    .updateTable('subscriptions')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .where('provider_subscription_id', 'is', null)

/** Sandbox: the subscription ends at `at`, its items closing then. */
export async function endSandboxSubscriptionNow(
  db: Db,
  websiteUid: string,
  uid: string,
  at: string,
): Promise<boolean> {
  const result = await sandboxRow(db, websiteUid, uid)
    .set((eb) => ({
      status: 'canceled',
      canceled_at: eb.fn.coalesce('canceled_at', eb.val(at)),
      current_period_end: at,
      pause_resumes_at: null,
      grace_ends_at: null,
    }))
    .where('status', '!=', 'canceled')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Sandbox: the period (or free trial) ends at `end` instead, nothing charged for the change. */
export async function moveSandboxPeriodEnd(
  db: Db,
  websiteUid: string,
  uid: string,
  from: string,
  end: string,
): Promise<boolean> {
  const result = await sandboxRow(db, websiteUid, uid)
    .set({ current_period_end: end })
    .where('current_period_end', '=', from)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Sandbox: the subscription bills `planUid` from now on, with `credit` owed to the customer. */
export async function switchSandboxPlan(
  db: Db,
  websiteUid: string,
  uid: string,
  planUid: string,
  credit: number,
): Promise<boolean> {
  const result = await sandboxRow(db, websiteUid, uid)
    .set((eb) => ({ plan_uid: planUid, credit: eb('credit', '+', credit) }))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Stripe: the row of a subscription now billing another plan (Stripe's state saved apart). */
export async function setSubscriptionPlan(
  db: Db,
  websiteUid: string,
  uid: string,
  planUid: string,
): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ plan_uid: planUid })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

/** Whom a customer's mail goes to. */
export function findSubscriberContact(db: Db, websiteUid: string, userUid: string) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', userUid)
    .executeTakeFirst()
}
