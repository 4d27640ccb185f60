import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
} from '../../../contract/values/admin-analytics.ts'
import type { AdminAnalyticsQuery } from '../../../contract/schemas/admin-analytics.ts'
import { invalidField } from '../../errors.ts'
import { DAY_MS } from '../../lib/time-units.ts'

/** The days the dashboard reads, both included, and the UTC instants that bound them. */
export interface AnalyticsPeriod {
  /** First day, `YYYY-MM-DD`. */
  from: string
  /** Last day, `YYYY-MM-DD`. */
  to: string
  /** Midnight starting `from`, ISO 8601: rows at or after it count. */
  start: string
  /** Midnight after `to`, ISO 8601: rows before it count. */
  end: string
  /** Every day of the period, in order. */
  days: string[]
}

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The instant a `YYYY-MM-DD` day starts, or null for a day no calendar has (2025-02-30). */
function startOf(day: string): number | null {
  const time = Date.parse(`${day}T00:00:00.000Z`)
  return Number.isNaN(time) || dayOf(time) !== day ? null : time
}

function requireDay(field: 'from' | 'to', day: string): number {
  const time = startOf(day)
  if (time === null) throw invalidField(field, 'Enter a valid date.')
  return time
}

/**
 * The period a query names: `to` defaults to today and `from` to 30 days before it, today
 * included. A 400 names the field for a day that does not exist, `to` before `from`, or a
 * period longer than ANALYTICS_MAX_DAYS.
 */
export function periodOf(query: AdminAnalyticsQuery, now: Date = new Date()): AnalyticsPeriod {
  const last = query.to ? requireDay('to', query.to) : startOf(dayOf(now.getTime()))!
  const first = query.from
    ? requireDay('from', query.from)
    : last - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS
  if (last < first) throw invalidField('to', 'The period must end on or after its first day.')
  const count = (last - first) / DAY_MS + 1
  if (count > ANALYTICS_MAX_DAYS) {
    throw invalidField('from', `The period may span at most ${ANALYTICS_MAX_DAYS} days.`)
  }
  const days = Array.from({ length: count }, (_, index) => dayOf(first + index * DAY_MS))
  return {
    from: dayOf(first),
    to: dayOf(last),
    start: new Date(first).toISOString(),
    end: new Date(last + DAY_MS).toISOString(),
    days,
  }
}

/** A period read from monthly sums: its whole months, and the days of the months it cuts. */
export interface MonthSplit {
  /** The first and last whole month (`YYYY-MM`); null when the period holds none. */
  months: { first: string; last: string } | null
  /** The days outside the whole months, as ranges of days, both ends included. */
  dayRanges: { from: string; to: string }[]
}

/** Splits the period into whole months and the days at its edges. */
export function splitByMonth(period: AnalyticsPeriod): MonthSplit {
  const groups = new Map<string, string[]>()
  for (const day of period.days) {
    const month = day.slice(0, 7)
    groups.set(month, [...(groups.get(month) ?? []), day])
  }
  const whole: string[] = []
  const dayRanges: MonthSplit['dayRanges'] = []
  for (const [month, days] of groups) {
    const first = days[0]!
    const last = days[days.length - 1]!
    const monthEnds = dayOf(startOf(last)! + DAY_MS).slice(0, 7) !== month
    if (first.endsWith('-01') && monthEnds) whole.push(month)
    else dayRanges.push({ from: first, to: last })
  }
  const months = whole.length ? { first: whole[0]!, last: whole[whole.length - 1]! } : null
  return { months, dayRanges }
}
