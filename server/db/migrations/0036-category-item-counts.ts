import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * How many items each category holds, kept by triggers on `item_categories` (issue 18).
 *
 * A category's page is a short range of its index, but its count read every entry of the
 * category: 10–12 ms for a category of 50 000 items on a 1 000 000-item catalogue, longer than
 * the page and its items together. With the total kept here, the count of what visitors see is
 * that total less the category's items published later than now: a range of the same index that
 * holds only the scheduled items (`findCategoryItemPage`).
 *
 * The triggers keep the total whichever code writes the links, a process of the previous version
 * included. On PostgreSQL they run once per statement, reading the rows it wrote from its
 * transition table, so a bulk insert writes each category's total once (see migration 0027); the
 * totals are written in the order of their categories, so two transactions that link items to
 * the same categories take their rows' locks in one order and never deadlock. SQLite counts row
 * by row, as it has no statement triggers.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`CREATE TABLE category_item_counts (
    category_uid text NOT NULL PRIMARY KEY REFERENCES categories (uid) ON DELETE CASCADE,
    item_count integer NOT NULL
  )`.execute(db)
  if (dialect === 'postgres') await countByStatement(db)
  else await countByRow(db)
  await sql`INSERT INTO category_item_counts (category_uid, item_count)
    SELECT category_uid, count(*) FROM item_categories GROUP BY category_uid`.execute(db)
}

async function countByStatement(db: Kysely<unknown>): Promise<void> {
  // `changes`: a category, and how many items it gained (less than 0: lost).
  const addChanges = (changes: string) => `
    INSERT INTO category_item_counts AS counted (category_uid, item_count)
    SELECT category_uid, sum(change) FROM (${changes}) AS changes
    GROUP BY category_uid HAVING sum(change) <> 0 ORDER BY category_uid
    ON CONFLICT (category_uid) DO UPDATE SET item_count = counted.item_count + excluded.item_count`
  const added = 'SELECT category_uid, 1 AS change FROM added_rows'
  const removed = 'SELECT category_uid, -1 AS change FROM removed_rows'
  await sql
    .raw(
      `CREATE FUNCTION count_category_items() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${addChanges(added)};
        ELSIF TG_OP = 'DELETE' THEN ${addChanges(removed)};
        ELSE ${addChanges(`${added} UNION ALL ${removed}`)};
        END IF;
        RETURN NULL;
      END $$`,
    )
    .execute(db)
  // A transition table is one event's (0027); an update that keeps its categories, as an item's
  // save does to their name and date, nets nothing and writes no total.
  for (const [event, tables] of [
    ['INSERT', 'NEW TABLE AS added_rows'],
    ['DELETE', 'OLD TABLE AS removed_rows'],
    ['UPDATE', 'OLD TABLE AS removed_rows NEW TABLE AS added_rows'],
  ] as const) {
    await sql
      .raw(
        `CREATE TRIGGER item_categories_${event.toLowerCase()}_counts AFTER ${event}
         ON item_categories REFERENCING ${tables}
         FOR EACH STATEMENT EXECUTE FUNCTION count_category_items()`,
      )
      .execute(db)
  }
}

async function countByRow(db: Kysely<unknown>): Promise<void> {
  const add = (category: string, change: number) => `
    INSERT INTO category_item_counts (category_uid, item_count) VALUES (${category}, ${change})
    ON CONFLICT (category_uid) DO UPDATE SET item_count = item_count + excluded.item_count;`
  await sql
    .raw(
      `CREATE TRIGGER item_categories_insert_counts AFTER INSERT ON item_categories
       BEGIN ${add('NEW.category_uid', 1)} END`,
    )
    .execute(db)
  await sql
    .raw(
      `CREATE TRIGGER item_categories_delete_counts AFTER DELETE ON item_categories
       BEGIN ${add('OLD.category_uid', -1)} END`,
    )
    .execute(db)
  await sql
    .raw(
      `CREATE TRIGGER item_categories_update_counts AFTER UPDATE OF category_uid ON item_categories
       WHEN OLD.category_uid <> NEW.category_uid
       BEGIN ${add('OLD.category_uid', -1)} ${add('NEW.category_uid', 1)} END`,
    )
    .execute(db)
}
