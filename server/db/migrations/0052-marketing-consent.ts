import type { Kysely } from 'kysely'

/**
 * Marketing mail (issue 46 parts 3 and 4): when a customer accepted offers and news by e-mail
 * (null: never, or unsubscribed since), the website's abandoned-checkout reminder settings
 * (off by default, 24 hours), and the reminders sent. A reminder row is claimed before its mail
 * is queued: its order, and a customer's same lines, are keys, so a second run or a second
 * process finds them taken and sends nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('marketing_consent_at', 'text').execute()
  await db.schema
    .alterTable('websites')
    .addColumn('checkout_reminder_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('websites')
    .addColumn('checkout_reminder_delay_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .execute()
  await db.schema
    .createTable('checkout_reminders')
    .addColumn('order_uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('user_uid', 'text', (c) => c.notNull())
    .addColumn('lines_key', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('checkout_reminders_lines', ['website_uid', 'user_uid', 'lines_key'])
    .execute()
}
