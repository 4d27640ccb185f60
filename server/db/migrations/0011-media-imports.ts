import type { Kysely } from 'kysely'

/**
 * Videos uploaded from the back office, each imported (probed, transcoded, made a media and an
 * unpublished item) by a background job: its state, progress and failure, for staff to follow
 * and retry. `upload_id` names the file the upload server keeps until the import succeeds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_imports')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('staff_user_uid', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    // queued, running, failed or done
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('media_uid', 'text')
    .addColumn('item_uid', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('media_imports_website_created')
    .on('media_imports')
    .columns(['website_uid', 'created_at'])
    .execute()
}
