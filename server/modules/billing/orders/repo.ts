import { sql, type Kysely } from 'kysely'
import type { AdminOrdersQuery } from '../../../../contract/schemas/admin-orders.ts'
import { containing } from '../../../db/like-pattern.ts'
import type { Dialect } from '../../../db/connect.ts'
import type { Database } from '../../../db/schema.ts'
import { readListPage, type ListPage } from '../../../http/list-page.ts'
import type { Order } from '../order.ts'

type Db = Kysely<Database>

export type OrderFilter = Pick<AdminOrdersQuery, 'status' | 'type' | 'user_uid' | 'q'>

const ORDER_COLUMNS = [
  'orders.uid',
  'orders.type',
  'orders.status',
  'orders.total',
  'orders.tip',
  'orders.discount',
  'coupons.code as coupon_code',
  'orders.currency',
  'orders.created_at',
  'orders.paid_at',
  'orders.user_uid',
  'orders.provider',
  'orders.provider_session_id',
  'users.email as customer_email',
  'users.first_name',
  'users.last_name',
] as const

/**
 * The website's orders with their buyer (who may be gone) and coupon (archived or not), narrowed
 * by the list's filters: every word of `q` must be in the buyer's e-mail address or name.
 */
function ordersWhere(db: Db, websiteUid: string, filter: OrderFilter) {
  let query = db
    .selectFrom('orders')
    .leftJoin('users', (join) =>
      join.onRef('users.uid', '=', 'orders.user_uid').on('users.website_uid', '=', websiteUid),
    )
    .leftJoin('coupons', (join) =>
      join
        .onRef('coupons.uid', '=', 'orders.coupon_uid')
        .on('coupons.website_uid', '=', websiteUid),
    )
    .where('orders.website_uid', '=', websiteUid)
  if (filter.status) query = query.where('orders.status', '=', filter.status)
  if (filter.type) query = query.where('orders.type', '=', filter.type)
  if (filter.user_uid) query = query.where('orders.user_uid', '=', filter.user_uid)
  for (const word of (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    query = query.where(
      sql<boolean>`lower(users.email || ' ' || users.first_name || ' ' || users.last_name) like ${containing(word)} escape '\\'`,
    )
  }
  return query
}

/** What the staff's refunds gave back of each order, in one grouped query. */
export async function findRefundedAmounts(db: Db, websiteUid: string, orderUids: string[]) {
  if (orderUids.length === 0) return new Map<string, number>()
  const rows = await db
    .selectFrom('order_refunds')
    .select(['order_uid', (eb) => eb.fn.sum<number | string>('amount').as('amount')])
    .where('website_uid', '=', websiteUid)
    .where('order_uid', 'in', orderUids)
    .groupBy('order_uid')
    .execute()
  return new Map(rows.map((row) => [row.order_uid, Number(row.amount)]))
}

export type OrderRow = Awaited<ReturnType<typeof findOrderPage>>['rows'][number]

/** A page of the website's orders and how many match in all. */
export async function findOrderPage(
  db: Db,
  websiteUid: string,
  filter: OrderFilter,
  sort: NonNullable<AdminOrdersQuery['_sort']>,
  page: ListPage,
) {
  const orders = ordersWhere(db, websiteUid, filter)
  const rows = orders
    .select(ORDER_COLUMNS)
    .orderBy(`orders.${sort}`, page.direction)
    .orderBy('orders.uid')
  return readListPage(orders, rows, page, { sort: `orders.${sort}`, uid: 'orders.uid' })
}

/** One order of the website with its buyer, its lines and message; undefined when unknown. */
export function findOrderRow(db: Db, websiteUid: string, orderUid: string) {
  return ordersWhere(db, websiteUid, {})
    .select([...ORDER_COLUMNS, 'orders.lines', 'orders.message'])
    .where('orders.uid', '=', orderUid)
    .executeTakeFirst()
}

/** An order's refunds, oldest first, with who made each. */
export function findOrderRefunds(db: Db, websiteUid: string, orderUid: string) {
  return db
    .selectFrom('order_refunds')
    .leftJoin('users', 'users.uid', 'order_refunds.refunded_by')
    .select([
      'order_refunds.uid',
      'order_refunds.amount',
      'order_refunds.reason',
      'order_refunds.created_at',
      'users.email as refunded_by_email',
    ])
    .where('order_refunds.website_uid', '=', websiteUid)
    .where('order_refunds.order_uid', '=', orderUid)
    .orderBy('order_refunds.created_at')
    .orderBy('order_refunds.uid')
    .execute()
}

export function insertOrderRefund(
  db: Db,
  refund: {
    uid: string
    website_uid: string
    order_uid: string
    amount: number
    reason: string
    refunded_by: string
    created_at: string
  },
) {
  return db.insertInto('order_refunds').values(refund).execute()
}

/**
 * Ends now the subscription a refunded order started, or renewed (a renewal's line names it):
 * its plan closes at once, as the refund's access does. Stripe ends its own through the refund;
 * this keeps the site's record in step.
 */
export function endOrderSubscription(
  db: Db,
  websiteUid: string,
  order: Pick<Order, 'uid' | 'lines'>,
  now: string,
) {
  const renewed = order.lines.flatMap((line) =>
    line.subscription_id ? [line.subscription_id] : [],
  )
  return db
    .updateTable('subscriptions')
    .set({ status: 'canceled', canceled_at: now, current_period_end: now })
    .where('website_uid', '=', websiteUid)
    .where((eb) =>
      renewed.length === 0
        ? eb('order_uid', '=', order.uid)
        : eb.or([eb('order_uid', '=', order.uid), eb('provider_subscription_id', 'in', renewed)]),
    )
    .where('status', '!=', 'canceled')
    .execute()
}

/** Holds the order's row until the transaction ends (PostgreSQL; SQLite writes one at a time). */
export async function lockOrder(trx: Db, dialect: Dialect, websiteUid: string, orderUid: string) {
  const query = trx
    .selectFrom('orders')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', orderUid)
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
}

/** Takes back a refund the provider refused, so what is left to refund stays true. */
export function deleteOrderRefund(db: Db, websiteUid: string, refundUid: string) {
  return db
    .deleteFrom('order_refunds')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', refundUid)
    .execute()
}
