import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'
import { CATALOGUE_TABLES } from './0003-catalogue-version.ts'

/**
 * On PostgreSQL, a catalogue change bumps its website's catalogue_version once per statement
 * instead of once per row. A row trigger updated the website's row once for each row written;
 * in one transaction every update leaves a row version that cannot be cleaned up before the
 * commit, so each next one was slower: generating 10 000 items in one transaction took 122 s
 * (1.9 s now), and 100 000 had not finished after half an hour (bench/scale.ts). Statement
 * triggers read the rows a statement changed from their transition table, which PostgreSQL
 * allows for one event per trigger: three per table. SQLite
 * keeps its row triggers: it has no statement triggers, and no row versions to pile up. The row
 * function stays for 0016's trigger on a plan's privacy, which changes one row at a time.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return
  await sql`CREATE FUNCTION bump_catalogue_version_of_rows() RETURNS trigger AS $$
    BEGIN
      UPDATE websites SET catalogue_version = catalogue_version + 1
      WHERE uid IN (SELECT DISTINCT website_uid FROM changed_rows);
      RETURN NULL;
    END $$ LANGUAGE plpgsql`.execute(db)
  for (const table of CATALOGUE_TABLES) {
    await sql.raw(`DROP TRIGGER ${table}_bumps_catalogue ON ${table}`).execute(db)
    for (const [event, rows] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ] as const) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_${event.toLowerCase()}_bumps_catalogue AFTER ${event} ON ${table}
           REFERENCING ${rows} TABLE AS changed_rows
           FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version_of_rows()`,
        )
        .execute(db)
    }
  }
}
