import type { Kysely } from 'kysely'

/**
 * Staff switch a customer's plan (issue 47 part 4): a switch to a cheaper plan mid-period leaves
 * the customer a credit, the unused part of what they paid less the new plan's price for the
 * rest of the period. Stripe keeps it on the customer's balance; the sandbox keeps it here, in
 * minor units, and takes it off its next renewals.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('credit', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}
