import {
  analyticsCsvFileName,
  analyticsCsvPath,
  type AnalyticsTable,
} from '../../../contract/values/admin-analytics.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { periodQuery, type Period } from './period.ts'

/** How long the file's address lives once the download started. */
const REVOKE_AFTER_MS = 60_000

/**
 * Fetches a table of the dashboard as CSV (the call needs the staff token, so a plain link
 * would not do) and hands it to the browser as a download named after the table and period.
 */
export async function downloadCsv(table: AnalyticsTable, period: Period): Promise<void> {
  const response = await staffFetch(`${analyticsCsvPath(table)}${periodQuery(period)}`)
  const address = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = address
  link.download = analyticsCsvFileName(table, period.from, period.to)
  document.body.append(link)
  link.click()
  link.remove()
  // Freed once the browser surely started saving it; the address is of no use after.
  setTimeout(() => URL.revokeObjectURL(address), REVOKE_AFTER_MS)
}
