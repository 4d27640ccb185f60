import {
  ANALYTICS_TIME_ZONE,
  LIVE_EVENTS_LIMIT,
  REVENUE_KINDS,
} from '../../../contract/values/admin-analytics.ts'
import type {
  AdminAnalytics,
  AdminAnalyticsQuery,
  AnalyticsRevenueByDay,
} from '../../../contract/schemas/admin-analytics.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { findLiveAudiences } from '../live/stats-service.ts'
import { findNewCustomerCounts, findSubscriberCounts } from './audience-repo.ts'
import type { Language } from '../../lib/chosen-language.ts'
import { findItemNames } from './item-names-repo.ts'
import { periodOf, type AnalyticsPeriod } from './period.ts'
import { countPlays, findTopItemsByPlays } from './plays-repo.ts'
import {
  findRevenueByDay,
  findRevenueByKind,
  findTopItemsByRevenue,
  type RevenueScope,
} from './revenue-repo.ts'

/** Whose figures: the staff member's website, in its currency. */
export type AnalyticsScope = Omit<RevenueScope, 'period' | 'currency'> & {
  currency: Currency
  /** The staff's language: live events are named in it when they have a name in it. */
  language?: Language
}

/** Sums come back as numbers or as text (PostgreSQL's bigint, numeric), null over no rows. */
const count = (value: number | string | null | undefined) => Number(value ?? 0)

const money = (gross: number, refunds: number) => ({ gross, refunds, net: gross - refunds })

type DayRow = Awaited<ReturnType<typeof findRevenueByDay>>[number]

/** Every day of the period, those without orders at zero. */
function revenueByDay(period: AnalyticsPeriod, rows: DayRow[]): AnalyticsRevenueByDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]))
  return period.days.map((day) => {
    const row = byDay.get(day)
    return {
      day,
      ...money(count(row?.gross), count(row?.refunds)),
      paid_orders: count(row?.count),
    }
  })
}

/** The figures of GET /analytics/ for the period the query names (period.ts). */
export async function getAnalytics(
  scope: AnalyticsScope,
  query: AdminAnalyticsQuery,
  now: Date = new Date(),
): Promise<AdminAnalytics> {
  const period = periodOf(query, now)
  const { db, websiteUid } = scope
  const revenue: RevenueScope = { ...scope, period }
  // Independent queries: on PostgreSQL each takes a connection of the pool and they run at once.
  const live = { start: period.start, end: period.end, limit: LIVE_EVENTS_LIMIT }
  const [kinds, days, topSold, subscribers, customers, plays, topPlayed, lives] = await Promise.all(
    [
      findRevenueByKind(revenue),
      findRevenueByDay(revenue),
      findTopItemsByRevenue(revenue),
      findSubscriberCounts(db, websiteUid, period, now.toISOString()),
      findNewCustomerCounts(db, websiteUid, period),
      countPlays(db, websiteUid, period),
      findTopItemsByPlays(db, websiteUid, period),
      findLiveAudiences(db, websiteUid, live),
    ],
  )
  const names = await findItemNames(db, websiteUid, [
    ...new Set([...topSold, ...topPlayed].map((row) => row.item_uid)),
  ])
  const kind = (name: string) => kinds.find((row) => row.kind === name)
  const orders = kind('orders')
  const newCustomers = count(customers.new)
  const converted = count(customers.converted)
  return {
    from: period.from,
    to: period.to,
    time_zone: ANALYTICS_TIME_ZONE,
    currency: scope.currency,
    revenue: {
      ...money(count(orders?.gross), count(orders?.refunds)),
      paid_orders: count(orders?.count),
      refunded_orders: count(orders?.refunded_count),
    },
    revenue_by_kind: REVENUE_KINDS.map((name) => ({
      kind: name,
      ...money(count(kind(name)?.gross), count(kind(name)?.refunds)),
    })),
    revenue_by_day: revenueByDay(period, days),
    subscribers: {
      active: count(subscribers.active),
      new: count(subscribers.new),
      churned: count(subscribers.churned),
      trialing: count(subscribers.trialing),
    },
    customers: {
      new: newCustomers,
      converted,
      conversion: newCustomers === 0 ? null : converted / newCustomers,
    },
    plays: { total: count(plays.total) },
    top_items_by_revenue: topSold.map((row) => ({
      item_uid: row.item_uid,
      name: names.get(row.item_uid) ?? '',
      sales: count(row.sales),
      ...money(count(row.gross), count(row.refunds)),
    })),
    top_items_by_plays: topPlayed.map((row) => ({
      item_uid: row.item_uid,
      name: names.get(row.item_uid) ?? '',
      plays: count(row.plays),
    })),
    live_events: lives.map((row) => ({
      live_event_uid: row.uid,
      item_uid: row.itemUid,
      name: scope.language === 'en' && row.nameEn ? row.nameEn : row.name,
      on_air_at: row.onAirAt,
      viewers: row.viewers,
      peak_viewers: row.peakViewers,
      watched_seconds: Math.round(row.watchedSeconds),
    })),
  }
}
