import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * The tables an item answer is built from. Any change to one of them bumps its website's
 * catalogue_version, so caches keyed by that version can never serve a stale item or count,
 * whichever process (or admin tool) made the change.
 */
export const CATALOGUE_TABLES = [
  'items',
  'medias',
  'playlists',
  'playlist_medias',
  'item_categories',
  'prices',
  'item_plans',
  'categories',
] as const

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('websites')
    .addColumn('catalogue_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  if (dialect === 'postgres') await createPostgresTriggers(db)
  else await createSqliteTriggers(db)
}

async function createSqliteTriggers(db: Kysely<unknown>): Promise<void> {
  for (const table of CATALOGUE_TABLES) {
    for (const [event, row] of [
      ['INSERT', 'new'],
      ['UPDATE', 'new'],
      ['DELETE', 'old'],
    ] as const) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_${event.toLowerCase()}_bumps_catalogue AFTER ${event} ON ${table}
           BEGIN UPDATE websites SET catalogue_version = catalogue_version + 1
           WHERE uid = ${row}.website_uid; END`,
        )
        .execute(db)
    }
  }
}

async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION bump_catalogue_version() RETURNS trigger AS $$
    BEGIN
      UPDATE websites SET catalogue_version = catalogue_version + 1
      WHERE uid = (CASE WHEN TG_OP = 'DELETE' THEN OLD.website_uid ELSE NEW.website_uid END);
      RETURN NULL;
    END $$ LANGUAGE plpgsql`.execute(db)
  for (const table of CATALOGUE_TABLES) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_bumps_catalogue AFTER INSERT OR UPDATE OR DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION bump_catalogue_version()`,
      )
      .execute(db)
  }
}
