import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { LIVE_SUBSCRIPTION_STATUSES } from '../../access/live-subscription.ts'

type Db = Kysely<Database>

/** How many subscriptions one renewal run takes on; the next run goes on with the rest. */
const BATCH = 100

/**
 * The live subscriptions the sandbox started whose period (or free trial) ended by `now`, of
 * every website, with their plan and the checkout order that started them.
 */
export async function findDueSandboxSubscriptions(db: Db, now: string) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('orders', (join) =>
      join
        .onRef('orders.uid', '=', 'subscriptions.order_uid')
        .onRef('orders.website_uid', '=', 'subscriptions.website_uid'),
    )
    .innerJoin('plans', (join) =>
      join
        .onRef('plans.uid', '=', 'subscriptions.plan_uid')
        .onRef('plans.website_uid', '=', 'subscriptions.website_uid'),
    )
    .select([
      'subscriptions.uid',
      'subscriptions.website_uid',
      'subscriptions.user_uid',
      'subscriptions.status',
      'subscriptions.current_period_end',
      'subscriptions.canceled_at',
      'subscriptions.winback_percent_off',
      'subscriptions.winback_amount_off',
      'subscriptions.winback_months_left',
      'subscriptions.credit',
      'orders.currency',
      'orders.lines',
      'plans.uid as plan_uid',
      'plans.name as plan_name',
      'plans.amount as plan_amount',
      'plans.interval as plan_interval',
    ])
    .where('subscriptions.provider_subscription_id', 'is', null)
    .where('orders.provider', '=', 'sandbox')
    .where('subscriptions.status', 'in', LIVE_SUBSCRIPTION_STATUSES)
    .where('subscriptions.current_period_end', '<=', now)
    .orderBy('subscriptions.current_period_end')
    .orderBy('subscriptions.uid')
    .limit(BATCH)
    .execute()
}

/** Which period of which subscription: the update changes it only while it still ends at `end`. */
export interface SandboxPeriod {
  websiteUid: string
  subscriptionUid: string
  end: string
}

/**
 * Starts the next paid period, to `nextEnd`; false when another run moved or ended it first.
 */
export async function startNextPeriod(
  db: Db,
  period: SandboxPeriod,
  nextEnd: string,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ status: 'active', current_period_end: nextEnd })
    .where('website_uid', '=', period.websiteUid)
    .where('uid', '=', period.subscriptionUid)
    .where('current_period_end', '=', period.end)
    .where('status', 'in', LIVE_SUBSCRIPTION_STATUSES)
    .where('canceled_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Ends a subscription whose renewal was stopped, with the period it had. */
export async function endStoppedSubscription(db: Db, period: SandboxPeriod): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ status: 'canceled' })
    .where('website_uid', '=', period.websiteUid)
    .where('uid', '=', period.subscriptionUid)
    .where('current_period_end', '=', period.end)
    .where('canceled_at', 'is not', null)
    .execute()
}

/** A renewal took `used` off what a plan switch left the customer (0063). */
export async function spendCredit(
  db: Db,
  websiteUid: string,
  subscriptionUid: string,
  used: number,
) {
  await db
    .updateTable('subscriptions')
    .set((eb) => ({ credit: eb('credit', '-', used) }))
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', subscriptionUid)
    .where('credit', '>=', used)
    .execute()
}
