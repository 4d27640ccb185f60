import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** The user's paid or refunded orders with what was given back of each, newest first. */
export async function findReceiptOrders(
  db: Db,
  websiteUid: string,
  userUid: string,
  orderUid?: string,
) {
  let query = db
    .selectFrom('orders')
    .select(['orders.uid', 'orders.type', 'orders.status', 'orders.currency', 'orders.lines'])
    .select([
      'orders.discount',
      'orders.tip',
      'orders.total',
      'orders.created_at',
      'orders.paid_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('order_refunds')
        .select((refunds) =>
          refunds.fn.coalesce(refunds.fn.sum<number | string>('amount'), refunds.lit(0)).as('sum'),
        )
        .whereRef('order_refunds.order_uid', '=', 'orders.uid')
        .whereRef('order_refunds.website_uid', '=', 'orders.website_uid')
        .as('refunded'),
    )
    .where('orders.website_uid', '=', websiteUid)
    .where('orders.user_uid', '=', userUid)
    .where('orders.status', 'in', ['paid', 'refunded'])
  if (orderUid !== undefined) query = query.where('orders.uid', '=', orderUid)
  return query.orderBy('orders.created_at', 'desc').orderBy('orders.uid').execute()
}
