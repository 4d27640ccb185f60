import type { Kysely } from 'kysely'

/**
 * Keeping subscribers (issue 46 part 2): a subscription may be paused (status 'paused': no
 * renewal and no access) from `paused_at` until `pause_resumes_at`, when it resumes by itself;
 * each website chooses whether its subscribers may pause (off by default) and for how many months
 * at most (1–3, 3 by default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('paused_at', 'text').execute()
  await db.schema.alterTable('subscriptions').addColumn('pause_resumes_at', 'text').execute()
  await db.schema
    .alterTable('websites')
    .addColumn('subscription_pause_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('websites')
    .addColumn('subscription_pause_max_months', 'integer', (c) => c.notNull().defaultTo(3))
    .execute()
}
