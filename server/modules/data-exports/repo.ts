import type { Kysely } from 'kysely'
import type { DataExportKind } from '../../../contract/values/admin-data-exports.ts'
import type { DataExportTable, Database } from '../../db/schema.ts'
import { readListPage, type ListPage } from '../../http/list-page.ts'

type Db = Kysely<Database>

export function insertDataExport(db: Db, row: DataExportTable) {
  return db.insertInto('data_exports').values(row).execute()
}

/** Changes where an export stands. */
export function updateDataExport(
  db: Db,
  uid: string,
  changes: Partial<Omit<DataExportTable, 'uid' | 'website_uid'>>,
) {
  return db.updateTable('data_exports').set(changes).where('uid', '=', uid).execute()
}

/** An export by its uid alone: the job's view (it knows no website). */
export function findDataExportForJob(db: Db, uid: string) {
  return db
    .selectFrom('data_exports')
    .select(['website_uid', 'kind', 'status'])
    .where('uid', '=', uid)
    .executeTakeFirst()
}

/** The website's exports of these kinds, with the e-mail of the staff member who asked. */
function shown(db: Db, websiteUid: string, kinds: readonly DataExportKind[]) {
  return db
    .selectFrom('data_exports')
    .leftJoin('users', (join) =>
      join
        .onRef('users.uid', '=', 'data_exports.staff_user_uid')
        .on('users.website_uid', '=', websiteUid),
    )
    .where('data_exports.website_uid', '=', websiteUid)
    .where('data_exports.kind', 'in', [...kinds])
}

const COLUMNS = [
  'data_exports.uid',
  'data_exports.kind',
  'data_exports.status',
  'data_exports.progress',
  'data_exports.rows',
  'data_exports.error',
  'data_exports.file_key',
  'data_exports.created_at',
  'data_exports.finished_at',
  'users.email as staff_email',
] as const

/** One page of the website's exports of these kinds, newest first by default, and the total. */
export async function findDataExportPage(
  db: Db,
  websiteUid: string,
  kinds: readonly DataExportKind[],
  page: ListPage,
) {
  const base = shown(db, websiteUid, kinds)
  const rows = base
    .select(COLUMNS)
    .orderBy('data_exports.created_at', page.direction)
    .orderBy('data_exports.uid', page.direction)
  return readListPage(base, rows, page, {
    sort: 'data_exports.created_at',
    uid: 'data_exports.uid',
  })
}

/** The website's export `uid`, if it is of a kind the caller may see. */
export function findDataExport(
  db: Db,
  websiteUid: string,
  kinds: readonly DataExportKind[],
  uid: string,
) {
  return shown(db, websiteUid, kinds)
    .select(COLUMNS)
    .where('data_exports.uid', '=', uid)
    .executeTakeFirst()
}

/** Up to `limit` exports asked for before `before` (any website), oldest first. */
export function findDataExportsBefore(db: Db, before: string, limit: number) {
  return db
    .selectFrom('data_exports')
    .select(['uid', 'file_key'])
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute()
}

export function deleteDataExport(db: Db, uid: string) {
  return db.deleteFrom('data_exports').where('uid', '=', uid).execute()
}

/**
 * Deletes the website's exports asked for up to `until`, whatever they stand at, and answers
 * the keys of the files they had written, for the caller to remove once this is committed.
 */
export async function deleteDataExportsUntil(
  db: Db,
  websiteUid: string,
  until: string,
): Promise<string[]> {
  const rows = await db
    .deleteFrom('data_exports')
    .where('website_uid', '=', websiteUid)
    .where('created_at', '<=', until)
    .returning('file_key')
    .execute()
  return rows.flatMap((row) => (row.file_key ? [row.file_key] : []))
}
