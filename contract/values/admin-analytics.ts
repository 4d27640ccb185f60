/**
 * The analytics dashboard as plain values (no TypeBox here), so the back office can import them:
 * what a period may span, the kinds of revenue, and the tables every figure is exported as CSV.
 */

/** Days of the period when none is chosen: the last 30, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30

/** The longest period the dashboard reads at once, in days (two years). */
export const ANALYTICS_MAX_DAYS = 731

/** Days start and end at midnight in this time zone: the website has none of its own yet. */
export const ANALYTICS_TIME_ZONE = 'UTC'

/** How many items the top-items tables list. */
export const TOP_ITEMS_LIMIT = 10

/** How many live events, the latest on air first, the live events table lists. */
export const LIVE_EVENTS_LIMIT = 50

/**
 * What revenue comes from: `rentals` (a price with a period), `purchases` (a price without end),
 * `subscriptions` (a plan's first payment), `donations`, and `tips` added to a purchase.
 */
export const REVENUE_KINDS = ['rentals', 'purchases', 'subscriptions', 'donations', 'tips'] as const
export type RevenueKind = (typeof REVENUE_KINDS)[number]

/**
 * The tables the dashboard shows, each downloadable as CSV at `analyticsCsvPath(table)`:
 * `figures` holds every figure of the cards (revenue, subscribers, customers, plays).
 */
export const ANALYTICS_TABLES = [
  'figures',
  'revenue-by-kind',
  'revenue-by-day',
  'top-items-by-revenue',
  'top-items-by-plays',
  'live-events',
] as const
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number]

/** The staff API path (under ADMIN_API_BASE) of the dashboard's figures. */
export const ANALYTICS_PATH = '/analytics/'

/** The staff API path (under ADMIN_API_BASE) of one table as CSV; `from` and `to` as for JSON. */
export function analyticsCsvPath(table: AnalyticsTable): string {
  return `${ANALYTICS_PATH}${table}.csv`
}

/** `vitrine-analytics-revenue-by-day-2025-01-01-2025-01-31.csv`: the name a download is saved as. */
export function analyticsCsvFileName(table: AnalyticsTable, from: string, to: string): string {
  return `vitrine-analytics-${table}-${from}-${to}.csv`
}
