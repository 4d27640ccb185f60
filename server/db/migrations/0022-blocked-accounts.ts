import type { Kysely } from 'kysely'

/**
 * A customer's account the staff blocked: it cannot sign in, and its tokens were revoked when it
 * was blocked. Null for an account in use; unblocking sets it back to null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('blocked_at', 'text').execute()
}
