import type { Kysely } from 'kysely'

/**
 * The audit log: every change a staff member makes through the staff API, written in the same
 * transaction as the change — who (the staff user), what (action, resource, record), the record
 * before and after (JSON text), and when (UTC). Owners read it newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    // No reference to users: the log outlives the account of whoever acted.
    .addColumn('staff_user_uid', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_uid', 'text', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('audit_log_website_at')
    .on('audit_log')
    .columns(['website_uid', 'at'])
    .execute()
}
