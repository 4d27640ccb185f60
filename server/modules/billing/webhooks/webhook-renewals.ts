import type { Kysely } from 'kysely'
import type { Currency } from '../../../../contract/schemas/website.ts'
import type { Database } from '../../../db/schema.ts'
import { newUid } from '../../../db/uid.ts'
import { renewalLabel } from '../order-line-texts.ts'
import {
  findPlan,
  insertOrder,
  latestOrderLanguage,
  markOrderPaid,
  setOrderSession,
} from '../repo.ts'
import type { StripeInvoice } from '../stripe/stripe-client.ts'
import { spendWinbackMonth } from '../winback/winback-repo.ts'

/**
 * A renewal's charge is an order of its own: the subscription's checkout order holds what the
 * buyer paid that day only, so each later invoice that charged money (a new period, or the end
 * of a free trial) is written down as a paid subscription order, whose provider reference is the
 * invoice. Revenue, the customer's orders and staff refunds then see every payment.
 */

/** Who a subscription's invoices are for: its website, user and plan. */
export interface InvoiceOwner {
  websiteUid: string
  userUid: string
  planUid: string
}

const SECONDS_MS = 1000

/** When Stripe took the invoice's money, or `now` when it does not say. */
function paidAt(invoice: StripeInvoice, now: Date): Date {
  const seconds = invoice.status_transitions?.paid_at
  return typeof seconds === 'number' ? new Date(seconds * SECONDS_MS) : now
}

/**
 * Writes the order of a renewal's paid invoice, once: nothing for the checkout's own invoice,
 * an invoice of zero, or one already written. A renewal spends a month of a win-back offer.
 */
export async function recordRenewal(
  trx: Kysely<Database>,
  owner: InvoiceOwner,
  invoice: StripeInvoice,
  subscriptionId: string,
  now: Date,
): Promise<void> {
  if (invoice.billing_reason !== 'subscription_cycle') return
  // An accepted win-back offer is a coupon Stripe repeats for its months: each renewal spends
  // one (the webhook's ledger applies an event once), so the MRR knows when full price is back.
  await spendWinbackMonth(trx, owner.websiteUid, { providerId: subscriptionId })
  const amount = invoice.amount_paid
  if (!(amount > 0)) return
  const known = await trx
    .selectFrom('orders')
    .select('uid')
    .where('website_uid', '=', owner.websiteUid)
    .where('provider_session_id', '=', invoice.id)
    .executeTakeFirst()
  if (known) return
  const plan = await findPlan(trx, owner.websiteUid, owner.planUid)
  if (!plan) return
  const interval = plan.interval === 'year' ? 'year' : 'month'
  const language = await latestOrderLanguage(trx, owner.websiteUid, owner.userUid)
  const label = renewalLabel(plan.name, interval, language)
  const at = paidAt(invoice, now)
  const uid = newUid()
  await insertOrder(trx, {
    uid,
    websiteUid: owner.websiteUid,
    userUid: owner.userUid,
    type: 'subscription',
    lines: [{ label, amount, plan_uid: plan.uid, interval, subscription_id: subscriptionId }],
    tip: 0,
    discount: 0,
    couponUid: null,
    total: amount,
    message: null,
    currency: invoice.currency as Currency,
    provider: 'stripe',
    createdAt: at.toISOString(),
    language,
  })
  await setOrderSession(trx, owner.websiteUid, uid, invoice.id)
  await markOrderPaid(trx, owner.websiteUid, uid, at)
}
