import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

/** The names of these items of the website, by uid. */
export async function findItemNames(
  db: Kysely<Database>,
  websiteUid: string,
  itemUids: string[],
): Promise<Map<string, string>> {
  if (itemUids.length === 0) return new Map()
  const rows = await db
    .selectFrom('items')
    .select(['uid', 'name'])
    .where('website_uid', '=', websiteUid)
    .where('uid', 'in', itemUids)
    .execute()
  return new Map(rows.map((row) => [row.uid, row.name]))
}
