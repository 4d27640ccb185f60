import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type {
  AdminOrderDetail,
  AdminOrderRefundCreate,
} from '../../../../contract/schemas/admin-orders.ts'
import { recordOrderEvent } from '../order-events.ts'
import { ErrorType } from '../../../../contract/schemas/errors.ts'
import type { Config } from '../../../config.ts'
import type { Dialect } from '../../../db/connect.ts'
import type { Database } from '../../../db/schema.ts'
import { newUid } from '../../../db/uid.ts'
import { AppError, conflict, invalidField, notFound } from '../../../errors.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import type { Viewer } from '../../auth/viewer.ts'
import { providerOfOrder } from '../provider.ts'
import { mailReceipt, mailRefund } from '../checkout/receipts.ts'
import { findOrder, refundOrder } from '../repo.ts'
import type { Website } from '../../websites/service.ts'
import { recordChange } from '../../audit-log/service.ts'
import {
  deleteOrderRefund,
  endOrderSubscription,
  findRefundedAmounts,
  insertOrderRefund,
  lockOrder,
} from './repo.ts'
import { getAdminOrder, NO_ORDER } from './service.ts'
import { giftRedeemed } from '../gifts/order-gifts.ts'

/** Where the staff refund an order or send its receipt again. */
export interface OrderScope {
  db: Kysely<Database>
  dialect: Dialect
  config: Config
  mailer: Mailer
  log: FastifyBaseLogger
  website: Website
  staff: Viewer
}

const PROVIDER_REFUSED =
  'The payment provider did not make the refund; nothing was refunded. Try again, or refund it on the provider’s dashboard.'

/**
 * Checks the refund against what is left of the order and writes it down, under a lock of the
 * order, so that two refunds at once never give back more than was paid.
 */
async function reserveRefund(
  scope: OrderScope,
  orderUid: string,
  body: AdminOrderRefundCreate,
  refundUid: string,
  now: Date,
) {
  const { db, dialect, website, staff } = scope
  return db.transaction().execute(async (trx) => {
    if (!(await lockOrder(trx, dialect, website.uid, orderUid))) throw notFound(NO_ORDER)
    const order = await findOrder(trx, website.uid, orderUid)
    if (!order) throw notFound(NO_ORDER)
    if (order.status === 'refunded') throw conflict('This order was already refunded in full.')
    if (order.status !== 'paid') throw conflict('Only a paid order can be refunded.')
    if (order.type === 'gift' && (await giftRedeemed(trx, website.uid, orderUid))) {
      throw conflict('A redeemed gift cannot be refunded: its recipient has it.')
    }
    const given = (await findRefundedAmounts(trx, website.uid, [orderUid])).get(orderUid) ?? 0
    const left = order.total - given
    // An order a gift card paid in full is refunded to the card alone (its amount is 0).
    const cardOnly = order.total === 0 && order.giftCardAmount > 0
    if (left <= 0 && !cardOnly) throw conflict('Nothing is left to refund on this order.')
    if (cardOnly && body.amount !== undefined) {
      throw invalidField(
        'amount',
        'A gift card paid this whole order: refund it whole, to the card.',
      )
    }
    const amount = body.amount ?? left
    if (amount > left) {
      throw invalidField(
        'amount',
        `Ensure this value is no more than ${left}, what is left to refund.`,
      )
    }
    const provider = providerOfOrder(scope.config, db, order)
    if (!provider) {
      throw conflict(
        `This order was paid through ${order.provider}, which this website no longer uses: refund it there.`,
      )
    }
    await insertOrderRefund(trx, {
      uid: refundUid,
      website_uid: website.uid,
      order_uid: orderUid,
      amount,
      reason: body.reason?.trim() ?? '',
      refunded_by: staff.uid,
      created_at: now.toISOString(),
    })
    return { order, provider, given, amount, full: amount === left }
  })
}

/**
 * POST /orders/{uid}/refunds/: gives back part or all of a paid order through the provider that
 * took the payment; a full refund gives its gift card back what the card paid (`refundOrder`). A refund that reaches the total ends what the order gave at once, as the
 * provider's webhook does: its purchases are revoked and the subscription it started ends. The
 * buyer is told by mail; the refund is written to the audit log.
 */
export async function refundAdminOrder(
  scope: OrderScope,
  orderUid: string,
  body: AdminOrderRefundCreate,
  now: Date = new Date(),
): Promise<AdminOrderDetail> {
  const { db, website, staff } = scope
  const refundUid = newUid()
  const reserved = await reserveRefund(scope, orderUid, body, refundUid, now)
  const { order, amount, full, given } = reserved
  try {
    const key = `vitrine-refund-${refundUid}`
    if (order.total > 0) await reserved.provider.refund(order, full ? { key } : { key, amount })
  } catch (error) {
    await deleteOrderRefund(db, website.uid, refundUid)
    // The provider's own answer to the staff (say, a free trial paid nothing yet) stands.
    if (error instanceof AppError) throw error
    scope.log.error({ err: error, orderUid }, 'the payment provider refused a refund')
    throw new AppError(502, ErrorType.ServerError, PROVIDER_REFUSED)
  }
  await db.transaction().execute(async (trx) => {
    if (full) {
      await refundOrder(trx, website.uid, orderUid, now)
      await endOrderSubscription(trx, website.uid, order, now.toISOString())
    }
    await recordOrderEvent(trx, 'order.refunded', order, { refunded_amount: amount, full }, now)
    await recordChange(
      trx,
      { websiteUid: website.uid, staffUserUid: staff.uid },
      {
        action: 'update',
        resource: 'order',
        recordUid: orderUid,
        before: { status: order.status, refunded_amount: given },
        after: {
          status: full ? 'refunded' : order.status,
          refunded_amount: given + amount,
          refund: { uid: refundUid, amount, reason: body.reason?.trim() ?? '' },
        },
      },
    )
  })
  await mailRefund(scope, order, amount, full)
  return getAdminOrder(db, website.uid, orderUid)
}

/** POST /orders/{uid}/receipt/: mails the buyer the receipt of a paid order again. */
export async function resendReceipt(scope: OrderScope, orderUid: string): Promise<void> {
  const order = await findOrder(scope.db, scope.website.uid, orderUid)
  if (!order) throw notFound(NO_ORDER)
  if (order.status !== 'paid') throw conflict('Only a paid order has a receipt to send.')
  await mailReceipt(scope, order)
}
