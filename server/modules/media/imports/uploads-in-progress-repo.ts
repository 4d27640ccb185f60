import type { Kysely } from 'kysely'
import type { Database, UploadInProgressTable } from '../../../db/schema.ts'

/** The SQL of the uploads begun and not finished, and of what a website stores (0041). */
type Db = Kysely<Database>

export async function insertUploadInProgress(db: Db, row: UploadInProgressTable): Promise<void> {
  await db.insertInto('uploads_in_progress').values(row).execute()
}

/** The upload finished (it is an import now) or was ended. */
export async function deleteUploadInProgress(db: Db, uploadId: string): Promise<void> {
  await db.deleteFrom('uploads_in_progress').where('upload_id', '=', uploadId).execute()
}

/** Forgets the uploads begun before `before`: housekeeping removed them as abandoned. */
export async function deleteUploadsInProgressBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom('uploads_in_progress').where('created_at', '<', before).execute()
}

/** How many uploads the staff member began on the website since `since` and has not finished. */
export async function countUploadsInProgress(
  db: Db,
  websiteUid: string,
  staffUid: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('uploads_in_progress')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('website_uid', '=', websiteUid)
    .where('staff_user_uid', '=', staffUid)
    .where('created_at', '>=', since)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** The website's storage quota in GiB; 0 = none. */
export async function findUploadQuotaGib(db: Db, websiteUid: string): Promise<number> {
  const row = await db
    .selectFrom('websites')
    .select('upload_quota_gib')
    .where('uid', '=', websiteUid)
    .executeTakeFirst()
  return Number(row?.upload_quota_gib ?? 0)
}

export async function setUploadQuotaGib(db: Db, websiteUid: string, gib: number): Promise<void> {
  await db
    .updateTable('websites')
    .set({ upload_quota_gib: gib })
    .where('uid', '=', websiteUid)
    .execute()
}

/**
 * Bytes the website stores or is about to: its media files (source, HD, bonus), the finished
 * uploads still waiting for their import, and the sizes its unfinished uploads announced.
 */
export async function findStoredBytes(db: Db, websiteUid: string): Promise<number> {
  const sum = (table: 'files' | 'media_imports' | 'uploads_in_progress') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('size'), eb.lit(0)).as('bytes'))
      .where('website_uid', '=', websiteUid)
  const [files, waiting, unfinished] = await Promise.all([
    sum('files').executeTakeFirst(),
    sum('media_imports').where('status', 'in', ['queued', 'running']).executeTakeFirst(),
    sum('uploads_in_progress').executeTakeFirst(),
  ])
  return [files, waiting, unfinished].reduce((total, row) => total + Number(row?.bytes ?? 0), 0)
}
