import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

/** The most trivial query: it needs a connection and an answering server, nothing else. */
export async function selectOne(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}
