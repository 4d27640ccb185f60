import { findOrder, cancelOpenOrder } from '../repo.ts'
import { settlePaidOrder } from '../checkout/settlement.ts'
import { recordEvent } from '../stripe/stripe-repo.ts'
import { checkoutOutcome, sessionOrder } from '../stripe/stripe-state.ts'
import type { WebhookHandler } from './webhook-context.ts'
import { applyOnce } from './webhook-ledger.ts'

/**
 * checkout.session.completed, .async_payment_succeeded and .expired: settles the order the
 * session pays once Stripe says it is paid (a delayed payment method completes unpaid, then
 * succeeds later), or cancels it when the session expired.
 */
export const checkoutSessionChanged: WebhookHandler = async (context, event) => {
  const session = await context.api.findCheckoutSession(event.objectId)
  const reference = session && sessionOrder(session)
  if (!session || !reference) return
  const { websiteUid, orderUid } = reference
  const order = await findOrder(context.db, websiteUid, orderUid)
  // Only a Stripe order this very session pays: metadata alone never picks an order.
  if (!order || order.provider !== 'stripe' || order.providerSessionId !== session.id) return
  const outcome = checkoutOutcome(session)
  if (outcome.state === 'paid') {
    const payment = { subscription: outcome.subscription }
    await settlePaidOrder(context, websiteUid, orderUid, payment, context.now, (trx) =>
      recordEvent(trx, event, websiteUid, context.now),
    )
  } else if (outcome.state === 'expired') {
    await applyOnce(context.db, event, websiteUid, context.now, (trx) =>
      cancelOpenOrder(trx, websiteUid, orderUid),
    )
  }
}
