import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { subscriptionOpensItems } from '../access/live-subscription.ts'
import type { AnalyticsPeriod } from './period.ts'

type Db = Kysely<Database>

const distinctUsers = (condition: ReturnType<typeof sql<boolean>>) =>
  sql<number | string>`count(distinct case when ${condition} then subscriptions.user_uid end)`

/**
 * Subscribers of the period, in one row: `active` had a subscription at its end (started before,
 * opening its plan then — or canceled only after it), `new` started one in it, `churned` had one
 * canceled in it, `trialing` are in a free trial now (the database keeps no trial history).
 */
export function findSubscriberCounts(
  db: Db,
  websiteUid: string,
  period: AnalyticsPeriod,
  now: string,
) {
  const { start, end } = period
  const cutoff = end < now ? end : now
  const canceled = sql<boolean>`subscriptions.status = 'canceled'`
  return db
    .selectFrom('subscriptions')
    .select([
      distinctUsers(
        sql`subscriptions.created_at < ${end} and (${subscriptionOpensItems(cutoff)} or (${canceled} and subscriptions.canceled_at >= ${end}))`,
      ).as('active'),
      distinctUsers(
        sql`subscriptions.created_at >= ${start} and subscriptions.created_at < ${end}`,
      ).as('new'),
      distinctUsers(
        sql`${canceled} and subscriptions.canceled_at >= ${start} and subscriptions.canceled_at < ${end}`,
      ).as('churned'),
      distinctUsers(
        sql`subscriptions.status = 'trialing' and subscriptions.current_period_end > ${now}`,
      ).as('trialing'),
    ])
    .where('subscriptions.website_uid', '=', websiteUid)
    .executeTakeFirstOrThrow()
}

/**
 * Accounts created in the period (staff left out) and how many of them paid an order — of any
 * currency, refunded later or not — by the period's end: one range of customer_conversions,
 * whose triggers keep when each customer first paid (migration 0026).
 */
export function findNewCustomerCounts(db: Db, websiteUid: string, period: AnalyticsPeriod) {
  return db
    .selectFrom('customer_conversions')
    .select([
      sql<number | string>`count(*)`.as('new'),
      sql<
        number | string | null
      >`sum(case when first_paid_at < ${period.end} then 1 else 0 end)`.as('converted'),
    ])
    .where('website_uid', '=', websiteUid)
    .where('created_at', '>=', period.start)
    .where('created_at', '<', period.end)
    .executeTakeFirstOrThrow()
}
