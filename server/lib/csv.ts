/**
 * CSV as spreadsheets read it (RFC 4180): comma-separated, CRLF line ends, UTF-8 announced by a
 * byte-order mark at the start of the file.
 */

import { MINOR_UNITS } from '../../contract/values/money.ts'

export type CsvCell = string | number | boolean | null

/** Minor units as the currency's units with two decimals and a dot: 123456 → "1234.56". */
export const csvAmount = (minorUnits: number) => (minorUnits / MINOR_UNITS).toFixed(2)

/** What a CSV file starts with, so spreadsheets read it as UTF-8. */
export const CSV_BOM = '\uFEFF'

/**
 * A cell as RFC 4180 writes it, quoted when it holds a separator, a quote or a line break. Text
 * a spreadsheet would run as a formula (`=`, `+`, `-`, `@` first) is given a leading quote.
 */
function cell(value: CsvCell): string {
  if (value === null) return ''
  if (typeof value !== 'string') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One line of a CSV file, its line end included. */
export const csvLine = (cells: CsvCell[]): string => `${cells.map(cell).join(',')}\r\n`

/** A whole CSV file: the byte-order mark, the header and the rows. */
export const csvFile = (header: string[], rows: CsvCell[][]): string =>
  CSV_BOM + [header, ...rows].map(csvLine).join('')
