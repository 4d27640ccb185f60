import type { Kysely } from 'kysely'
import { formatMoney } from '../../../../contract/values/money.ts'
import type { Dialect } from '../../../db/connect.ts'
import type { Database } from '../../../db/schema.ts'
import { DAY_MS } from '../../../lib/time-units.ts'
import { couponOverrun, type CouponOverrun } from '../../coupons/service.ts'
import { duplicateOf, type Duplicate } from './duplicates.ts'
import {
  endProviderSubscription,
  insertDonation,
  insertPurchase,
  insertSubscription,
  saveProviderSubscription,
} from '../grants-repo.ts'
import { freeTrialLabel } from '../order-line-texts.ts'
import type { Order, OrderLine } from '../order.ts'
import type { PaymentProvider, ProviderSubscription } from '../payment-provider.ts'
import type { MailContext } from './receipts.ts'
import { findOrder, lockBuyer, markOrderPaid, refundOrder, setOrderAmounts } from '../repo.ts'
import { recordOrderEvent } from '../order-events.ts'
import { monthsAfter } from '../../../../contract/values/months-after.ts'

/** What the provider confirmed along with the payment. */
export interface Payment {
  /** The subscription a subscription order started at the provider; null for the sandbox. */
  subscription: ProviderSubscription | null
}

export const SANDBOX_PAYMENT: Payment = { subscription: null }

/** What settling a payment works with: the database (and its dialect), mail, the provider. */
export interface SettlementContext extends MailContext {
  dialect: Dialect
  /** The provider that took the payment: an order not granted is refunded through it. */
  provider: PaymentProvider
}

/**
 * An order this call settled: granted, or refunded as a duplicate of what the buyer has, or as
 * one its coupon no longer allowed (at most one of the two is set).
 */
export interface Settled {
  order: Order
  duplicate: Duplicate | null
  overrun: CouponOverrun | null
}

export type Grantee = { websiteUid: string; userUid: string; orderUid: string }

const HOUR_MS = 60 * 60 * 1000

/** The end of access bought for `period` hours from `paidAt`; null when the period is unlimited. */
export function accessEnd(paidAt: Date, period: number): string | null {
  return period > 0 ? new Date(paidAt.getTime() + period * HOUR_MS).toISOString() : null
}

/** One month or one year after `from`, kept on the last day when the month is shorter. */
/** `from` plus `months` calendar months (shared with the back office). */
export { monthsAfter }

export function periodEnd(from: Date, interval: 'month' | 'year'): string {
  return monthsAfter(from, interval === 'year' ? 12 : 1)
}

/** The end of a free trial of `days` days started at `from`. */
export function trialEnd(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString()
}

async function grant(
  db: Kysely<Database>,
  order: Order,
  now: Date,
  payment: Payment,
): Promise<void> {
  const base = { websiteUid: order.websiteUid, userUid: order.userUid, orderUid: order.uid }
  const createdAt = now.toISOString()
  if (order.type === 'donation') {
    await insertDonation(db, {
      ...base,
      amount: order.total,
      message: order.message ?? '',
      createdAt,
    })
    return
  }
  // A gift grants nothing to its buyer: its recipient redeems it (gifts/redeem.ts).
  if (order.type === 'gift') return
  for (const line of order.lines) await grantLine(db, base, line, now, payment)
}

export async function grantLine(
  db: Kysely<Database>,
  base: Grantee,
  line: OrderLine,
  now: Date,
  payment: Payment,
): Promise<void> {
  const createdAt = now.toISOString()
  const soldThrough = line.price_uid ?? line.bundle_uid
  if (soldThrough && line.item_uid) {
    await insertPurchase(db, {
      ...base,
      itemUid: line.item_uid,
      priceUid: soldThrough,
      amount: line.amount,
      createdAt,
      expireAt: accessEnd(now, line.period ?? 0),
    })
  } else if (line.plan_uid && payment.subscription) {
    // The provider's status and period, not ours: a free trial, or a webhook that came first.
    await saveProviderSubscription(
      db,
      { ...base, planUid: line.plan_uid, createdAt },
      payment.subscription,
    )
  } else if (line.plan_uid) {
    // The sandbox's own subscription: in its free trial until the trial's last day, when
    // sandbox-renewals.ts takes the first payment, as Stripe would.
    const trialDays = line.trial_days ?? 0
    await insertSubscription(db, {
      ...base,
      planUid: line.plan_uid,
      createdAt,
      status: trialDays > 0 ? 'trialing' : 'active',
      currentPeriodEnd:
        trialDays > 0 ? trialEnd(now, trialDays) : periodEnd(now, line.interval ?? 'month'),
    })
  }
}

/**
 * Gives back all a paid order took, granting nothing (a duplicate, or past its coupon's limit).
 * Inside the settlement's transaction: when the provider fails, nothing commits and the
 * payment's next notice (a webhook retry, the success page) tries again; the provider's
 * idempotency key makes that repeat harmless.
 */
async function refundWhole(
  trx: Kysely<Database>,
  provider: PaymentProvider,
  order: Order,
  now: Date,
  payment: Payment,
): Promise<Order> {
  // An order a gift card paid in full took nothing through the provider; the card gets its part back.
  if (order.total > 0) await provider.refund(order)
  await refundOrder(trx, order.websiteUid, order.uid, now)
  if (payment.subscription) {
    await endProviderSubscription(trx, order.websiteUid, payment.subscription.id, now)
  }
  return { ...order, status: 'refunded' }
}

/**
 * A subscription that starts with a free trial charged nothing today: its order says so (0, the
 * line telling the trial and the first payment after it, the coupon's discount taken off), and
 * that payment is a renewal's order of its own (webhooks/webhook-renewals.ts), so revenue counts
 * each payment once, when it is made.
 */
async function startFreeTrial(trx: Kysely<Database>, order: Order): Promise<void> {
  const lines = order.lines.map((line) => {
    const afterTrial = Math.max(0, line.amount - order.discount)
    const then = formatMoney(afterTrial, order.currency, order.language)
    const label = freeTrialLabel(line.label, then, order.language)
    return { ...line, label, amount: 0, after_trial: afterTrial }
  })
  await setOrderAmounts(trx, order.websiteUid, order.uid, { lines, total: order.tip, discount: 0 })
}

/** Whether the payment started a free trial: Stripe says so; the sandbox follows the plan's days. */
function startsFreeTrial(order: Order, payment: Payment): boolean {
  if (payment.subscription) return payment.subscription.status === 'trialing'
  return order.lines.some((line) => line.plan_uid && (line.trial_days ?? 0) > 0)
}

/**
 * Settles a paid order exactly once, inside the caller's transaction: marks it paid and grants
 * what it bought, or, when the buyer already has it (another order won the race) or its coupon
 * was used up by orders paid before (coupons.ts), refunds it and grants nothing. Answers null when the order was not open (already settled, canceled, refunded
 * or unknown), doing nothing. Every provider's confirmation comes through here (settlement.ts).
 */
export async function settleOrder(
  trx: Kysely<Database>,
  context: Pick<SettlementContext, 'dialect' | 'provider'>,
  websiteUid: string,
  orderUid: string,
  now: Date,
  payment: Payment,
): Promise<Settled | null> {
  const open = await findOrder(trx, websiteUid, orderUid)
  if (open?.status !== 'open') return null
  // One buyer's settlements take turns: of two duplicates, the second sees the first's grant.
  await lockBuyer(trx, context.dialect, websiteUid, open.userUid)
  // The conditional update is the order's lock: a concurrent second call waits, then changes no row.
  if (!(await markOrderPaid(trx, websiteUid, orderUid, now))) return null
  if (startsFreeTrial(open, payment)) await startFreeTrial(trx, open)
  const order = await findOrder(trx, websiteUid, orderUid)
  if (!order) return null
  const duplicate = await duplicateOf(trx, order, now, payment.subscription?.id)
  const overrun = duplicate ? null : await couponOverrun(trx, context.dialect, order)
  if (duplicate || overrun) {
    const refunded = await refundWhole(trx, context.provider, order, now, payment)
    return { order: refunded, duplicate, overrun }
  }
  await grant(trx, order, now, payment)
  await recordOrderEvent(trx, 'order.paid', order, {}, now)
  const plan = order.lines.find((line) => line.plan_uid)
  if (plan) {
    await recordOrderEvent(trx, 'subscription.started', order, { plan_uid: plan.plan_uid }, now)
  }
  return { order, duplicate: null, overrun: null }
}
