import type { AnalyticsTable } from '../../../contract/values/admin-analytics.ts'
import type { AdminAnalytics } from '../../../contract/schemas/admin-analytics.ts'
import { csvAmount, csvFile, type CsvCell as Cell } from '../../lib/csv.ts'

function figures(analytics: AdminAnalytics): string {
  const currency = analytics.currency.toUpperCase()
  const { revenue, subscribers, customers } = analytics
  const rows: Cell[][] = [
    ['gross', csvAmount(revenue.gross), currency],
    ['refunds', csvAmount(revenue.refunds), currency],
    ['net', csvAmount(revenue.net), currency],
    ['paid_orders', revenue.paid_orders, ''],
    ['refunded_orders', revenue.refunded_orders, ''],
    ['active_subscribers', subscribers.active, ''],
    ['new_subscribers', subscribers.new, ''],
    ['churned_subscribers', subscribers.churned, ''],
    ['trialing_subscribers_now', subscribers.trialing, ''],
    ['new_customers', customers.new, ''],
    ['converted_customers', customers.converted, ''],
    ['conversion', customers.conversion === null ? null : customers.conversion.toFixed(4), ''],
    ['plays', analytics.plays.total, ''],
  ]
  return csvFile(['figure', 'value', 'currency'], rows)
}

/** One table of the dashboard as CSV, amounts in the currency's units. */
export function analyticsCsv(table: AnalyticsTable, analytics: AdminAnalytics): string {
  const currency = analytics.currency.toUpperCase()
  const money = (row: { gross: number; refunds: number; net: number }) => [
    csvAmount(row.gross),
    csvAmount(row.refunds),
    csvAmount(row.net),
  ]
  switch (table) {
    case 'figures':
      return figures(analytics)
    case 'revenue-by-kind':
      return csvFile(
        ['kind', 'gross', 'refunds', 'net', 'currency'],
        analytics.revenue_by_kind.map((row) => [row.kind, ...money(row), currency]),
      )
    case 'revenue-by-day':
      return csvFile(
        ['day', 'gross', 'refunds', 'net', 'paid_orders', 'currency'],
        analytics.revenue_by_day.map((row) => [row.day, ...money(row), row.paid_orders, currency]),
      )
    case 'top-items-by-revenue':
      return csvFile(
        ['rank', 'item_uid', 'name', 'sales', 'gross', 'refunds', 'net', 'currency'],
        analytics.top_items_by_revenue.map((row, index) => [
          index + 1,
          row.item_uid,
          row.name,
          row.sales,
          ...money(row),
          currency,
        ]),
      )
    case 'top-items-by-plays':
      return csvFile(
        ['rank', 'item_uid', 'name', 'plays'],
        analytics.top_items_by_plays.map((row, index) => [
          index + 1,
          row.item_uid,
          row.name,
          row.plays,
        ]),
      )
    case 'live-events':
      return csvFile(
        [
          'live_event_uid',
          'item_uid',
          'name',
          'on_air_at',
          'viewers',
          'peak_viewers',
          'watched_seconds',
        ],
        analytics.live_events.map((row) => [
          row.live_event_uid,
          row.item_uid,
          row.name,
          row.on_air_at,
          row.viewers,
          row.peak_viewers,
          row.watched_seconds,
        ]),
      )
  }
}
