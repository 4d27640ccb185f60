import type { ColumnDefinitionBuilder, Kysely } from 'kysely'

type Build = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder
const asIs: Build = (column) => column

/**
 * Win-back offers (issue 46 part 2): each website may offer a subscriber who cancels a discount
 * (a percentage or an amount off) on their next renewals (1–12), off by default. A subscription
 * records when the offer was made to it (once only: a later cancellation offers it no more), when
 * it was accepted, what it gives, and how many discounted renewals the sandbox has left to charge.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const website = (name: string, type: 'integer' | 'text', build: Build = asIs) =>
    db.schema.alterTable('websites').addColumn(name, type, build).execute()
  await website('subscription_winback_enabled', 'integer', (c) => c.notNull().defaultTo(0))
  await website('subscription_winback_kind', 'text', (c) => c.notNull().defaultTo('percent'))
  await website('subscription_winback_percent_off', 'integer')
  await website('subscription_winback_amount_off', 'integer')
  await website('subscription_winback_months', 'integer', (c) => c.notNull().defaultTo(3))
  const subscription = (name: string, type: 'integer' | 'text', build: Build = asIs) =>
    db.schema.alterTable('subscriptions').addColumn(name, type, build).execute()
  await subscription('winback_offered_at', 'text')
  await subscription('winback_accepted_at', 'text')
  await subscription('winback_percent_off', 'integer')
  await subscription('winback_amount_off', 'integer')
  await subscription('winback_months', 'integer')
  await subscription('winback_months_left', 'integer', (c) => c.notNull().defaultTo(0))
}
