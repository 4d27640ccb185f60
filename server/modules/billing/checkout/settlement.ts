import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { settleOrder, type Payment, type SettlementContext } from './fulfilment.ts'
import { deliverPaidGift } from '../gifts/delivery.ts'
import { mailCouponRefund, mailDuplicateRefund, mailReceipt } from './receipts.ts'

export type { SettlementContext } from './fulfilment.ts'

/** Work that must commit with the settlement or not at all, e.g. recording a webhook event. */
export type Alongside = (trx: Kysely<Database>) => Promise<boolean>

/**
 * The one path a confirmed payment takes, whoever confirms it (sandbox Pay button, the success
 * page's confirm call, a Stripe webhook): settles the order exactly once in one transaction —
 * granting it, or refunding a duplicate of what the buyer already has or an order past its
 * coupon's limit — then mails the receipt or the refund notice. `alongside` runs first in that transaction; when it answers false
 * nothing is settled. Answers whether this call settled the order.
 */
export async function settlePaidOrder(
  context: SettlementContext,
  websiteUid: string,
  orderUid: string,
  payment: Payment,
  now: Date = new Date(),
  alongside?: Alongside,
): Promise<boolean> {
  const settled = await context.db.transaction().execute(async (trx) => {
    if (alongside && !(await alongside(trx))) return null
    return settleOrder(trx, context, websiteUid, orderUid, now, payment)
  })
  if (!settled) return false
  // After the commit: a mail must never announce what a rollback undid.
  if (settled.duplicate) {
    context.log.info(
      { websiteUid, orderUid, reason: settled.duplicate.message },
      'duplicate order refunded',
    )
    await mailDuplicateRefund(context, settled.order)
  } else if (settled.overrun) {
    context.log.info(
      { websiteUid, orderUid, coupon: settled.overrun.code, reason: settled.overrun.reason },
      'order past its coupon limit refunded',
    )
    await mailCouponRefund(context, settled.order, settled.overrun)
  } else {
    await mailReceipt(context, settled.order)
    if (settled.order.type === 'gift') {
      const deps = { db: context.db, mailer: () => context.mailer, log: context.log }
      await deliverPaidGift(deps, websiteUid, orderUid, now)
    }
  }
  return true
}
