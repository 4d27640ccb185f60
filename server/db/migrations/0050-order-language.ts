import type { Kysely } from 'kysely'

/**
 * The language the buyer paid in (`fr` or `en`), as the storefront told it: the order's lines
 * are written in it, and every mail about the order (receipt, refund, renewal) speaks it.
 * Orders from before were all French.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('fr'))
    .execute()
}
