import type { Kysely } from 'kysely'

/**
 * Gifts (issue 46 part 1): an order of type 'gift' pays for an item, a bundle or a plan period
 * (1, 3 or 12 months) given to an e-mail address. Its row here says for whom, with which
 * message, and when it is mailed; the code in that mail is stored only as its SHA-256
 * (`code_hash`): a resend mails a new code, which replaces the old one. Redeeming grants the
 * order's lines to the redeemer's account, once; a refund voids the gift.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gifts')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('order_uid', 'text', (c) => c.notNull().references('orders.uid'))
    .addColumn('buyer_uid', 'text', (c) => c.notNull().references('users.uid'))
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    /** The day (YYYY-MM-DD, UTC) the recipient is mailed. */
    .addColumn('deliver_on', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('resent_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('redeemed_at', 'text')
    .addColumn('redeemed_by', 'text', (c) => c.references('users.uid'))
    .addColumn('voided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('gifts_order').on('gifts').column('order_uid').unique().execute()
  await db.schema.createIndex('gifts_code').on('gifts').column('code_hash').unique().execute()
  await db.schema
    .createIndex('gifts_buyer')
    .on('gifts')
    .columns(['website_uid', 'buyer_uid', 'created_at'])
    .execute()
  await db.schema
    .createIndex('gifts_due')
    .on('gifts')
    .columns(['delivered_at', 'deliver_on'])
    .execute()
}
