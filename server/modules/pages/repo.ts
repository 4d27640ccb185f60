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
