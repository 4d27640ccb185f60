import { ANALYTICS_DEFAULT_DAYS } from '../../../contract/values/admin-analytics.ts'

/** The days a dashboard reads, both included, as `YYYY-MM-DD` in UTC (the server's days). */
export interface Period {
  from: string
  to: string
}

const DAY_MS = 86_400_000

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The last `days` days, today (UTC) included. */
export function lastDays(days: number, now: Date = new Date()): Period {
  return { from: utcDay(now.getTime() - (days - 1) * DAY_MS), to: utcDay(now.getTime()) }
}

/** The period when none is chosen: the server's default, the last 30 days. */
export const defaultPeriod = () => lastDays(ANALYTICS_DEFAULT_DAYS)

/** `?from=…&to=…`, for the staff API and the screen's address alike. */
export function periodQuery(period: Period): string {
  return `?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`
}
