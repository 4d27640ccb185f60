import type { ExpressionBuilder, Kysely } from 'kysely'
import type { Database, MediaImportTable } from '../../../db/schema.ts'
import type { ListPage } from '../../../http/list-page.ts'

/** The SQL of back-office uploads and their imports (migrations 0011 and 0013). */
type Db = Kysely<Database>
type ImportRow = Omit<MediaImportTable, 'progress'> & { progress?: number }

const now = () => new Date().toISOString()
/** More uploads for one media than a panel shows: the oldest of them are long done. */
const MEDIA_IMPORTS_SHOWN = 50

export async function insertImport(db: Db, row: ImportRow): Promise<void> {
  await db.insertInto('media_imports').values(row).execute()
}

const COLUMNS = [
  'uid',
  'website_uid',
  'upload_id',
  'file_name',
  'size',
  'status',
  'progress',
  'error',
  'media_uid',
  'item_uid',
  'created_at',
  'updated_at',
  'purpose',
  'target_media_uid',
  'display_name',
  'staff_user_uid',
] as const

/** The name of the media a trailer or bonus file is for (null for a new item's video). */
const targetMediaName = (eb: ExpressionBuilder<Database, 'media_imports'>) =>
  eb
    .selectFrom('medias')
    .select('medias.name')
    .whereRef('medias.uid', '=', 'media_imports.target_media_uid')
    .whereRef('medias.website_uid', '=', 'media_imports.website_uid')
    .as('target_media_name')

/** The name of the item the import made (null for a trailer or bonus file, or once deleted). */
const itemName = (eb: ExpressionBuilder<Database, 'media_imports'>) =>
  eb
    .selectFrom('items')
    .select('items.name')
    .whereRef('items.uid', '=', 'media_imports.item_uid')
    .whereRef('items.website_uid', '=', 'media_imports.website_uid')
    .as('item_name')

/** What an import's answer names besides its own columns. */
const namesOf = (eb: ExpressionBuilder<Database, 'media_imports'>) => [
  targetMediaName(eb),
  itemName(eb),
]

export function findImport(db: Db, websiteUid: string, uid: string) {
  return db
    .selectFrom('media_imports')
    .select(COLUMNS)
    .select(namesOf)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}
export type ImportRecord = NonNullable<Awaited<ReturnType<typeof findImport>>>

/** The status of an import of the website, if it exists. */
export async function findImportStatus(db: Db, websiteUid: string, uid: string) {
  const row = await db
    .selectFrom('media_imports')
    .select('status')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
  return row?.status
}

/** Any website's import, for the job that runs it. */
export function findImportToRun(db: Db, uid: string) {
  return db.selectFrom('media_imports').select(COLUMNS).where('uid', '=', uid).executeTakeFirst()
}
export type ImportToRun = NonNullable<Awaited<ReturnType<typeof findImportToRun>>>

/** One page of the website's imports and how many match. */
export async function findImportPage(
  db: Db,
  websiteUid: string,
  filter: { status?: string | undefined },
  sort: 'created_at' | 'file_name' | 'status',
  page: ListPage,
) {
  let base = db.selectFrom('media_imports').where('website_uid', '=', websiteUid)
  if (filter.status) base = base.where('status', '=', filter.status)
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst(),
    base
      .select(COLUMNS)
      .select(namesOf)
      .orderBy(sort, page.direction)
      .orderBy('created_at', page.direction)
      .orderBy('uid', page.direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { total: Number(total?.count ?? 0), rows }
}

/** The uploads for a media (its trailers and bonus files), newest first. */
export function findImportsForMedia(db: Db, websiteUid: string, mediaUid: string) {
  return db
    .selectFrom('media_imports')
    .select(COLUMNS)
    .select(namesOf)
    .where('website_uid', '=', websiteUid)
    .where('target_media_uid', '=', mediaUid)
    .orderBy('created_at', 'desc')
    .orderBy('uid', 'desc')
    .limit(MEDIA_IMPORTS_SHOWN)
    .execute()
}

/** Imports left queued or running when a process stopped: they start again. */
export async function findUnfinishedImports(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('media_imports')
    .select('uid')
    .where('status', 'in', ['queued', 'running'])
    .orderBy('created_at')
    .execute()
  return rows.map((row) => row.uid)
}

/** Those of the uploads `uploadIds` that became an import. */
export async function findImportedUploads(db: Db, uploadIds: string[]): Promise<Set<string>> {
  if (uploadIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('media_imports')
    .select('upload_id')
    .where('upload_id', 'in', uploadIds)
    .execute()
  return new Set(rows.map((row) => row.upload_id))
}

/** Up to `limit` imports that failed before `before`, every website's, oldest first. */
export function findImportsFailedBefore(db: Db, before: string, limit: number) {
  return db
    .selectFrom('media_imports')
    .select(['uid', 'upload_id'])
    .where('status', '=', 'failed')
    .where('updated_at', '<', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute()
}

/** Deletes the import `uid` if it still failed before `before` (no retry since); answers whether it did. */
export async function deleteImportFailedBefore(db: Db, uid: string, before: string) {
  const result = await db
    .deleteFrom('media_imports')
    .where('uid', '=', uid)
    .where('status', '=', 'failed')
    .where('updated_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Moves an import to `status` from one of `from`; answers whether it did (a retry races). */
export async function moveImport(
  db: Db,
  uid: string,
  from: readonly string[],
  status: string,
  fields: { error?: string | null; media_uid?: string; item_uid?: string | null } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('media_imports')
    .set({
      status,
      ...fields,
      ...(status === 'queued' ? { progress: 0, error: null } : {}),
      ...(status === 'done' ? { progress: 1 } : {}),
      updated_at: now(),
    })
    .where('uid', '=', uid)
    .where('status', 'in', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function setImportProgress(db: Db, uid: string, progress: number): Promise<void> {
  await db
    .updateTable('media_imports')
    .set({ progress, updated_at: now() })
    .where('uid', '=', uid)
    .where('status', '=', 'running')
    .execute()
}
