import type { Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * Payments through Stripe: the customer of each user, the Stripe prices of plans, the webhook
 * events already applied, and the two settings Stripe checkouts read (promotion codes per
 * website, a free trial per plan). Subscriptions are found again by their Stripe id.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('websites')
    .addColumn('promotion_codes_allowed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('plans')
    .addColumn('trial_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('stripe_customers')
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('user_uid', 'text', (c) => c.notNull().references('users.uid'))
    .addColumn('customer_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stripe_customers_pk', ['website_uid', 'user_uid'])
    .execute()

  await db.schema
    .createTable('stripe_prices')
    .addColumn('price_id', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('plan_uid', 'text', (c) => c.notNull().references('plans.uid'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('stripe_prices_plan')
    .on('stripe_prices')
    .columns(['website_uid', 'plan_uid'])
    .execute()

  await db.schema
    .createTable('stripe_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute()

  // One row per Stripe subscription, whichever of checkout and webhooks writes it first.
  await db.schema
    .createIndex('subscriptions_provider')
    .unique()
    .on('subscriptions')
    .columns(['website_uid', 'provider_subscription_id'])
    .execute()
  await db.schema
    .createIndex('orders_session')
    .on('orders')
    .columns(['website_uid', 'provider_session_id'])
    .execute()
}
