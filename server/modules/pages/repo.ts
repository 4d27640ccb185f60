import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

export async function findPage(db: Kysely<Database>, websiteUid: string, uid: string) {
  return db
    .selectFrom('pages')
    .select(['uid', 'title', 'content'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}

export async function findSnippet(db: Kysely<Database>, websiteUid: string, key: string) {
  const row = await db
    .selectFrom('snippets')
    .select('html')
    .where('website_uid', '=', websiteUid)
    .where('key', '=', key)
    .executeTakeFirst()
  return row?.html
}

/** Replaces a page's title and blocks; answers whether the page exists. */
export async function writePage(
  trx: Kysely<Database>,
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

export async function pageExists(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('pages')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
  return row !== undefined
}
