import { sql, type RawBuilder, type SqlBool } from 'kysely'

/**
 * Subscription statuses that open the plan's items until the period ends (the access rule's,
 * which billing, customers, purchases and analytics count by too). A free trial counts; past_due
 * counts only through its grace days (below): the renewal failed, and the period moved on.
 */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing']

/**
 * A renewal failed: the subscription is charged again meanwhile, and its items stay open until
 * its `grace_ends_at` (the failed period's start plus the website's grace days), no longer.
 */
export const PAST_DUE = 'past_due'

/**
 * The one condition "this row of `subscriptions` opens its plan's items at `at`": live (active or
 * in its trial) until its period ends, or past due until its grace days end. Every count of
 * subscribers goes by it: the player, "my stuff", the customers' segments, the analytics and the
 * checkout that refuses a second subscription to the same plan.
 */
export function subscriptionOpensItems(at: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`((subscriptions.status in (${sql.join(LIVE_SUBSCRIPTION_STATUSES)}) and subscriptions.current_period_end > ${at}) or (subscriptions.status = ${PAST_DUE} and subscriptions.grace_ends_at > ${at}))`
}
