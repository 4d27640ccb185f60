import type { Kysely } from 'kysely'

/**
 * The account page (issue 17): login tokens remember the device they were issued to and when
 * they were last used; an e-mail change waits for the link mailed to the new address; an erased
 * account keeps its row (orders point at it) with no personal data left.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_tokens').addColumn('user_agent', 'text').execute()
  await db.schema.alterTable('auth_tokens').addColumn('last_used_at', 'text').execute()

  await db.schema
    .createTable('email_changes')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('user_uid', 'text', (c) => c.notNull())
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createIndex('email_changes_user')
    .on('email_changes')
    .columns(['website_uid', 'user_uid'])
    .execute()
}
