import { Type, type Static } from 'typebox'
import { DATA_EXPORT_KINDS, DATA_EXPORT_STATUSES } from '../values/admin-data-exports.ts'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { DateTime, Nullable, Uid } from './common.ts'

/** A CSV export of the website's customers or orders, and where it stands. */
export const DataExport = Type.Object({
  uid: Uid,
  kind: Type.Enum(DATA_EXPORT_KINDS),
  status: Type.Enum(DATA_EXPORT_STATUSES),
  /** From 0 to 1 while it is written. */
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  /** Rows in the file, once it is ready. */
  rows: Nullable(Type.Integer({ minimum: 0 })),
  /** Why it failed. */
  error: Nullable(Type.String()),
  /** The staff member who asked for it; '' once their account is gone. */
  staff_email: Type.String(),
  created_at: DateTime,
  finished_at: Nullable(DateTime),
})
export type DataExport = Static<typeof DataExport>

/** GET /data-exports/ (admin-lists.ts): newest first. */
export const DataExportList = Type.Array(DataExport)

export const DataExportsQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(['created_at'] as const)),
  kind: Type.Optional(Type.Enum(DATA_EXPORT_KINDS)),
})
export type DataExportsQuery = Static<typeof DataExportsQuery>

/** POST /data-exports/: what to export. */
export const DataExportCreate = Type.Object(
  { kind: Type.Enum(DATA_EXPORT_KINDS) },
  { additionalProperties: false },
)
export type DataExportCreate = Static<typeof DataExportCreate>

export const DataExportParams = Type.Object({ uid: Uid })
