import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import {
  insertDonation,
  insertPurchase,
  insertSubscription,
  saveProviderSubscription,
} from './grants-repo.ts'
import type { Order, OrderLine } from './order.ts'
import type { ProviderSubscription } from './provider.ts'
import { findOrder, markOrderPaid } from './repo.ts'

/** What the provider confirmed along with the payment. */
export interface Payment {
  /** The subscription a subscription order started at the provider; null for the sandbox. */
  subscription: ProviderSubscription | null
}

export const SANDBOX_PAYMENT: Payment = { subscription: null }

type Grantee = { websiteUid: string; userUid: string; orderUid: string }

const HOUR_MS = 60 * 60 * 1000

/** The end of access bought for `period` hours from `paidAt`; null when the period is unlimited. */
export function accessEnd(paidAt: Date, period: number): string | null {
  return period > 0 ? new Date(paidAt.getTime() + period * HOUR_MS).toISOString() : null
}

/** One month or one year after `from`, kept on the last day when the month is shorter. */
export function periodEnd(from: Date, interval: 'month' | 'year'): string {
  const months = interval === 'year' ? 12 : 1
  const end = new Date(from)
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(from.getUTCDate(), lastDay))
  return end.toISOString()
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
  for (const line of order.lines) await grantLine(db, base, line, now, payment)
}

async function grantLine(
  db: Kysely<Database>,
  base: Grantee,
  line: OrderLine,
  now: Date,
  payment: Payment,
): Promise<void> {
  const createdAt = now.toISOString()
  if (line.price_uid && line.item_uid) {
    await insertPurchase(db, {
      ...base,
      itemUid: line.item_uid,
      priceUid: line.price_uid,
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
    await insertSubscription(db, {
      ...base,
      planUid: line.plan_uid,
      createdAt,
      currentPeriodEnd: periodEnd(now, line.interval ?? 'month'),
    })
  }
}

/**
 * Settles a paid order exactly once, inside the caller's transaction: marks it paid and grants
 * what it bought. Answers the order when this call settled it, null when it was not open
 * (already fulfilled, canceled, refunded or unknown), doing nothing. Every provider's
 * confirmation comes through here (see settlement.ts).
 */
export async function settleOrder(
  trx: Kysely<Database>,
  websiteUid: string,
  orderUid: string,
  now: Date,
  payment: Payment,
): Promise<Order | null> {
  // The conditional update is the lock: a concurrent second call waits, then changes no row.
  if (!(await markOrderPaid(trx, websiteUid, orderUid, now))) return null
  const order = await findOrder(trx, websiteUid, orderUid)
  if (!order) return null
  await grant(trx, order, now, payment)
  return order
}
