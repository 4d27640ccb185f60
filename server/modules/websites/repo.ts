import type { Kysely, Selectable } from 'kysely'
import type { Dialect } from '../../db/connect.ts'
import type { Database, WebsiteTable } from '../../db/schema.ts'

export type WebsiteRow = Selectable<WebsiteTable>

/** The website a host name belongs to, if any. */
export async function findWebsiteByHost(
  db: Kysely<Database>,
  host: string,
): Promise<WebsiteRow | undefined> {
  return db
    .selectFrom('website_hosts')
    .innerJoin('websites', 'websites.uid', 'website_hosts.website_uid')
    .selectAll('websites')
    .where('website_hosts.host', '=', host)
    .executeTakeFirst()
}

export async function findWebsite(
  db: Kysely<Database>,
  uid: string,
): Promise<WebsiteRow | undefined> {
  return db.selectFrom('websites').selectAll().where('uid', '=', uid).executeTakeFirst()
}

/** The oldest website: the default when none is configured. */
export async function findFirstWebsite(db: Kysely<Database>): Promise<WebsiteRow | undefined> {
  return db
    .selectFrom('websites')
    .selectAll()
    .orderBy('created_at')
    .orderBy('uid')
    .executeTakeFirst()
}

export async function countWebsites(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('websites')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** The website's stored settings (JSON), locked until the transaction ends on PostgreSQL. */
export async function lockWebsiteSettings(
  trx: Kysely<Database>,
  dialect: Dialect,
  websiteUid: string,
): Promise<string | undefined> {
  const query = trx.selectFrom('websites').select('settings').where('uid', '=', websiteUid)
  // SQLite has no row locks: its write transactions already run one at a time.
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
  return row?.settings
}

export async function writeWebsiteSettings(
  trx: Kysely<Database>,
  websiteUid: string,
  settings: string,
): Promise<void> {
  await trx.updateTable('websites').set({ settings }).where('uid', '=', websiteUid).execute()
}
