import { conflict } from '../../../errors.ts'
import type { Order } from '../order.ts'
import type { StaffRefund } from '../payment-provider.ts'
import type { StripeApi, StripeCheckoutSession } from './stripe-client.ts'
import {
  firstPaymentIntent,
  invoicePaymentIntent,
  invoiceSubscriptionId,
  sessionPaymentIntent,
} from './stripe-state.ts'

/**
 * Gives back on Stripe what an order's checkout took: the session's own payment, or the first
 * invoice of the subscription that charged something (after a free trial, the one that ended it).
 * For a duplicate order or a staff's full refund, all that is left, and the subscription it
 * started ends now; for a staff's partial refund, that amount only. A staff refund of a
 * subscription that has charged nothing yet is refused, and changes nothing: no money can go back.
 * Every step may run again: an ended subscription is left alone, and the refund's idempotency
 * key names the order (a duplicate) or the staff's refund.
 */

/** How Stripe's invoice ids start: a renewal's order names its invoice, not a checkout. */
const INVOICE_PREFIX = 'in_'

/** Statuses of a subscription that already ended. */
const ENDED = new Set(['canceled', 'incomplete_expired'])

const NOTHING_PAID =
  'Nothing was paid for this order yet: cancel the subscription on the Stripe dashboard instead.'

async function paymentIntentOf(api: StripeApi, session: StripeCheckoutSession) {
  if (session.mode !== 'subscription') return sessionPaymentIntent(session)
  const subscription = session.subscription
  const id = typeof subscription === 'string' ? subscription : subscription?.id
  return id ? firstPaymentIntent(await api.listPaidInvoices(id)) : null
}

/**
 * A renewal's order (webhook-renewals.ts) names its invoice: what it paid goes back, and a full
 * refund ends the subscription now, as the checkout's order's does.
 */
async function refundRenewal(
  api: StripeApi,
  order: Order,
  invoiceId: string,
  staffRefund: StaffRefund,
): Promise<void> {
  const invoice = await api.findInvoice(invoiceId)
  const paymentIntent = invoice && invoicePaymentIntent(invoice)
  if (!paymentIntent) throw conflict(NOTHING_PAID)
  const subscriptionId = invoiceSubscriptionId(invoice)
  if (staffRefund.amount === undefined && subscriptionId) {
    const subscription = await api.findSubscription(subscriptionId)
    if (subscription && !ENDED.has(subscription.status)) {
      await api.cancelSubscription(subscription.id)
    }
  }
  await api.refundPayment(
    paymentIntent,
    { website_uid: order.websiteUid, order_uid: order.uid },
    staffRefund.key,
    { amount: staffRefund.amount, reason: 'requested_by_customer' },
  )
}

export async function refundCheckout(
  api: StripeApi,
  order: Order,
  staffRefund?: StaffRefund,
): Promise<void> {
  const invoiceId = order.providerSessionId?.startsWith(INVOICE_PREFIX)
    ? order.providerSessionId
    : null
  if (invoiceId && staffRefund) return refundRenewal(api, order, invoiceId, staffRefund)
  const session = order.providerSessionId
    ? await api.findCheckoutSession(order.providerSessionId)
    : null
  if (!session) throw new Error(`Stripe has no checkout session for order ${order.uid}`)
  const paymentIntent = await paymentIntentOf(api, session)
  // A duplicate in its free trial still ends; the staff would refund nothing and are told so.
  if (!paymentIntent && staffRefund) throw conflict(NOTHING_PAID)
  const subscription = session.subscription
  const partial = staffRefund?.amount !== undefined
  if (
    !partial &&
    subscription &&
    typeof subscription === 'object' &&
    !ENDED.has(subscription.status)
  ) {
    await api.cancelSubscription(subscription.id)
  }
  if (!paymentIntent) return
  const metadata = { website_uid: order.websiteUid, order_uid: order.uid }
  if (!staffRefund) {
    await api.refundPayment(paymentIntent, metadata, `vitrine-refund-${order.uid}`, {
      reason: 'duplicate',
    })
    return
  }
  await api.refundPayment(paymentIntent, metadata, staffRefund.key, {
    amount: staffRefund.amount,
    reason: 'requested_by_customer',
  })
}
