import type { Kysely } from 'kysely'
import type { DataExportKind } from '../../../../contract/values/admin-data-exports.ts'
import { MAX_ADMIN_PAGE } from '../../../../contract/values/admin-lists.ts'
import type { Database } from '../../../db/schema.ts'
import { csvAmount, type CsvCell } from '../../../lib/csv.ts'
import { listAdminCustomers } from '../customers/service.ts'
import { listAdminOrders } from '../orders/service.ts'

/** A page of an export: its CSV rows, and how many rows there are in all. */
interface ExportPage {
  rows: CsvCell[][]
  total: number
}

/** An export's columns, and how a page of its rows is read: the staff list's own rows. */
interface ExportShape {
  header: string[]
  page(db: Kysely<Database>, websiteUid: string, start: number): Promise<ExportPage>
}

/** Oldest first: a row added while the export runs lands after the pages already read. */
const pageOf = (start: number) =>
  ({ _start: start, _end: start + MAX_ADMIN_PAGE, _sort: 'created_at', _order: 'ASC' }) as const

/**
 * What each export holds: the columns of the back office's customers and orders lists, amounts
 * in the currency's units.
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
    async page(db, websiteUid, start) {
      const { rows, total } = await listAdminCustomers(db, websiteUid, pageOf(start))
      return {
        total,
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
      'refunded_amount',
      'currency',
      'created_at',
      'paid_at',
      'customer_email',
      'user_uid',
      'provider',
      'provider_session_id',
    ],
    async page(db, websiteUid, start) {
      const { rows, total } = await listAdminOrders(db, websiteUid, pageOf(start))
      return {
        total,
        rows: rows.map((row) => [
          row.uid,
          row.type,
          row.status,
          csvAmount(row.total),
          csvAmount(row.tip),
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
