import { Type, type Static } from 'typebox'
import { ANALYTICS_TIME_ZONE, REVENUE_KINDS } from '../values/admin-analytics.ts'
import { Amount, DateTime, Nullable, Uid } from './common.ts'
import { Currency } from './website.ts'

/** A calendar day, `2025-01-31`. */
const day = (description?: string) =>
  Type.String({ format: 'date', ...(description ? { description } : {}) })
const Day = day()
const Count = Type.Integer({ minimum: 0 })

/** GET /analytics/ and its CSV tables: the period, both days included (the last 30 days by default). */
export const AdminAnalyticsQuery = Type.Object({
  from: Type.Optional(day('First day of the period (YYYY-MM-DD), included.')),
  to: Type.Optional(day('Last day of the period (YYYY-MM-DD), included.')),
})
export type AdminAnalyticsQuery = Static<typeof AdminAnalyticsQuery>

/**
 * Money of a set of orders: what was paid (coupon discounts taken off, each line bearing its
 * share of its order's), what of it was refunded, and what stays.
 */
const Money = {
  gross: Amount,
  refunds: Amount,
  /** gross − refunds; negative never, since refunds never pass what was paid. */
  net: Type.Integer(),
}

export const AnalyticsRevenue = Type.Object({
  ...Money,
  /** Orders paid in the period, refunded ones included. */
  paid_orders: Count,
  refunded_orders: Count,
})

export const AnalyticsRevenueByKind = Type.Object({
  kind: Type.Enum(REVENUE_KINDS),
  ...Money,
})
export type AnalyticsRevenueByKind = Static<typeof AnalyticsRevenueByKind>

export const AnalyticsRevenueByDay = Type.Object({
  day: Day,
  ...Money,
  paid_orders: Count,
})
export type AnalyticsRevenueByDay = Static<typeof AnalyticsRevenueByDay>

export const AnalyticsSubscribers = Type.Object({
  /** Customers with a subscription started by the end of the period and not ended by then. */
  active: Count,
  /** Customers who started a subscription in the period. */
  new: Count,
  /** Customers whose subscription ended (was canceled) in the period. */
  churned: Count,
  /** Customers in a free trial now, whatever the period: trials leave no history. */
  trialing: Count,
})

export const AnalyticsCustomers = Type.Object({
  /** Accounts created in the period, staff left out. */
  new: Count,
  /** Of those, how many paid an order by the end of the period. */
  converted: Count,
  /** converted ÷ new, from 0 to 1; null when no account was created. */
  conversion: Nullable(Type.Number({ minimum: 0, maximum: 1 })),
})

export const AnalyticsTopItemByRevenue = Type.Object({
  item_uid: Uid,
  /** '' for an item deleted since. */
  name: Type.String(),
  /** Order lines that sold it: purchases and rentals. */
  sales: Count,
  ...Money,
})
export type AnalyticsTopItemByRevenue = Static<typeof AnalyticsTopItemByRevenue>

export const AnalyticsTopItemByPlays = Type.Object({
  item_uid: Uid,
  name: Type.String(),
  /** Times a player was given the item's addresses. */
  plays: Count,
})
export type AnalyticsTopItemByPlays = Static<typeof AnalyticsTopItemByPlays>

/** A live event that went on air in the period, and its audience. */
export const AnalyticsLiveEvent = Type.Object({
  live_event_uid: Uid,
  item_uid: Uid,
  name: Type.String(),
  on_air_at: DateTime,
  /** Distinct viewers whose player fetched its live playlists. */
  viewers: Count,
  /** The most viewers watching at once. */
  peak_viewers: Count,
  /** Seconds watched, all viewers together. */
  watched_seconds: Count,
})
export type AnalyticsLiveEvent = Static<typeof AnalyticsLiveEvent>

/** GET /analytics/: the figures of the staff member's website for the period. */
export const AdminAnalytics = Type.Object({
  from: Day,
  to: Day,
  time_zone: Type.Literal(ANALYTICS_TIME_ZONE),
  /** Every amount is in this currency's minor units; orders in another one are left out. */
  currency: Currency,
  revenue: AnalyticsRevenue,
  /** One row per kind, in REVENUE_KINDS order; each of their sums adds up to the revenue's. */
  revenue_by_kind: Type.Array(AnalyticsRevenueByKind),
  /** One row per day of the period, days without orders included. */
  revenue_by_day: Type.Array(AnalyticsRevenueByDay),
  subscribers: AnalyticsSubscribers,
  customers: AnalyticsCustomers,
  plays: Type.Object({ total: Count }),
  top_items_by_revenue: Type.Array(AnalyticsTopItemByRevenue),
  top_items_by_plays: Type.Array(AnalyticsTopItemByPlays),
  /** The live events that went on air in the period, the latest first (LIVE_EVENTS_LIMIT). */
  live_events: Type.Array(AnalyticsLiveEvent),
})
export type AdminAnalytics = Static<typeof AdminAnalytics>
