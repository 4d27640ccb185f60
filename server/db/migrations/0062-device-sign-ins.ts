import type { Kysely } from 'kysely'

/**
 * Sign-in on a TV by a code (issue 48 part 3, OAuth 2.0 device authorisation grant, RFC 8628):
 * the TV asks for a code pair; the viewer, signed in on a phone, confirms the short `user_code`;
 * the TV, polling with its `device_code` (stored as its SHA-256), gets a login token once. Rows
 * expire after ten minutes; a confirmed row names the account, a used one its token's time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_sign_ins')
    .addColumn('device_code_hash', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('user_code', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('approved_by', 'text', (c) => c.references('users.uid'))
    .addColumn('approved_at', 'text')
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createIndex('device_sign_ins_user_code')
    .on('device_sign_ins')
    .columns(['website_uid', 'user_code'])
    .unique()
    .execute()
  await db.schema
    .createIndex('device_sign_ins_expiry')
    .on('device_sign_ins')
    .column('expires_at')
    .execute()
}
