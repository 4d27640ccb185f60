import type { Order } from '../order.ts'
import type { StaffRefund } from '../payment-provider.ts'
import type { StripeApi, StripeCheckoutSession } from './stripe-client.ts'
import { invoicePaymentIntent, sessionPaymentIntent } from './stripe-state.ts'

/**
 * Gives back on Stripe what an order's checkout took (the session's own payment, or the
 * subscription's first invoice): for a duplicate order or a staff's full refund, all that is left,
 * and the subscription it started ends now; for a staff's partial refund, that amount only.
 * Every step may run again: an ended subscription is left alone, and the refund's idempotency
 * key names the order (a duplicate) or the staff's refund.
 */

/** Statuses of a subscription that already ended. */
const ENDED = new Set(['canceled', 'incomplete_expired'])

async function paymentIntentOf(api: StripeApi, session: StripeCheckoutSession) {
  if (session.mode !== 'subscription') return sessionPaymentIntent(session)
  const invoiceId = typeof session.invoice === 'string' ? session.invoice : session.invoice?.id
  const invoice = invoiceId ? await api.findInvoice(invoiceId) : null
  // A free trial's first invoice asked for nothing: there is nothing to refund.
  return invoice && invoicePaymentIntent(invoice)
}

export async function refundCheckout(
  api: StripeApi,
  order: Order,
  staffRefund?: StaffRefund,
): Promise<void> {
  const session = order.providerSessionId
    ? await api.findCheckoutSession(order.providerSessionId)
    : null
  if (!session) throw new Error(`Stripe has no checkout session for order ${order.uid}`)
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
  const paymentIntent = await paymentIntentOf(api, session)
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
