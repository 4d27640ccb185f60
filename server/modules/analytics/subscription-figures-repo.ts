import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { PAST_DUE } from '../access/live-subscription.ts'

type Sum = number | string | null

/** A plan's price for one month: a yearly plan's twelfth, in minor units (not rounded). */
const monthlyAmount = sql<number>`case when plans.interval = 'year' then plans.amount / 12.0 else plans.amount end`

/**
 * The website's recurring revenue and unpaid renewals, in one row: `mrr` sums the monthly price
 * of every paying subscription now (active, its period running; a free trial pays nothing, a past
 * due or paused one neither); `mrr_before` the same at `before` (active then and still, or
 * canceled only after it), at today's prices; `past_due` counts the subscriptions whose renewal
 * failed and is being charged again.
 */
export function findSubscriptionFigures(
  db: Kysely<Database>,
  websiteUid: string,
  now: string,
  before: string,
) {
  const paying = sql<boolean>`subscriptions.status = 'active' and subscriptions.current_period_end > ${now}`
  const payingBefore = sql<boolean>`subscriptions.created_at < ${before} and ((subscriptions.status = 'active' and subscriptions.current_period_end > ${before}) or (subscriptions.status = 'canceled' and subscriptions.canceled_at >= ${before}))`
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.uid', 'subscriptions.plan_uid')
    .select([
      sql<Sum>`sum(case when ${paying} then ${monthlyAmount} else 0 end)`.as('mrr'),
      sql<Sum>`sum(case when ${payingBefore} then ${monthlyAmount} else 0 end)`.as('mrr_before'),
      sql<Sum>`sum(case when subscriptions.status = ${PAST_DUE} then 1 else 0 end)`.as('past_due'),
    ])
    .where('subscriptions.website_uid', '=', websiteUid)
    .where('plans.website_uid', '=', websiteUid)
    .executeTakeFirstOrThrow()
}
