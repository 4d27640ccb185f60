import type { Kysely } from 'kysely'

/**
 * An invitation may make its guest staff: the role their account gets when they register from
 * it (null for a customer's invitation, as before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invitations').addColumn('staff_role', 'text').execute()
}
