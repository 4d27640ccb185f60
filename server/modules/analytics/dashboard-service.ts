import { ANALYTICS_TIME_ZONE } from '../../../contract/values/admin-analytics.ts'
import {
  DASHBOARD_LIVE_SOON_HOURS,
  DASHBOARD_RECENT_ROWS,
  DASHBOARD_TODOS,
  type DashboardTodo,
} from '../../../contract/values/admin-dashboard.ts'
import type { AdminDashboard } from '../../../contract/schemas/admin-dashboard.ts'
import { DAY_MS } from '../../lib/time-units.ts'
import { listAdminOrders } from '../billing/orders/service.ts'
import { countFailedImports, listCustomerImports } from '../customers/imports/service.ts'
import { countJobFailuresToRetry } from '../job-failures/service.ts'
import { countLiveEventsStartingSoon } from '../live/service.ts'
import { listMediaImports } from '../media/imports/service.ts'
import { listAdminOnDemandRequests } from '../ondemand/staff-service.ts'
import { watchedSecondsBetween } from '../progress/service.ts'
import { findNewCustomerCounts, findSubscriberCounts } from './audience-repo.ts'
import { periodOf, type AnalyticsPeriod } from './period.ts'
import { countPlays } from './plays-repo.ts'
import { findRevenueByDay } from './revenue-repo.ts'
import type { AnalyticsScope } from './service.ts'
import { findSubscriptionFigures } from './subscription-figures-repo.ts'

const count = (value: number | string | null | undefined) => Number(value ?? 0)

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)

/** Today, yesterday, this month to today, and last month whole (UTC days). */
export function dashboardPeriods(now: Date) {
  const today = dayOf(now.getTime())
  const yesterday = dayOf(now.getTime() - DAY_MS)
  const monthStart = `${today.slice(0, 7)}-01`
  const lastMonthEnd = dayOf(Date.parse(`${monthStart}T00:00:00.000Z`) - DAY_MS)
  const lastMonthStart = `${lastMonthEnd.slice(0, 7)}-01`
  const period = (from: string, to: string) => periodOf({ from, to }, now)
  return {
    today: period(today, today),
    yesterday: period(yesterday, yesterday),
    month: period(monthStart, today),
    lastMonth: period(lastMonthStart, lastMonthEnd),
    /** Both months, for one read of the daily revenue. */
    both: period(lastMonthStart, today),
  }
}

type DayRow = Awaited<ReturnType<typeof findRevenueByDay>>[number]

/** Net revenue of the days of `period` among the daily rows. */
function netOf(rows: DayRow[], period: AnalyticsPeriod): number {
  return rows
    .filter((row) => row.day >= period.from && row.day <= period.to)
    .reduce((sum, row) => sum + count(row.gross) - count(row.refunds), 0)
}

/** The to-dos' counts, from the domains that own what waits. */
async function countTodos(
  scope: AnalyticsScope,
  pastDue: number,
  now: Date,
): Promise<Record<DashboardTodo, number>> {
  const { db, websiteUid } = scope
  const language = scope.language ?? 'fr'
  const [ondemand, mediaImports, customerImports, jobs, live] = await Promise.all([
    listAdminOnDemandRequests(db, websiteUid, { status: 'pending', _end: 1 }),
    listMediaImports(db, websiteUid, { status: 'failed', _end: 1 }, language),
    countFailedImports(db, websiteUid),
    countJobFailuresToRetry(db, websiteUid),
    countLiveEventsStartingSoon(db, websiteUid, DASHBOARD_LIVE_SOON_HOURS, now),
  ])
  return {
    ondemand_requests: ondemand.total,
    failed_media_imports: mediaImports.total,
    failed_customer_imports: customerImports,
    failed_jobs: jobs,
    live_events_soon: live,
    past_due_subscriptions: pastDue,
  }
}

/**
 * GET /dashboard/: the back office's home in one request — today's and this month's figures
 * beside yesterday's and last month's, what waits for the staff, the latest orders and imports
 * (of videos, and of customers).
 */
export async function getDashboard(
  scope: AnalyticsScope,
  now: Date = new Date(),
): Promise<AdminDashboard> {
  const { db, websiteUid, currency } = scope
  const periods = dashboardPeriods(now)
  const { month, lastMonth } = periods
  const nowIso = now.toISOString()
  const revenue = { db, websiteUid, currency, period: periods.both }
  // Independent queries: on PostgreSQL each takes a connection of the pool and they run at once.
  const [days, subscribers, before, customers, customersBefore, plays, playsBefore] =
    await Promise.all([
      findRevenueByDay(revenue),
      findSubscriberCounts(db, websiteUid, month, nowIso),
      findSubscriberCounts(db, websiteUid, lastMonth, nowIso),
      findNewCustomerCounts(db, websiteUid, month),
      findNewCustomerCounts(db, websiteUid, lastMonth),
      countPlays(db, websiteUid, month),
      countPlays(db, websiteUid, lastMonth),
    ])
  const language = scope.language ?? 'fr'
  const recent = { _end: DASHBOARD_RECENT_ROWS }
  const [watched, watchedBefore, subscriptions, orders, imports, customerImports] =
    await Promise.all([
      watchedSecondsBetween(db, websiteUid, month.start, nowIso),
      watchedSecondsBetween(db, websiteUid, lastMonth.start, lastMonth.end),
      findSubscriptionFigures(db, websiteUid, nowIso, lastMonth.end),
      listAdminOrders(db, websiteUid, recent, { counted: false }),
      listMediaImports(db, websiteUid, recent, language),
      listCustomerImports(db, websiteUid, recent, language),
    ])
  const todos = await countTodos(scope, count(subscriptions.past_due), now)
  const figure = (current: number, previous: number | null) => ({ current, previous })
  return {
    today: periods.today.from,
    time_zone: ANALYTICS_TIME_ZONE,
    currency,
    figures: {
      revenue_today: figure(netOf(days, periods.today), netOf(days, periods.yesterday)),
      revenue_month: figure(netOf(days, month), netOf(days, lastMonth)),
      active_subscribers: figure(count(subscribers.active), count(before.active)),
      trials: figure(count(subscribers.trialing), null),
      mrr: figure(
        Math.round(count(subscriptions.mrr)),
        Math.round(count(subscriptions.mrr_before)),
      ),
      churn: figure(count(subscribers.churned), count(before.churned)),
      new_customers: figure(count(customers.new), count(customersBefore.new)),
      plays: figure(count(plays.total), count(playsBefore.total)),
      watch_time: figure(Math.round(watched), Math.round(watchedBefore)),
    },
    todos: DASHBOARD_TODOS.map((todo) => ({ todo, count: todos[todo] })),
    last_orders: orders.rows,
    last_imports: imports.rows,
    last_customer_imports: customerImports.rows,
  }
}
