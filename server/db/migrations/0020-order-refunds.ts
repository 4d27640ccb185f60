import type { Kysely } from 'kysely'

/**
 * The refunds the staff make from the back office, in full or in part: one row per refund, so
 * an order shows what was given back, when, by whom and why. A refund that reaches the order's
 * total marks the order refunded, as the provider's webhook does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_refunds')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('order_uid', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refunded_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('order_refunds_order')
    .on('order_refunds')
    .columns(['website_uid', 'order_uid'])
    .execute()
}
