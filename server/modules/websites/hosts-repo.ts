import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** The host names the website answers to, in alphabetical order. */
export async function findWebsiteHosts(db: Db, websiteUid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('website_hosts')
    .select('host')
    .where('website_uid', '=', websiteUid)
    .orderBy('host')
    .execute()
  return rows.map((row) => row.host)
}

/** Which of these host names another website answers to. */
export async function findHostsOfOtherWebsites(
  db: Db,
  websiteUid: string,
  hosts: string[],
): Promise<string[]> {
  if (hosts.length === 0) return []
  const rows = await db
    .selectFrom('website_hosts')
    .select('host')
    .where('host', 'in', hosts)
    .where('website_uid', '<>', websiteUid)
    .execute()
  return rows.map((row) => row.host)
}

/** The website answers to these host names from now on, and to no other. */
export async function replaceWebsiteHosts(
  trx: Db,
  websiteUid: string,
  hosts: string[],
): Promise<void> {
  await trx
    .deleteFrom('website_hosts')
    .where('website_uid', '=', websiteUid)
    .where('host', 'not in', hosts)
    .execute()
  const kept = new Set(await findWebsiteHosts(trx, websiteUid))
  const added = hosts.filter((host) => !kept.has(host))
  if (added.length === 0) return
  await trx
    .insertInto('website_hosts')
    .values(added.map((host) => ({ host, website_uid: websiteUid })))
    .execute()
}

export async function writeWebsiteName(trx: Db, websiteUid: string, name: string): Promise<void> {
  await trx.updateTable('websites').set({ name }).where('uid', '=', websiteUid).execute()
}
