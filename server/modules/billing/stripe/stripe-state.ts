import type { CheckoutOutcome, ProviderSubscription } from '../payment-provider.ts'
import type {
  StripeCharge,
  StripeCheckoutSession,
  StripeInvoice,
  StripeSubscription,
} from './stripe-client.ts'

/** Stripe objects read back as what Vitrine decides from: states, owners, orders. */

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** The order a Stripe object's metadata names (set on sessions, intents and subscriptions). */
export interface OrderReference {
  websiteUid: string
  orderUid: string
}

function orderReference(metadata: Record<string, string> | null | undefined) {
  const websiteUid = metadata?.website_uid
  const orderUid = metadata?.order_uid
  return websiteUid && orderUid ? { websiteUid, orderUid } : null
}

/**
 * Whether Stripe will end the subscription instead of renewing it: at the period's end
 * (`cancel_at_period_end`), or on a date the billing portal set (`cancel_at`).
 */
export function isEnding(subscription: StripeSubscription): boolean {
  return subscription.cancel_at_period_end || Boolean(subscription.cancel_at)
}

/** When the subscription ended or was set to end; null while it renews. */
function cancellation(subscription: StripeSubscription): number | null {
  if (subscription.ended_at || subscription.status === 'canceled') {
    return subscription.ended_at ?? subscription.canceled_at
  }
  // A cancellation undone (resumed) no longer counts, whatever date Stripe kept of it.
  return isEnding(subscription) ? (subscription.canceled_at ?? subscription.created) : null
}

/**
 * A subscription's status and period, 'paused' while its collection is paused. Since 2025 Stripe keeps periods on the items; access
 * lasts until the latest of them. A canceled subscription ended when Stripe says it did; one
 * set to end with its period stays active until then, with the date it was cancelled.
 */
export function subscriptionState(subscription: StripeSubscription): ProviderSubscription {
  const ends = subscription.items.data.map((item) => item.current_period_end)
  const end = ends.length > 0 ? Math.max(...ends) : (subscription.trial_end ?? subscription.created)
  const canceledAt = cancellation(subscription)
  // Collection paused (invoices voided): Stripe keeps it active, Vitrine closes its items.
  const pause = subscription.status === 'active' ? subscription.pause_collection : null
  return {
    id: subscription.id,
    status: pause ? 'paused' : subscription.status,
    currentPeriodEnd: iso(end),
    canceledAt: canceledAt ? iso(canceledAt) : null,
    pauseResumesAt: pause?.resumes_at ? iso(pause.resumes_at) : null,
  }
}

/** Who a subscription belongs to and which price it bills, as Stripe tells it. */
export function subscriptionParties(subscription: StripeSubscription) {
  return {
    customerId: idOf(subscription.customer),
    priceId: subscription.items.data[0]?.price.id ?? null,
    websiteUid: subscription.metadata.website_uid ?? null,
    userUid: subscription.metadata.user_uid ?? null,
    planUid: subscription.metadata.plan_uid ?? null,
    orderUid: subscription.metadata.order_uid ?? null,
  }
}

/** Paid means complete and either charged or needing no payment (a free trial). */
export function checkoutOutcome(session: StripeCheckoutSession): CheckoutOutcome {
  const subscription =
    session.subscription && typeof session.subscription === 'object'
      ? subscriptionState(session.subscription)
      : null
  if (session.status === 'expired') return { state: 'expired', subscription }
  const paid =
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  return { state: paid ? 'paid' : 'pending', subscription }
}

export function sessionOrder(session: StripeCheckoutSession): OrderReference | null {
  return orderReference(session.metadata)
}

/** The payment intent a checkout session in payment mode charged. */
export function sessionPaymentIntent(session: StripeCheckoutSession): string | null {
  return idOf(session.payment_intent)
}

/** The payment intent that paid an invoice (its payments expanded); null when nothing was due. */
export function invoicePaymentIntent(invoice: StripeInvoice): string | null {
  const paid = invoice.payments?.data.find((payment) => payment.status === 'paid')
  return idOf(paid?.payment.payment_intent)
}

/**
 * The payment intent of the first invoice that charged something, from invoices listed newest
 * first: a free trial's invoice, of zero, paid through none.
 */
export function firstPaymentIntent(invoices: StripeInvoice[]): string | null {
  return invoices.map(invoicePaymentIntent).findLast((intent) => intent !== null) ?? null
}

/** The subscription an invoice bills, if any. */
export function invoiceSubscriptionId(invoice: StripeInvoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription)
}

/**
 * The order a fully refunded charge paid, when its payment names one (a checkout's); null for a
 * partial refund, a renewal's charge or a foreign one.
 */
export function refundedOrder(charge: StripeCharge): OrderReference | null {
  if (!charge.refunded) return null
  const intent = charge.payment_intent
  const metadata = intent && typeof intent === 'object' ? intent.metadata : charge.metadata
  return orderReference(metadata)
}

/** The payment intent of a fully refunded charge; null for a partial refund. */
export function refundedPaymentIntent(charge: StripeCharge): string | null {
  return charge.refunded ? idOf(charge.payment_intent) : null
}

/** The website of the subscription an invoice bills, as Vitrine named it in its metadata. */
export function invoiceWebsiteUid(invoice: StripeInvoice): string | null {
  return invoice.parent?.subscription_details?.metadata?.website_uid ?? null
}
