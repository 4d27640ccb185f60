import type { Kysely } from 'kysely'

/**
 * Free access the staff give a customer to one item, for a period or without end: it opens the
 * item as a purchase does, until it expires or is revoked. Rows are kept once revoked, so the
 * customer's page shows who gave what and when it ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_grants')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('user_uid', 'text', (c) => c.notNull())
    .addColumn('item_uid', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expire_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema
    .createIndex('access_grants_access')
    .on('access_grants')
    .columns(['website_uid', 'user_uid', 'item_uid'])
    .execute()
}
