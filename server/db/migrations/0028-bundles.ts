import type { Kysely } from 'kysely'

/**
 * Bundles: a set of items a website sells together at one price. Buying one writes a purchase
 * of each item whose `price_uid` is the bundle's uid (it opens the item as a price does, with no
 * download), so access, refunds and the customer's page read bundle purchases as any other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bundles')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('bundles_website')
    .on('bundles')
    .columns(['website_uid', 'position'])
    .execute()
  await db.schema
    .createTable('bundle_items')
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('bundle_uid', 'text', (c) => c.notNull())
    .addColumn('item_uid', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bundle_items_pk', ['bundle_uid', 'item_uid'])
    .execute()
  await db.schema
    .createIndex('bundle_items_item')
    .on('bundle_items')
    .columns(['website_uid', 'item_uid'])
    .execute()
  await db.schema
    .createIndex('purchases_price')
    .on('purchases')
    .columns(['website_uid', 'price_uid'])
    .execute()
}
