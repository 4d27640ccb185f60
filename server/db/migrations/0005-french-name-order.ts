import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'
import { FRENCH_COLLATION, FRENCH_SORT_KEY_FUNCTION } from '../french-order.ts'

/** The tables listed by name, and the index each name order is read from. */
const NAME_ORDERS = [
  { table: 'items', index: 'items_name', columns: ['website_uid', 'name_key'] },
  {
    table: 'item_categories',
    index: 'item_categories_by_name',
    columns: ['category_uid', 'name_key', 'item_uid'],
  },
  { table: 'categories', index: 'categories_name', columns: ['website_uid', 'name_key'] },
] as const

/**
 * `?ordering=name` in French order on both databases: each named table gets `name_key`, the name
 * as French order compares it — PostgreSQL's ICU French collation, or on SQLite a key computed
 * by a function of ours (french-order.ts) — and its name index is rebuilt on it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const { table, index, columns } of NAME_ORDERS) {
    const column =
      dialect === 'postgres'
        ? `name_key text COLLATE "${FRENCH_COLLATION}" GENERATED ALWAYS AS (name) STORED`
        : `name_key text GENERATED ALWAYS AS (${FRENCH_SORT_KEY_FUNCTION}(name)) VIRTUAL`
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN ${column}`).execute(db)
    await db.schema.dropIndex(index).ifExists().execute()
    await db.schema
      .createIndex(index)
      .on(table)
      .columns([...columns])
      .execute()
  }
}
