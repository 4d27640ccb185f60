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

/** What a spreadsheet starts a formula with (OWASP's list for CSV injection). */
const FORMULA_LEAD = /^[=+\-@\t\r]/
/**
 * A formula lead after any separator a spreadsheet may split on: the comma, and the semicolon of
 * French Excel (its default), a tab or a line break.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[=+\-@])/g
/** What makes a cell quoted: anything a spreadsheet could read as a separator, or a quote. */
const NEEDS_QUOTES = /[",;\t\r\n]/

/**
 * A cell as RFC 4180 writes it, quoted when it holds a separator (`;` and tab too, for
 * spreadsheets that split on them), a quote or a line break. Text a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@` first, or right after a separator) is given a leading quote there.
 */
function cell(value: CsvCell): string {
  if (value === null) return ''
  if (typeof value !== 'string') return String(value)
  const neutral = value.replace(FORMULA_AFTER_SEPARATOR, "$1'")
  const text = FORMULA_LEAD.test(neutral) ? `'${neutral}` : neutral
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One line of a CSV file, its line end included. */
export const csvLine = (cells: CsvCell[]): string => `${cells.map(cell).join(',')}\r\n`

/** A whole CSV file: the byte-order mark, the header and the rows. */
export const csvFile = (header: string[], rows: CsvCell[][]): string =>
  CSV_BOM + [header, ...rows].map(csvLine).join('')
