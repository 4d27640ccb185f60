import type { StripeEventNotice } from '../stripe/stripe-client.ts'
import { isEventApplied } from '../stripe/stripe-repo.ts'
import { checkoutSessionChanged } from './webhook-checkout.ts'
import type { WebhookContext, WebhookHandler } from './webhook-context.ts'
import { chargeRefunded } from './webhook-refunds.ts'
import { invoicePaid, invoicePaymentFailed, subscriptionChanged } from './webhook-subscriptions.ts'

/** The events Vitrine listens to (configure the same list on Stripe's webhook endpoint). */
export const HANDLERS: Record<string, WebhookHandler> = {
  'checkout.session.completed': checkoutSessionChanged,
  'checkout.session.async_payment_succeeded': checkoutSessionChanged,
  'checkout.session.expired': checkoutSessionChanged,
  'customer.subscription.created': subscriptionChanged,
  'customer.subscription.updated': subscriptionChanged,
  'customer.subscription.deleted': subscriptionChanged,
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoicePaymentFailed,
  'charge.refunded': chargeRefunded,
}

/** Applies a verified event; other event types, and events already applied, change nothing. */
export async function handleStripeEvent(
  context: WebhookContext,
  event: StripeEventNotice,
): Promise<void> {
  const handler = HANDLERS[event.type]
  if (!handler) return
  // A cheap early answer for redeliveries; the ledger's transaction is what guarantees once.
  if (await isEventApplied(context.db, event.id)) return
  await handler(context, event)
}
