import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'
import { ENGLISH_COLLATION, FRENCH_SORT_KEY_FUNCTION } from '../french-order.ts'

/** The tables listed by name, and the index each English name order is read from. */
const NAME_ORDERS = [
  { table: 'items', index: 'items_name_en', columns: ['website_uid', 'name_en_key'] },
  {
    table: 'item_categories',
    index: 'item_categories_by_name_en',
    columns: ['category_uid', 'name_en_key', 'item_uid'],
  },
  { table: 'categories', index: 'categories_name_en', columns: ['website_uid', 'name_en_key'] },
] as const

/**
 * `?ordering=name` for visitors who chose English (issue 43 point 18): the English name, or the
 * French one where there is none, in English order. Items and their category rows get a copy of
 * the English name of the media, playlist or live event they show (`name_en`, '' for none, as `name` is a copy
 * of the French one); each named table gets `name_en_key` beside `name_key` (migration 0005):
 * PostgreSQL's ICU English collation, or on SQLite the same key as the French order's (case,
 * accents and ligatures set aside, which English dictionaries do too), with its own index.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const table of ['items', 'item_categories']) {
    await db.schema
      .alterTable(table)
      .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
  }
  await sql`UPDATE items SET name_en = coalesce(
      (SELECT medias.name_en FROM medias WHERE medias.uid = items.content_object_uid),
      (SELECT playlists.name_en FROM playlists WHERE playlists.uid = items.content_object_uid),
      (SELECT live_events.name_en FROM live_events WHERE live_events.uid = items.content_object_uid),
      '')`.execute(db)
  await sql`UPDATE item_categories SET name_en =
      (SELECT items.name_en FROM items WHERE items.uid = item_categories.item_uid)`.execute(db)
  for (const { table, index, columns } of NAME_ORDERS) {
    const shown = `CASE WHEN name_en <> '' THEN name_en ELSE name END`
    const column =
      dialect === 'postgres'
        ? `name_en_key text COLLATE "${ENGLISH_COLLATION}" GENERATED ALWAYS AS (${shown}) STORED`
        : `name_en_key text GENERATED ALWAYS AS (${FRENCH_SORT_KEY_FUNCTION}(${shown})) VIRTUAL`
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN ${column}`).execute(db)
    await db.schema
      .createIndex(index)
      .on(table)
      .columns([...columns])
      .execute()
  }
}
