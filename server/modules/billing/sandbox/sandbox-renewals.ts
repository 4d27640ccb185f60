import type { Kysely } from 'kysely'
import type { Currency } from '../../../../contract/schemas/website.ts'
import type { Database } from '../../../db/schema.ts'
import { newUid } from '../../../db/uid.ts'
import type { JobType } from '../../../jobs/job-queue.ts'
import { HOUR_MS } from '../../../lib/time-units.ts'
import { periodEnd } from '../checkout/fulfilment.ts'
import type { OrderLine } from '../order.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import { renewalLabel, trialEndLabel } from '../order-line-texts.ts'
import { insertOrder, latestOrderLanguage, markOrderPaid, setOrderSession } from '../repo.ts'
import {
  endStoppedSubscription,
  findDueSandboxSubscriptions,
  startNextPeriod,
  spendCredit,
  type SandboxPeriod,
} from './renewal-repo.ts'
import { discountedAmount } from '../winback/winback.ts'
import { spendWinbackMonth } from '../winback/winback-repo.ts'
import { resumeDueSandboxPauses } from './sandbox-pauses.ts'

/*
 * The sandbox bills its subscriptions as Stripe does: at the end of each period, and first at the
 * end of a free trial, the next period starts and its charge is a paid order of its own (as
 * webhooks/webhook-renewals.ts writes Stripe's), dated at the period's end. A subscription whose
 * renewal was stopped ends there instead. No money moves: the order is the whole record.
 */

type Due = Awaited<ReturnType<typeof findDueSandboxSubscriptions>>[number]

/** What the next period charges: after a free trial, what its checkout said (coupon taken off). */
function chargeOf(due: Due, language: Language): { label: string; amount: number } {
  const interval = due.plan_interval === 'year' ? 'year' : 'month'
  if (due.status !== 'trialing') {
    return { label: renewalLabel(due.plan_name, interval, language), amount: due.plan_amount }
  }
  const lines = JSON.parse(due.lines) as OrderLine[]
  const promised = lines.find((line) => line.plan_uid === due.plan_uid)?.after_trial
  return {
    label: trialEndLabel(due.plan_name, interval, language),
    amount: promised ?? due.plan_amount,
  }
}

async function renewOne(db: Kysely<Database>, due: Due): Promise<void> {
  const period: SandboxPeriod = {
    websiteUid: due.website_uid,
    subscriptionUid: due.uid,
    end: due.current_period_end,
  }
  if (due.canceled_at !== null) return endStoppedSubscription(db, period)
  const interval = due.plan_interval === 'year' ? 'year' : 'month'
  const chargedAt = new Date(due.current_period_end)
  await db.transaction().execute(async (trx) => {
    // The conditional update is the renewal's lock: of two runs, one moves the period on.
    if (!(await startNextPeriod(trx, period, periodEnd(chargedAt, interval)))) return
    const language = await latestOrderLanguage(trx, due.website_uid, due.user_uid)
    const { label, amount } = chargeOf(due, language)
    // An accepted win-back offer lowers the next renewals after the trial, as many as it says.
    const winback = due.status !== 'trialing' && due.winback_months_left > 0
    const discounted = winback
      ? discountedAmount(amount, {
          percentOff: due.winback_percent_off,
          amountOff: due.winback_amount_off,
        })
      : amount
    if (winback) await spendWinbackMonth(trx, due.website_uid, { uid: due.uid })
    // What a switch to a cheaper plan left the customer comes off next (as Stripe's balance).
    const credited = Math.min(Math.max(0, discounted), due.credit)
    if (credited > 0) await spendCredit(trx, due.website_uid, due.uid, credited)
    const total = discounted - credited
    if (total <= 0) return
    const uid = newUid()
    await insertOrder(trx, {
      uid,
      websiteUid: due.website_uid,
      userUid: due.user_uid,
      type: 'subscription',
      lines: [{ label, amount, plan_uid: due.plan_uid, interval }],
      tip: 0,
      discount: amount - total,
      couponUid: null,
      total,
      message: null,
      currency: due.currency as Currency,
      provider: 'sandbox',
      createdAt: chargedAt.toISOString(),
      language,
    })
    await setOrderSession(trx, due.website_uid, uid, uid)
    await markOrderPaid(trx, due.website_uid, uid, chargedAt)
  })
}

/**
 * Charges or ends every sandbox subscription whose period or free trial ended by `now`, one
 * period each; a subscription left behind by more than one is caught up by the next runs.
 * Answers how many it took on.
 */
export async function renewSandboxSubscriptions(db: Kysely<Database>, now: Date): Promise<number> {
  const due = await findDueSandboxSubscriptions(db, now.toISOString())
  for (const subscription of due) await renewOne(db, subscription)
  return due.length
}

/** The repeated job that renews the sandbox's subscriptions. */
export const SANDBOX_RENEWAL_JOB = 'sandbox-renewals'

/** How often it runs: a free trial counts in days, a period in months. */
export const SANDBOX_RENEWAL_EVERY_MS = HOUR_MS

/**
 * As of the run's start, by one worker: the pauses that ended resume (sandbox-pauses.ts), then
 * renewSandboxSubscriptions, which may charge a period a pause outlasted.
 */
export function sandboxRenewalJob(db: Kysely<Database>): JobType {
  return {
    attempts: 1,
    async run(_data, run) {
      const now = new Date(run.startedAt)
      await resumeDueSandboxPauses(db, now)
      await renewSandboxSubscriptions(db, now)
    },
  }
}
