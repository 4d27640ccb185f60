import type { Kysely } from 'kysely'

/**
 * Gift cards (issue 46 part 1): a code staff make, worth an amount of the website's currency,
 * that pays part or all of a checkout. Only the code's SHA-256 is kept (`code_hash`), with its
 * last four characters for staff to tell cards apart. `balance` is what is left to spend;
 * `uses` counts the checkouts holding or having spent part of it (a single-use card takes one).
 *
 * `gift_card_uses`: one row per order a card pays part of. Opening the checkout takes `taken`
 * off the card's balance (a conditional update: no double spend) and pays `applied` of the
 * order; `status` is `held` while the order is open, `spent` once paid, `returned` when the
 * order was abandoned, expired or refunded and `taken` went back to the card.
 * `orders.gift_card_amount`: what the card paid of the order, outside `total` (what the
 * payment provider charges).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gift_cards')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('code_end', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('multiple_use', 'integer', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    /** The last day (YYYY-MM-DD, UTC) it may pay, or null. */
    .addColumn('expires_on', 'text')
    .addColumn('disabled_at', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.uid'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('gift_cards_code')
    .on('gift_cards')
    .column('code_hash')
    .unique()
    .execute()
  await db.schema
    .createIndex('gift_cards_website')
    .on('gift_cards')
    .columns(['website_uid', 'created_at'])
    .execute()
  await db.schema
    .createTable('gift_card_uses')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('card_uid', 'text', (c) => c.notNull().references('gift_cards.uid'))
    .addColumn('order_uid', 'text', (c) => c.notNull().references('orders.uid'))
    .addColumn('taken', 'integer', (c) => c.notNull())
    .addColumn('applied', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('gift_card_uses_order')
    .on('gift_card_uses')
    .column('order_uid')
    .unique()
    .execute()
  await db.schema
    .createIndex('gift_card_uses_card')
    .on('gift_card_uses')
    .columns(['card_uid', 'status', 'created_at'])
    .execute()
  await db.schema
    .alterTable('orders')
    .addColumn('gift_card_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}
