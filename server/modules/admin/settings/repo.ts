import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'

type Db = Kysely<Database>

/** The snippets the storefront's legal page shows (GET /api/snippets/legal/), by language. */
const LEGAL_SNIPPETS = { fr: 'legal', en: 'legal_en' } as const
type LegalLanguage = keyof typeof LEGAL_SNIPPETS

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

/** The legal text's HTML as stored, or undefined when the website has none in `language`. */
export async function findLegalHtml(
  db: Db,
  websiteUid: string,
  language: LegalLanguage = 'fr',
): Promise<string | undefined> {
  const row = await db
    .selectFrom('snippets')
    .select('html')
    .where('website_uid', '=', websiteUid)
    .where('key', '=', LEGAL_SNIPPETS[language])
    .executeTakeFirst()
  return row?.html
}

/**
 * Stores the legal text in `language`; an empty one is removed, so the legal page answers 404
 * (in English: shows the French).
 */
export async function writeLegalHtml(
  trx: Db,
  websiteUid: string,
  html: string,
  language: LegalLanguage = 'fr',
): Promise<void> {
  const key = LEGAL_SNIPPETS[language]
  if (html === '') {
    await trx
      .deleteFrom('snippets')
      .where('website_uid', '=', websiteUid)
      .where('key', '=', key)
      .execute()
    return
  }
  await trx
    .insertInto('snippets')
    .values({ website_uid: websiteUid, key, html })
    .onConflict((conflict) => conflict.columns(['website_uid', 'key']).doUpdateSet({ html }))
    .execute()
}
