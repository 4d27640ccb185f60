import type { Kysely } from 'kysely'

/**
 * CSV exports of a website's customers or orders: asked for by staff, written by a job into the
 * media store, downloaded from the back office.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('staff_user_uid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('rows', 'integer')
    .addColumn('error', 'text')
    .addColumn('file_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema
    .createIndex('data_exports_website_created_at')
    .on('data_exports')
    .columns(['website_uid', 'created_at'])
    .execute()
}
