import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { settleOrder, type Payment } from './fulfilment.ts'
import { mailReceipt, type MailContext } from './receipts.ts'

/** Work that must commit with the settlement or not at all, e.g. recording a webhook event. */
export type Alongside = (trx: Kysely<Database>) => Promise<boolean>

/**
 * The one path a confirmed payment takes, whoever confirms it (sandbox Pay button, the success
 * page's confirm call, a Stripe webhook): settles the order exactly once in one transaction,
 * then mails the receipt. `alongside` runs first in that transaction; when it answers false
 * nothing is settled. Answers whether this call settled the order.
 */
export async function settlePaidOrder(
  context: MailContext,
  websiteUid: string,
  orderUid: string,
  payment: Payment,
  now: Date = new Date(),
  alongside?: Alongside,
): Promise<boolean> {
  const settled = await context.db.transaction().execute(async (trx) => {
    if (alongside && !(await alongside(trx))) return null
    return settleOrder(trx, websiteUid, orderUid, now, payment)
  })
  // After the commit: a receipt must never announce what a rollback undid.
  if (settled) await mailReceipt(context, settled)
  return settled !== null
}
