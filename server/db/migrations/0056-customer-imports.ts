import type { Kysely } from 'kysely'

/**
 * Customer imports from a CSV file (issue 46 part 6): the lines that passed the preview, kept
 * as JSON until the job has gone through them, and how far it went. `done_lines` moves in the
 * same transaction as the customers of each batch, so a job run again after a crash starts
 * after the last batch written and never imports a line twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customer_imports')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('staff_user_uid', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invite', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('total_lines', 'integer', (c) => c.notNull())
    .addColumn('done_lines', 'integer', (c) => c.notNull())
    .addColumn('created_count', 'integer', (c) => c.notNull())
    .addColumn('updated_count', 'integer', (c) => c.notNull())
    .addColumn('skipped_count', 'integer', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema
    .createIndex('customer_imports_website')
    .on('customer_imports')
    .columns(['website_uid', 'created_at'])
    .execute()
}
