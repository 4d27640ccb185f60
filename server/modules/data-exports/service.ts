import type { Kysely } from 'kysely'
import type { DataExport, DataExportsQuery } from '../../../contract/schemas/admin-data-exports.ts'
import {
  DATA_EXPORT_KINDS,
  DATA_EXPORT_PERMISSIONS,
  type DataExportKind,
  type DataExportStatus,
} from '../../../contract/values/admin-data-exports.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { conflict, forbidden, notFound } from '../../errors.ts'
import { serviceUnavailable } from '../../http/service-unavailable.ts'
import { translateMessage } from '../../i18n/translate-message.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { JobQueue } from '../../jobs/job-queue.ts'
import type { Viewer } from '../auth/viewer.ts'
import { recordChange, type StaffActor } from '../audit-log/service.ts'
import { listPage, type ListAnswer } from '../../http/list-page.ts'
import { permissionsOf } from '../staff/permissions.ts'
import { requireStaff } from '../staff/require-staff.ts'
import { DATA_EXPORT_JOB } from './export-job.ts'
import { findDataExport, findDataExportPage, insertDataExport, updateDataExport } from './repo.ts'

const NOT_ALLOWED = 'Your role on this website does not allow this.'
const NO_EXPORT = 'No export of this website has this uid.'

/** The exports the caller's role may ask for and see; 403 when it is none. */
export function exportKindsOf(viewer: Viewer | null): DataExportKind[] {
  const permissions = permissionsOf(requireStaff(viewer))
  const kinds = DATA_EXPORT_KINDS.filter((kind) =>
    permissions.includes(DATA_EXPORT_PERMISSIONS[kind]),
  )
  if (kinds.length === 0) throw forbidden(NOT_ALLOWED)
  return kinds
}

type Row = NonNullable<Awaited<ReturnType<typeof findDataExport>>>

/** An export as staff read it, why it failed in their language. */
const asAnswer = ({ file_key: _key, ...row }: Row, language: Language): DataExport => ({
  ...row,
  kind: row.kind as DataExportKind,
  status: row.status as DataExportStatus,
  progress: Number(row.progress),
  error: row.error === null ? null : translateMessage(row.error, language),
  staff_email: row.staff_email ?? '',
})

/** GET /data-exports/: the exports of the kinds the caller may see, newest first by default. */
export async function listDataExports(
  db: Kysely<Database>,
  websiteUid: string,
  kinds: DataExportKind[],
  query: DataExportsQuery,
  language: Language,
): Promise<ListAnswer<DataExport>> {
  const shown = query.kind ? kinds.filter((kind) => kind === query.kind) : kinds
  if (shown.length === 0) return { total: 0, rows: [] }
  const page = listPage(query, 'DESC')
  const { total, rows } = await findDataExportPage(db, websiteUid, shown, page)
  return { total, rows: rows.map((row) => asAnswer(row, language)) }
}

/**
 * POST /data-exports/: a new export, queued, for a job to write; audited, as it hands the
 * website's data over. When the queue cannot take it (Redis away) it is marked failed and the
 * answer is a 503.
 */
export async function createDataExport(
  db: Kysely<Database>,
  queue: JobQueue,
  actor: StaffActor,
  kinds: DataExportKind[],
  kind: DataExportKind,
  language: Language,
): Promise<DataExport> {
  if (!kinds.includes(kind)) throw forbidden(NOT_ALLOWED)
  const uid = newUid()
  const createdAt = new Date().toISOString()
  await db.transaction().execute(async (trx) => {
    await insertDataExport(trx, {
      uid,
      website_uid: actor.websiteUid,
      staff_user_uid: actor.staffUserUid,
      kind,
      status: 'queued',
      progress: 0,
      rows: null,
      error: null,
      file_key: null,
      created_at: createdAt,
      finished_at: null,
    })
    await recordChange(trx, actor, {
      action: 'create',
      resource: 'data_export',
      recordUid: uid,
      before: null,
      after: { kind },
    })
  })
  // Read before the job is added: a worker may take it at once.
  const queued = await findDataExport(db, actor.websiteUid, kinds, uid)
  try {
    await queue.add(DATA_EXPORT_JOB, { uid }, { id: `${DATA_EXPORT_JOB}:${uid}` })
  } catch {
    await updateDataExport(db, uid, { status: 'failed', error: 'The job queue is unavailable.' })
    throw serviceUnavailable()
  }
  return asAnswer(queued!, language)
}

/** The key of the export's file, once it is ready; 404 or 409 otherwise. */
export async function readyDataExport(
  db: Kysely<Database>,
  websiteUid: string,
  kinds: DataExportKind[],
  uid: string,
): Promise<{ key: string; kind: DataExportKind; createdAt: string }> {
  const row = await findDataExport(db, websiteUid, kinds, uid)
  if (!row) throw notFound(NO_EXPORT)
  if (row.status !== 'done' || !row.file_key) {
    throw conflict('This export is not ready yet.', 'status')
  }
  return { key: row.file_key, kind: row.kind as DataExportKind, createdAt: row.created_at }
}

/** An erased customer's data leaves the exports made before their erasure. */
export { deleteDataExportsUntil } from './repo.ts'
