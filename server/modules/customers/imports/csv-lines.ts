import { parse } from 'csv-parse/sync'
import { invalidField } from '../../../errors.ts'

/** The columns an import reads; only `email`, `first_name` and `last_name` are required. */
export const IMPORT_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'plan',
  'plan_end',
  'items',
  'marketing_consent',
] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]

const REQUIRED: ImportColumn[] = ['email', 'first_name', 'last_name']

/** The headers each column goes by, English and French, as `headerKey` reduces them. */
const HEADERS: Record<ImportColumn, string[]> = {
  email: [
    'email',
    'e_mail',
    'mail',
    'courriel',
    'adresse_e_mail',
    'adresse_email',
    'email_address',
  ],
  first_name: ['first_name', 'firstname', 'given_name', 'prenom'],
  last_name: ['last_name', 'lastname', 'surname', 'family_name', 'nom', 'nom_de_famille'],
  plan: ['plan', 'subscription', 'formule', 'abonnement'],
  plan_end: [
    'plan_end',
    'plan_end_date',
    'end_date',
    'subscription_end',
    'fin',
    'date_de_fin',
    'fin_de_l_abonnement',
    'fin_abonnement',
    'fin_de_la_formule',
  ],
  items: ['items', 'item', 'videos', 'video', 'contenus', 'contenu', 'acces', 'access'],
  marketing_consent: [
    'marketing_consent',
    'marketing',
    'consent',
    'newsletter',
    'consentement',
    'consentement_marketing',
    'offres',
  ],
}

/** A header reduced to compare: lower case, no accents, words joined by `_`. */
function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
}

const COLUMN_OF = new Map(
  IMPORT_COLUMNS.flatMap((column) => HEADERS[column].map((key) => [key, column] as const)),
)

/** One line of the file by column, with its line number (the header is line 1). */
export interface RawLine {
  line: number
  values: Record<ImportColumn, string>
}

export interface ReadFile {
  /** Each column found, by the header the file gives it. */
  columns: Partial<Record<ImportColumn, string>>
  lines: RawLine[]
}

/** The separator of the header line: a semicolon (French spreadsheets) or a comma. */
function separatorOf(text: string): ';' | ',' {
  const header = text.slice(0, text.search(/\r?\n|$/))
  const count = (character: string) => header.split(character).length - 1
  return count(';') > count(',') ? ';' : ','
}

/** The largest number of lines an import takes. */
export const MAX_IMPORT_LINES = 20_000

/**
 * Reads a CSV file of customers: comma or semicolon separated, UTF-8 with or without a
 * byte-order mark, French or English headers. A file that is not CSV, has no line or lacks a
 * required column answers 400 naming `csv`.
 */
export function readCustomerCsv(text: string): ReadFile {
  const body = text.replace(/^\uFEFF/, '')
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(body, {
      delimiter: separatorOf(body),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[]
  } catch (error) {
    const where = (error as { lines?: number }).lines
    throw invalidField(
      'csv',
      where === undefined
        ? 'This file is not CSV text.'
        : `This file is not CSV text (line ${where}).`,
    )
  }
  const [first, ...rows] = records
  const header = first?.record
  if (!header || rows.length === 0) {
    throw invalidField('csv', 'The file needs a header line and at least one customer.')
  }
  if (rows.length > MAX_IMPORT_LINES) {
    throw invalidField('csv', `An import takes at most ${MAX_IMPORT_LINES} lines.`)
  }
  const columns: Partial<Record<ImportColumn, string>> = {}
  const position: Partial<Record<ImportColumn, number>> = {}
  header.forEach((name, index) => {
    const column = COLUMN_OF.get(headerKey(name))
    if (column && position[column] === undefined) {
      columns[column] = name
      position[column] = index
    }
  })
  const missing = REQUIRED.filter((column) => position[column] === undefined)
  if (missing.length > 0) {
    const columns = missing.join(', ')
    throw invalidField('csv', `The file has no column ${columns}.`)
  }
  const lines = rows.map(({ record, info }) => {
    const values = {} as Record<ImportColumn, string>
    for (const column of IMPORT_COLUMNS) {
      const at = position[column]
      values[column] = at === undefined ? '' : (record[at] ?? '').trim()
    }
    // The line of the file where the record ends (blank lines counted), as a spreadsheet shows.
    return { line: info.lines, values }
  })
  return { columns, lines }
}
