import type { Kysely } from 'kysely'
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrdersQuery,
} from '../../../../contract/schemas/admin-orders.ts'
import type { Currency } from '../../../../contract/schemas/website.ts'
import type { Database } from '../../../db/schema.ts'
import { notFound } from '../../../errors.ts'
import type { OrderLine } from '../order.ts'
import { findOrderGift } from '../gifts/order-gifts.ts'
import { listPage, type ListAnswer, type WholeListRead } from '../../../http/list-page.ts'
import {
  findOrderPage,
  findOrderRefunds,
  findOrderRow,
  findRefundedAmounts,
  type OrderRow,
} from './repo.ts'

type Db = Kysely<Database>

export const NO_ORDER = 'No order of this website has this uid.'

/**
 * What refunds gave back of an order: the staff's refunds, or the whole total once the order is
 * refunded (a duplicate refunded at checkout, or a refund made on the provider's dashboard).
 */
function refundedAmount(row: OrderRow, refunds: Map<string, number>): number {
  if (row.status === 'refunded') return row.total
  return Math.min(refunds.get(row.uid) ?? 0, row.total)
}

function toAdminOrder(row: OrderRow, refunds: Map<string, number>): AdminOrder {
  return {
    uid: row.uid,
    type: row.type,
    status: row.status,
    total: row.total,
    tip: row.tip,
    coupon_code: row.coupon_code,
    discount: Number(row.discount),
    currency: row.currency as Currency,
    refunded_amount: refundedAmount(row, refunds),
    created_at: row.created_at,
    paid_at: row.paid_at,
    user_uid: row.user_uid,
    customer_email: row.customer_email ?? '',
    provider: row.provider,
    provider_session_id: row.provider_session_id,
  }
}

/** GET /orders/: a page of the website's orders, newest first unless `_sort` says otherwise. */
export async function listAdminOrders(
  db: Db,
  websiteUid: string,
  query: AdminOrdersQuery,
  read: WholeListRead = {},
): Promise<ListAnswer<AdminOrder>> {
  const page = { ...listPage(query, 'DESC'), ...read }
  const found = await findOrderPage(db, websiteUid, query, query._sort ?? 'created_at', page)
  const refunds = await findRefundedAmounts(
    db,
    websiteUid,
    found.rows.map((row) => row.uid),
  )
  return { total: found.total, rows: found.rows.map((row) => toAdminOrder(row, refunds)) }
}

/** GET /orders/{uid}/: the order, its lines as the buyer saw them and its refunds; or 404. */
export async function getAdminOrder(
  db: Db,
  websiteUid: string,
  orderUid: string,
): Promise<AdminOrderDetail> {
  const row = await findOrderRow(db, websiteUid, orderUid)
  if (!row) throw notFound(NO_ORDER)
  const refunds = await findOrderRefunds(db, websiteUid, orderUid)
  const given = new Map([[row.uid, refunds.reduce((sum, refund) => sum + refund.amount, 0)]])
  const lines = JSON.parse(row.lines) as OrderLine[]
  return {
    ...toAdminOrder(row, given),
    customer_name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    message: row.message,
    lines: lines.map((line) => ({
      label: line.label,
      amount: line.amount,
      item_uid: line.item_uid ?? null,
      plan_uid: line.plan_uid ?? null,
      period: line.period ?? null,
    })),
    refunds,
    gift: (await findOrderGift(db, websiteUid, orderUid)) ?? null,
  }
}
