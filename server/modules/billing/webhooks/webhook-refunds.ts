import { findOrder, findOrderBySession, refundOrder } from '../repo.ts'
import type { StripeCharge } from '../stripe/stripe-client.ts'
import {
  invoiceWebsiteUid,
  refundedOrder,
  refundedPaymentIntent,
  type OrderReference,
} from '../stripe/stripe-state.ts'
import type { WebhookContext, WebhookHandler } from './webhook-context.ts'
import { applyOnce } from './webhook-ledger.ts'

/**
 * The order of a renewal whose charge was refunded in full: the order written for the invoice
 * the charge paid (webhook-renewals.ts), found through Stripe since the payment names no order.
 */
async function refundedRenewal(
  context: WebhookContext,
  charge: StripeCharge,
): Promise<OrderReference | null> {
  const intent = refundedPaymentIntent(charge)
  const invoiceId = intent && (await context.api.findInvoicePaidBy(intent))
  const invoice = invoiceId && (await context.api.findInvoice(invoiceId))
  const websiteUid = invoice && invoiceWebsiteUid(invoice)
  if (!invoice || !websiteUid) return null
  const order = await findOrderBySession(context.db, websiteUid, invoice.id)
  return order ? { websiteUid, orderUid: order.uid } : null
}

/**
 * charge.refunded: once a charge is fully refunded, its order is refunded and the purchases of it
 * stop granting access: a checkout's order, or a renewal's (a refund in Stripe's dashboard). A
 * partial refund (say, the tip) changes nothing. A refund that overtakes the payment's own
 * webhook still wins: the order is refunded while open, and settling it later does nothing.
 */
export const chargeRefunded: WebhookHandler = async (context, event) => {
  const charge = await context.api.findCharge(event.objectId)
  if (!charge) return
  const reference = refundedOrder(charge) ?? (await refundedRenewal(context, charge))
  if (!reference) return
  const { websiteUid, orderUid } = reference
  const order = await findOrder(context.db, websiteUid, orderUid)
  if (!order || order.provider !== 'stripe') return
  await applyOnce(context.db, event, websiteUid, context.now, (trx) =>
    refundOrder(trx, websiteUid, orderUid, context.now),
  )
}
