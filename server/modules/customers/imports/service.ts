import type { Kysely } from 'kysely'
import type {
  CustomerImport,
  CustomerImportCreate,
  CustomerImportPreview,
  CustomerImportsQuery,
} from '../../../../contract/schemas/admin-customer-imports.ts'
import type { Database } from '../../../db/schema.ts'
import { newUid } from '../../../db/uid.ts'
import { invalidField, notFound } from '../../../errors.ts'
import { listPage, type ListAnswer } from '../../../http/list-page.ts'
import { serviceUnavailable } from '../../../http/service-unavailable.ts'
import { translateMessage } from '../../../i18n/translate-message.ts'
import type { JobQueue } from '../../../jobs/job-queue.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import { recordChange, type StaffActor } from '../../audit-log/service.ts'
import { checkLines, type ReadyLine } from './check-lines.ts'
import { readCustomerCsv } from './csv-lines.ts'
import { CUSTOMER_IMPORT_JOB } from './import-job.ts'
import {
  countFailedCustomerImports,
  findAccountsByEmail,
  findCustomerImport,
  findCustomerImportPage,
  findItemKeys,
  findPlanKeys,
  insertCustomerImport,
  updateCustomerImport,
  type CustomerImportRow,
} from './repo.ts'

type Db = Kysely<Database>

const NO_IMPORT = 'No customer import of this website has this uid.'

/** The file read and checked against the website, as the preview shows it. */
async function checkFile(
  db: Db,
  websiteUid: string,
  csv: string,
  language: Language,
  now: Date,
): Promise<{ preview: CustomerImportPreview; ready: ReadyLine[] }> {
  const file = readCustomerCsv(csv)
  const emails = file.lines.map((line) => line.values.email.toLowerCase()).filter(Boolean)
  const [items, plans, accounts] = await Promise.all([
    findItemKeys(db, websiteUid),
    findPlanKeys(db, websiteUid),
    findAccountsByEmail(db, websiteUid, emails),
  ])
  return checkLines(file, { items, plans, accounts }, now, language)
}

/** POST /customer-imports/preview/: what an import of the file would do, line by line. */
export async function previewCustomerImport(
  db: Db,
  websiteUid: string,
  csv: string,
  language: Language,
  now = new Date(),
): Promise<CustomerImportPreview> {
  return (await checkFile(db, websiteUid, csv, language, now)).preview
}

const asAnswer = (row: CustomerImportRow, language: Language): CustomerImport => {
  const total = Number(row.total_lines)
  const done = Number(row.done_lines)
  return {
    uid: row.uid,
    status: row.status as CustomerImport['status'],
    invite: Number(row.invite) === 1,
    total_lines: total,
    done_lines: done,
    progress: total === 0 ? (row.status === 'done' ? 1 : 0) : Math.min(done / total, 1),
    created_count: Number(row.created_count),
    updated_count: Number(row.updated_count),
    skipped_count: Number(row.skipped_count),
    error: row.error === null ? null : translateMessage(row.error, language),
    staff_email: row.staff_email ?? '',
    created_at: row.created_at,
    finished_at: row.finished_at,
  }
}

/**
 * POST /customer-imports/: the file checked again, its good lines kept for the job, the import
 * audited and queued. A file with no good line answers 400 naming `csv`: nothing to import.
 */
export async function createCustomerImport(
  db: Db,
  queue: JobQueue,
  actor: StaffActor,
  input: CustomerImportCreate,
  language: Language,
  now = new Date(),
): Promise<CustomerImport> {
  const checked = await checkFile(db, actor.websiteUid, input.csv, language, now)
  if (checked.ready.length === 0) {
    throw invalidField('csv', 'No line of this file can be imported.')
  }
  const uid = newUid()
  const { preview } = checked
  await db.transaction().execute(async (trx) => {
    await insertCustomerImport(trx, {
      uid,
      website_uid: actor.websiteUid,
      staff_user_uid: actor.staffUserUid,
      status: 'queued',
      invite: input.invite ? 1 : 0,
      language: input.language ?? 'fr',
      lines: JSON.stringify(checked.ready),
      total_lines: checked.ready.length,
      done_lines: 0,
      created_count: 0,
      updated_count: 0,
      skipped_count: preview.to_skip,
      error: null,
      created_at: now.toISOString(),
      finished_at: null,
    })
    await recordChange(trx, actor, {
      action: 'create',
      resource: 'customer_import',
      recordUid: uid,
      before: null,
      after: {
        lines: preview.total,
        to_create: preview.to_create,
        to_update: preview.to_update,
        to_skip: preview.to_skip,
        invite: input.invite,
      },
    })
  })
  // Read before the job is added: a worker may take it at once.
  const queued = await findCustomerImport(db, actor.websiteUid, uid)
  try {
    await queue.add(CUSTOMER_IMPORT_JOB, { uid }, { id: `${CUSTOMER_IMPORT_JOB}:${uid}` })
  } catch {
    await updateCustomerImport(db, uid, {
      status: 'failed',
      error: 'The job queue is unavailable.',
    })
    throw serviceUnavailable()
  }
  return asAnswer(queued!, language)
}

/** GET /customer-imports/: newest first. */
export async function listCustomerImports(
  db: Db,
  websiteUid: string,
  query: CustomerImportsQuery,
  language: Language,
): Promise<ListAnswer<CustomerImport>> {
  const page = listPage(query, 'DESC')
  const { total, rows } = await findCustomerImportPage(db, websiteUid, query.status, page)
  return { total, rows: rows.map((row) => asAnswer(row, language)) }
}

/** GET /customer-imports/{uid}/: where it stands, or 404. */
export async function getCustomerImport(
  db: Db,
  websiteUid: string,
  uid: string,
  language: Language,
): Promise<CustomerImport> {
  const row = await findCustomerImport(db, websiteUid, uid)
  if (!row) throw notFound(NO_IMPORT)
  return asAnswer(row, language)
}

/** How many of the website's customer imports failed (the home dashboard's to-do). */
export const countFailedImports = (db: Db, websiteUid: string) =>
  countFailedCustomerImports(db, websiteUid)
