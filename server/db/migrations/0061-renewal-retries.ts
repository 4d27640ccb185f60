import type { Kysely } from 'kysely'

/**
 * Failed renewals (issue 46 part 2): each website chooses for how many days a subscriber whose
 * renewal failed keeps their access (0–30, 7 by default). A subscription whose renewal failed
 * records when, and until when its access lasts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('websites')
    .addColumn('renewal_grace_days', 'integer', (c) => c.notNull().defaultTo(7))
    .execute()
  await db.schema.alterTable('subscriptions').addColumn('past_due_since', 'text').execute()
  await db.schema.alterTable('subscriptions').addColumn('grace_ends_at', 'text').execute()
}
