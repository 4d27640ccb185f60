/**
 * The days a staff member picks in a date field ("2026-12-06", in their own time zone) as the
 * instants the audit log filters by: from the start of the first day, up to the start of the day
 * after the last one.
 */

/** The instant a local day (`YYYY-MM-DD`) starts, `plusDays` later. */
export function dayStart(day: string, plusDays = 0): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date + plusDays).toISOString()
}

/** The local day (`YYYY-MM-DD`) of an instant, `minusDays` earlier. */
export function dayOf(instant: string, minusDays = 0): string {
  const moment = new Date(instant)
  moment.setDate(moment.getDate() - minusDays)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${moment.getFullYear()}-${two(moment.getMonth() + 1)}-${two(moment.getDate())}`
}
