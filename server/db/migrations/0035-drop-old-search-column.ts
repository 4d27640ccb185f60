import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * Drops `items.search_vector` and its GIN index `items_search` (migration 0001), which
 * PostgreSQL's search stopped reading at migration 0033: the version before this one searches
 * `search_words`, so it keeps working through a rolling upgrade (docs/deploy.md, Upgrades). Every
 * write of an item no longer computes the vector nor updates the index. PostgreSQL only; dropping
 * the column is a change of the catalogue, not a rewrite of the table.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return
  await sql`ALTER TABLE items DROP COLUMN IF EXISTS search_vector`.execute(db)
}
