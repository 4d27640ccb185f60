import {
  analyticsCsvFileName,
  analyticsCsvPath,
  type AnalyticsTable,
} from '../../../contract/values/admin-analytics.ts'
import { downloadFile } from '../api/download-file.ts'
import { periodQuery, type Period } from './period.ts'

/** Downloads a table of the dashboard as CSV, named after the table and period. */
export function downloadCsv(table: AnalyticsTable, period: Period): Promise<void> {
  return downloadFile(
    `${analyticsCsvPath(table)}${periodQuery(period)}`,
    analyticsCsvFileName(table, period.from, period.to),
  )
}
