import type { Kysely } from 'kysely'

/**
 * Upload limits (issue 43): each website's storage quota in GiB (0: none), which its owners set,
 * and the uploads begun and not finished, with who began them and the size they announced, so
 * an upload's start is refused past the quota or past the uploads one staff member may run at
 * once. A finished upload leaves this table for `media_imports`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('websites')
    .addColumn('upload_quota_gib', 'integer', (c) => c.notNull().defaultTo(200))
    .execute()
  await db.schema
    .createTable('uploads_in_progress')
    .addColumn('upload_id', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('staff_user_uid', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('uploads_in_progress_staff')
    .on('uploads_in_progress')
    .columns(['website_uid', 'staff_user_uid'])
    .execute()
}
