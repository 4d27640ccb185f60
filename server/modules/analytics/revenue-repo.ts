import { sql, type Kysely } from 'kysely'
import { TOP_ITEMS_LIMIT } from '../../../contract/values/admin-analytics.ts'
import type { Database } from '../../db/schema.ts'
import { splitByMonth, type AnalyticsPeriod } from './period.ts'

/**
 * Revenue is read from the daily sums triggers keep as orders and their refunds are written
 * (migrations 0021, 0026, 0040): an order counts on the day it was paid, and so does what was
 * given back of it — its whole total once refunded in full, else its partial refunds, shared
 * among its lines and tip in proportion to their amounts. A line counts what was charged for it,
 * its share of the order's coupon discount taken off, so every figure adds up to the orders'.
 */
export interface RevenueScope {
  db: Kysely<Database>
  websiteUid: string
  /** Sums are kept per currency: orders in another one are left out. */
  currency: string
  period: AnalyticsPeriod
}

type Sum = number | string | null

function revenueDays({ db, websiteUid, currency, period }: RevenueScope) {
  return db
    .selectFrom('revenue_days')
    .where('website_uid', '=', websiteUid)
    .where('currency', '=', currency)
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
}

/**
 * The period's sums by kind: `orders` (whole totals, with how many orders), and what they came
 * from — rentals, purchases, subscriptions, donations, tips.
 */
export function findRevenueByKind(scope: RevenueScope) {
  return revenueDays(scope)
    .select([
      'kind',
      sql<Sum>`sum(gross)`.as('gross'),
      sql<Sum>`sum(refunds)`.as('refunds'),
      sql<Sum>`sum(count)`.as('count'),
      sql<Sum>`sum(refunded_count)`.as('refunded_count'),
    ])
    .groupBy('kind')
    .execute()
}

/** Each day of the period that had orders: its sums (one row a day). */
export function findRevenueByDay(scope: RevenueScope) {
  return revenueDays(scope)
    .select(['day', 'gross', 'refunds', 'count'])
    .where('kind', '=', 'orders')
    .orderBy('day')
    .execute()
}

/**
 * The items whose price lines brought the most in the period, gross first: whole months from
 * the monthly sums, the days at the period's edges from the daily ones (migration 0026).
 */
export function findTopItemsByRevenue({ db, websiteUid, currency, period }: RevenueScope) {
  const { months, dayRanges } = splitByMonth(period)
  const columns = ['item_uid', 'sales', 'gross', 'refunds'] as const
  let parts = db
    .selectFrom('item_revenue_days')
    .select(columns)
    .where('website_uid', '=', websiteUid)
    .where('currency', '=', currency)
    .where((eb) => eb.or(dayRanges.map((range) => eb.between('day', range.from, range.to))))
  if (months) {
    parts = parts.unionAll(
      db
        .selectFrom('item_revenue_months')
        .select(columns)
        .where('website_uid', '=', websiteUid)
        .where('currency', '=', currency)
        .where('month', '>=', months.first)
        .where('month', '<=', months.last),
    )
  }
  const gross = sql<Sum>`sum(gross)`
  return db
    .selectFrom(parts.as('sums'))
    .select([
      'item_uid',
      sql<Sum>`sum(sales)`.as('sales'),
      gross.as('gross'),
      sql<Sum>`sum(refunds)`.as('refunds'),
    ])
    .groupBy('item_uid')
    .orderBy(gross, 'desc')
    .orderBy('item_uid')
    .limit(TOP_ITEMS_LIMIT)
    .execute()
}
