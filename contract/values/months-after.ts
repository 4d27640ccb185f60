/**
 * `from` plus `months` calendar months, on the same day or the month's last one: a period's end
 * (server) and the end free months give (the back office's preview of it).
 */
export function monthsAfter(from: Date, months: number): string {
  const end = new Date(from)
  end.setUTCDate(1)
  end.setUTCMonth(end.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(from.getUTCDate(), lastDay))
  return end.toISOString()
}
