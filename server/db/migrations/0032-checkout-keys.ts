import type { Kysely } from 'kysely'

/**
 * The Idempotency-Key a buyer sent with a checkout, and the order it opened: the same checkout
 * asked again (a resend by nginx, a second click) answers that order instead of a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_keys')
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('user_uid', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('order_uid', 'text', (c) => c.notNull())
    .addColumn('checkout_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('checkout_keys_pk', ['website_uid', 'user_uid', 'key'])
    .execute()
  await db.schema
    .createIndex('checkout_keys_created_at')
    .on('checkout_keys')
    .column('created_at')
    .execute()
}
