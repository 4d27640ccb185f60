import type { Kysely } from 'kysely'
import type { DataExportKind } from '../../../contract/values/admin-data-exports.ts'
import { MAX_ADMIN_PAGE } from '../../../contract/values/admin-lists.ts'
import type { Database } from '../../db/schema.ts'
import type { ListCursor } from '../../http/list-page.ts'
import { csvAmount, type CsvCell } from '../../lib/csv.ts'
import { listAdminCustomers } from '../customers/service.ts'
import { listAdminOrders } from '../billing/orders/service.ts'

/**
 * A page of an export: its CSV rows, how many rows there are in all (counted on the first page
 * only, 0 after), and where the next page starts (undefined after the last).
 */
export interface ExportPage {
  rows: CsvCell[][]
  total: number
  next: ListCursor | undefined
}

/** An export's columns, and how a page of its rows is read: the staff list's own rows. */
interface ExportShape {
  header: string[]
  page(db: Kysely<Database>, websiteUid: string, after?: ListCursor): Promise<ExportPage>
}

/**
 * Oldest first, read after the last row read: a row added while the export runs lands after the
 * pages already read, and one removed moves no other.
 */
const PAGE = { _start: 0, _end: MAX_ADMIN_PAGE, _sort: 'created_at', _order: 'ASC' } as const
const readAfter = (after: ListCursor | undefined) => ({ after, counted: after === undefined })

/** Where the page after `rows` starts; undefined when they were the last. */
function nextCursor(rows: { created_at: string; uid: string }[]): ListCursor | undefined {
  const last = rows.at(-1)
  return rows.length === MAX_ADMIN_PAGE && last
    ? { value: last.created_at, uid: last.uid }
    : undefined
}

/**
 * What each export holds: the columns of the back office's customers and orders lists, amounts
 * in the currency's units. An order's `total` is what was charged: its lines, less its coupon's
 * `discount`, plus its `tip`.
 */
export const EXPORT_SHAPES: Record<DataExportKind, ExportShape> = {
  customers: {
    header: [
      'uid',
      'email',
      'first_name',
      'last_name',
      'created_at',
      'blocked_at',
      'active_subscriptions',
      'trialing_subscriptions',
      'purchases_count',
      'paid_total',
      'last_order_at',
    ],
    async page(db, websiteUid, after) {
      const read = readAfter(after)
      const { rows, total } = await listAdminCustomers(db, websiteUid, PAGE, new Date(), read)
      return {
        total,
        next: nextCursor(rows),
        rows: rows.map((row) => [
          row.uid,
          row.email,
          row.first_name,
          row.last_name,
          row.created_at,
          row.blocked_at,
          row.active_subscriptions,
          row.trialing_subscriptions,
          row.purchases_count,
          csvAmount(row.paid_total),
          row.last_order_at,
        ]),
      }
    },
  },
  orders: {
    header: [
      'uid',
      'type',
      'status',
      'total',
      'tip',
      'coupon',
      'discount',
      'refunded_amount',
      'currency',
      'created_at',
      'paid_at',
      'customer_email',
      'user_uid',
      'provider',
      'provider_session_id',
    ],
    async page(db, websiteUid, after) {
      const { rows, total } = await listAdminOrders(db, websiteUid, PAGE, readAfter(after))
      return {
        total,
        next: nextCursor(rows),
        rows: rows.map((row) => [
          row.uid,
          row.type,
          row.status,
          csvAmount(row.total),
          csvAmount(row.tip),
          row.coupon_code,
          csvAmount(row.discount),
          csvAmount(row.refunded_amount),
          row.currency.toUpperCase(),
          row.created_at,
          row.paid_at,
          row.customer_email,
          row.user_uid,
          row.provider,
          row.provider_session_id,
        ]),
      }
    },
  },
}
