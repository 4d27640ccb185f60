import { stat } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import type {
  AdminMediaImport,
  AdminMediaImportsQuery,
} from '../../../../contract/schemas/admin-media-imports.ts'
import type { Database } from '../../../db/schema.ts'
import { translateMessage } from '../../../i18n/translate-message.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import { conflict, notFound } from '../../../errors.ts'
import { serviceUnavailable } from '../../../http/service-unavailable.ts'
import { listPage, type ListAnswer } from '../../../http/list-page.ts'
import type { ImportQueue } from './import-queue.ts'
import type { UploadStorage } from './upload-storage.ts'
import {
  findImport,
  findImportStatus,
  insertImport,
  findImportPage,
  findImportsForMedia,
  moveImport,
  type ImportRecord,
} from './repo.ts'

/** An import as staff read it, the reason of a failure in their language. */
const asAnswer = (row: ImportRecord, language: Language): AdminMediaImport => ({
  uid: row.uid,
  file_name: row.file_name,
  purpose: row.purpose as AdminMediaImport['purpose'],
  target_media_uid: row.target_media_uid,
  target_media_name: row.target_media_name,
  size: Number(row.size),
  status: row.status as AdminMediaImport['status'],
  progress: Number(row.progress),
  error: row.error === null ? null : translateMessage(row.error, language),
  media_uid: row.media_uid,
  item_uid: row.item_uid,
  item_name: row.item_name,
  created_at: row.created_at,
  updated_at: row.updated_at,
})

/** GET /media-imports/: the website's uploaded videos, newest first unless sorted otherwise. */
export async function listMediaImports(
  db: Kysely<Database>,
  websiteUid: string,
  query: AdminMediaImportsQuery,
  language: Language,
): Promise<ListAnswer<AdminMediaImport>> {
  const page = listPage(query, query._sort ? 'ASC' : 'DESC')
  const { total, rows } = await findImportPage(
    db,
    websiteUid,
    { status: query.status },
    query._sort ?? 'created_at',
    page,
  )
  return { total, rows: rows.map((row) => asAnswer(row, language)) }
}

export async function getMediaImport(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
  language: Language,
): Promise<AdminMediaImport> {
  const row = await findImport(db, websiteUid, uid)
  if (!row) throw notFound('No import of this website has this uid.')
  return asAnswer(row, language)
}

/**
 * POST /media-imports/{uid}/retry/: a failed import runs again from its uploaded file. When its
 * job cannot be added (Redis away), the import stays failed and the answer is a 503.
 */
export async function retryMediaImport(
  db: Kysely<Database>,
  queue: ImportQueue,
  websiteUid: string,
  uid: string,
  language: Language,
): Promise<AdminMediaImport> {
  const row = await findImport(db, websiteUid, uid)
  if (!row) throw notFound('No import of this website has this uid.')
  if (!(await moveImport(db, uid, ['failed'], 'queued'))) {
    throw conflict('Only a failed import can be retried.', 'status')
  }
  // Read before the job is added: a worker may take it at once.
  const queued = await getMediaImport(db, websiteUid, uid, language)
  try {
    await queue.retry(uid)
  } catch {
    await moveImport(db, uid, ['queued'], 'failed', { error: row.error })
    throw serviceUnavailable()
  }
  return queued
}

/**
 * A media's trailer and bonus files on their way: its uploads not imported yet or failed, but
 * of its trailers only the last one sent (an older failure was followed by another try).
 */
export async function unfinishedImportsFor(
  db: Kysely<Database>,
  websiteUid: string,
  mediaUid: string,
  language: Language,
): Promise<AdminMediaImport[]> {
  const rows = await findImportsForMedia(db, websiteUid, mediaUid)
  const lastTrailer = rows.find((row) => row.purpose === 'trailer')
  return rows
    .filter((row) => row.status !== 'done')
    .filter((row) => row.purpose !== 'trailer' || row === lastTrailer)
    .map((row) => asAnswer(row, language))
}

/** The website's upload quota, which the settings screen shows and the owner changes. */
export { findUploadQuotaGib, setUploadQuotaGib } from './uploads-in-progress-repo.ts'

/** Where the import of a file the server made itself stands: queued, running, failed or done. */
export { findImportStatus }

/**
 * Queues the import of a file this server made (a live event's joined recording) as if it had been
 * uploaded: the file becomes the upload `uid`, and the import `uid` its media.
 */
export async function importRecordedFile(
  db: Kysely<Database>,
  target: { queue: ImportQueue; uploads: UploadStorage },
  input: {
    uid: string
    websiteUid: string
    staffUserUid: string
    file: string
    fileName: string
    purpose: 'live_replay'
  },
): Promise<void> {
  const { size } = await stat(input.file)
  const uploadId = await target.uploads.adopt(input.uid, input.file)
  const at = new Date().toISOString()
  await insertImport(db, {
    uid: input.uid,
    website_uid: input.websiteUid,
    staff_user_uid: input.staffUserUid,
    upload_id: uploadId,
    file_name: input.fileName,
    size,
    status: 'queued',
    error: null,
    media_uid: null,
    item_uid: null,
    created_at: at,
    updated_at: at,
    purpose: input.purpose,
    target_media_uid: null,
    display_name: null,
  })
  target.queue.enqueue(input.uid)
}
