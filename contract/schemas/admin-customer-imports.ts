import { Type, type Static } from 'typebox'
import { DateTime, Nullable, Uid } from './common.ts'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import {
  CUSTOMER_IMPORT_ACTIONS,
  CUSTOMER_IMPORT_MAX_CHARS,
  CUSTOMER_IMPORT_STATUSES,
} from '../values/admin-customer-imports.ts'

export { CUSTOMER_IMPORT_ACTIONS, CUSTOMER_IMPORT_MAX_CHARS, CUSTOMER_IMPORT_STATUSES }

const LineError = Type.Object({
  /** The column at fault: email, first_name, last_name, plan, plan_end, items, marketing_consent. */
  field: Type.String(),
  message: Type.String(),
})

/** One line of the file as the import would read it, and why it would be skipped. */
export const CustomerImportLine = Type.Object({
  /** Its line in the file (the header is line 1). */
  line: Type.Integer({ minimum: 2 }),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  plan: Type.String(),
  plan_end: Nullable(Type.String()),
  items: Type.Array(Type.String()),
  /** Yes, no, or null when the file says nothing (an existing customer's consent stays). */
  marketing_consent: Nullable(Type.Boolean()),
  action: Type.Enum(CUSTOMER_IMPORT_ACTIONS),
  errors: Type.Array(LineError),
})
export type CustomerImportLine = Static<typeof CustomerImportLine>

/** POST /customer-imports/preview/: every line and what would become of it. */
export const CustomerImportPreview = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  to_create: Type.Integer({ minimum: 0 }),
  to_update: Type.Integer({ minimum: 0 }),
  to_skip: Type.Integer({ minimum: 0 }),
  /** The columns found, by their name in the file. */
  columns: Type.Record(Type.String(), Type.String()),
  lines: Type.Array(CustomerImportLine),
})
export type CustomerImportPreview = Static<typeof CustomerImportPreview>

export const CustomerImportFile = Type.Object(
  {
    /** The CSV text: comma or semicolon separated, UTF-8, with or without a byte-order mark. */
    csv: Type.String({ minLength: 1, maxLength: CUSTOMER_IMPORT_MAX_CHARS }),
  },
  { additionalProperties: false },
)
export type CustomerImportFile = Static<typeof CustomerImportFile>

/** POST /customer-imports/: the file again, and whether new customers are invited. */
export const CustomerImportCreate = Type.Object(
  {
    csv: Type.String({ minLength: 1, maxLength: CUSTOMER_IMPORT_MAX_CHARS }),
    /** Mail each new customer a link to choose their password. */
    invite: Type.Boolean(),
    /** The language of the invitation mails; French by default. */
    language: Type.Optional(Type.Enum(['fr', 'en'] as const)),
  },
  { additionalProperties: false },
)
export type CustomerImportCreate = Static<typeof CustomerImportCreate>

/** An import and where it stands. */
export const CustomerImport = Type.Object({
  uid: Uid,
  status: Type.Enum(CUSTOMER_IMPORT_STATUSES),
  invite: Type.Boolean(),
  /** Lines that passed the preview's checks, and how many the job went through. */
  total_lines: Type.Integer({ minimum: 0 }),
  done_lines: Type.Integer({ minimum: 0 }),
  /** From 0 to 1. */
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  created_count: Type.Integer({ minimum: 0 }),
  updated_count: Type.Integer({ minimum: 0 }),
  /** Lines left out: the preview's errors, and those the job found no longer fit. */
  skipped_count: Type.Integer({ minimum: 0 }),
  error: Nullable(Type.String()),
  staff_email: Type.String(),
  created_at: DateTime,
  finished_at: Nullable(DateTime),
})
export type CustomerImport = Static<typeof CustomerImport>

export const CustomerImportList = Type.Array(CustomerImport)
export const CustomerImportParams = Type.Object({ uid: Uid })

export const CustomerImportsQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(['created_at'] as const)),
  /** Only the imports in this state (the home dashboard's to-do: failed). */
  status: Type.Optional(Type.Enum(CUSTOMER_IMPORT_STATUSES)),
})
export type CustomerImportsQuery = Static<typeof CustomerImportsQuery>
