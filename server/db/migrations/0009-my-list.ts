import type { Kysely } from 'kysely'

/** "Ma liste": the items a signed-in viewer keeps to watch later, once each, with when. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_items')
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('user_uid', 'text', (c) => c.notNull())
    .addColumn('item_uid', 'text', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_items_pk', ['website_uid', 'user_uid', 'item_uid'])
    .execute()
  await db.schema
    .createIndex('list_items_user_added')
    .on('list_items')
    .columns(['website_uid', 'user_uid', 'added_at'])
    .execute()
}
