import type { Kysely } from 'kysely'
import type { StaffRoleName } from '../../../contract/values/staff-roles.ts'
import type { Dialect } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** The website's stored settings (JSON), locked until the transaction ends on PostgreSQL. */
export async function lockWebsiteSettings(
  trx: Db,
  dialect: Dialect,
  websiteUid: string,
): Promise<string | undefined> {
  const query = trx.selectFrom('websites').select('settings').where('uid', '=', websiteUid)
  // SQLite has no row locks: its write transactions already run one at a time.
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
  return row?.settings
}

export async function writeWebsiteSettings(
  trx: Db,
  websiteUid: string,
  settings: string,
): Promise<void> {
  await trx.updateTable('websites').set({ settings }).where('uid', '=', websiteUid).execute()
}

/** Replaces a page's title and blocks; answers whether the page exists. */
export async function writePage(
  trx: Db,
  websiteUid: string,
  page: { uid: string; title: string; content: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('pages')
    .set({ title: page.title, content: page.content, updated_at: new Date().toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', page.uid)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function pageExists(db: Db, websiteUid: string, uid: string): Promise<boolean> {
  const row = await db
    .selectFrom('pages')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
  return row !== undefined
}

/** Lists are looked up in slices, well under every driver's limit on bound parameters. */
const SLICE = 500

async function inSlices<R>(uids: string[], find: (slice: string[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = []
  for (let start = 0; start < uids.length; start += SLICE) {
    rows.push(...(await find(uids.slice(start, start + SLICE))))
  }
  return rows
}

/** Which of these items the website has, with their content type. */
export function findItemTypes(db: Db, websiteUid: string, uids: string[]) {
  return inSlices(uids, (slice) =>
    db
      .selectFrom('items')
      .select(['uid', 'content_object_type'])
      .where('website_uid', '=', websiteUid)
      .where('uid', 'in', slice)
      .execute(),
  )
}

/** Which of these categories the website has. */
export function findCategoryUids(db: Db, websiteUid: string, uids: string[]) {
  return inSlices(uids, (slice) =>
    db
      .selectFrom('categories')
      .select('uid')
      .where('website_uid', '=', websiteUid)
      .where('uid', 'in', slice)
      .execute(),
  )
}

/** Gives an account of the website a staff role, or takes it away (null); answers whether found. */
export async function setStaffRole(
  db: Db,
  websiteUid: string,
  email: string,
  role: StaffRoleName | null,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ staff_role: role })
    .where('website_uid', '=', websiteUid)
    .where('email', '=', email)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
