import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * A plan may be private: offered only through its link, never listed among the website's plans
 * nor on the items it opens. Item answers name their plans, so making a plan private or public
 * bumps the website's catalogue version as any catalogue change does (migration 0003), and no
 * cached item keeps naming a plan gone private.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('plans')
    .addColumn('is_private', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  if (dialect === 'postgres') {
    await sql`CREATE TRIGGER plans_privacy_bumps_catalogue
      AFTER UPDATE OF is_private ON plans FOR EACH ROW
      WHEN (OLD.is_private IS DISTINCT FROM NEW.is_private)
      EXECUTE FUNCTION bump_catalogue_version()`.execute(db)
  } else {
    await sql`CREATE TRIGGER plans_privacy_bumps_catalogue
      AFTER UPDATE OF is_private ON plans
      WHEN OLD.is_private IS NOT NEW.is_private
      BEGIN UPDATE websites SET catalogue_version = catalogue_version + 1
      WHERE uid = NEW.website_uid; END`.execute(db)
  }
}
