import { findOrder, refundOrder } from '../repo.ts'
import { refundedOrder } from '../stripe/stripe-state.ts'
import type { WebhookHandler } from './webhook-context.ts'
import { applyOnce } from './webhook-ledger.ts'

/**
 * charge.refunded: once a charge is fully refunded, the purchases of its order stop granting
 * access. A partial refund (say, the tip) changes nothing. A refund that overtakes the payment's
 * own webhook still wins: the order is refunded while open, and settling it later does nothing.
 */
export const chargeRefunded: WebhookHandler = async (context, event) => {
  const charge = await context.api.findCharge(event.objectId)
  const reference = charge && refundedOrder(charge)
  if (!reference) return
  const { websiteUid, orderUid } = reference
  const order = await findOrder(context.db, websiteUid, orderUid)
  if (!order || order.provider !== 'stripe') return
  await applyOnce(context.db, event, websiteUid, context.now, (trx) =>
    refundOrder(trx, websiteUid, orderUid, context.now),
  )
}
