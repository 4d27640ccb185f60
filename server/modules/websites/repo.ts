import type { Kysely, Selectable } from 'kysely'
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
