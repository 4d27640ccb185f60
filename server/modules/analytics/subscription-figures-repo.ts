import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { PAST_DUE } from '../access/live-subscription.ts'

type Sum = number | string | null

/** A plan's price for one month: a yearly plan's twelfth, in minor units (not rounded). */
const monthlyAmount = sql<number>`case when plans.interval = 'year' then plans.amount / 12.0 else plans.amount end`

/**
 * What a subscription's renewals charge while an accepted win-back offer still has renewals
 * left: the plan's price less its percentage (rounded as winback/winback.ts does) or its amount,
 * never below nothing.
 */
const renewalAmount = sql<number>`case
  when subscriptions.winback_months_left <= 0 then plans.amount
  when subscriptions.winback_percent_off is not null
    then plans.amount - round(plans.amount * subscriptions.winback_percent_off / 100.0)
  when plans.amount > coalesce(subscriptions.winback_amount_off, 0)
    then plans.amount - coalesce(subscriptions.winback_amount_off, 0)
  else 0 end`

/** What a subscription pays for one month now: its renewal's price, a year's twelfth. */
const monthlyPayment = sql<number>`case when plans.interval = 'year' then (${renewalAmount}) / 12.0 else ${renewalAmount} end`

/**
 * The website's recurring revenue and unpaid renewals, in one row: `mrr` sums what every paying
 * subscription pays a month now (active, its period running; a free trial pays nothing, a past
 * due or paused one neither; a win-back offer's discount taken off while it lasts); `mrr_before`
 * the same at `before` (active then and still, or canceled only after it), at today's list
 * prices (what discounts ran then is not kept); `past_due` counts the subscriptions whose renewal
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
      sql<Sum>`sum(case when ${paying} then ${monthlyPayment} else 0 end)`.as('mrr'),
      sql<Sum>`sum(case when ${payingBefore} then ${monthlyAmount} else 0 end)`.as('mrr_before'),
      sql<Sum>`sum(case when subscriptions.status = ${PAST_DUE} then 1 else 0 end)`.as('past_due'),
    ])
    .where('subscriptions.website_uid', '=', websiteUid)
    .where('plans.website_uid', '=', websiteUid)
    .executeTakeFirstOrThrow()
}
