import { sql, type Kysely } from 'kysely'

/**
 * Coupons a website's owner offers, and what each order took off. A code is unique per website
 * among coupons still offered (`code_key`, the code in lower case); an archived coupon keeps its
 * row, since orders name it, and frees its code. `orders.discount` is already taken out of
 * `orders.total`, so refunds and sums keep reading what the buyer paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('code_key', 'text', (c) => c.notNull())
    .addColumn('percent_off', 'integer')
    .addColumn('amount_off', 'integer')
    .addColumn('applies_to', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('max_redemptions', 'integer')
    .addColumn('once_per_customer', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('archived_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('coupons_code')
    .on('coupons')
    .columns(['website_uid', 'code_key'])
    .unique()
    .where(sql.ref('archived_at'), 'is', null)
    .execute()
  await db.schema.alterTable('orders').addColumn('coupon_uid', 'text').execute()
  await db.schema
    .alterTable('orders')
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('orders_coupon')
    .on('orders')
    .columns(['website_uid', 'coupon_uid'])
    .where(sql.ref('coupon_uid'), 'is not', null)
    .execute()
}
