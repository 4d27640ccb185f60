import type { Kysely } from 'kysely'

/**
 * The storefront's POSTs sent with an Idempotency-Key (issue 49 part 4): the first request with a
 * key runs, and its answer is kept, encrypted with a key only the client holds, so the same
 * request sent again (after a 502 or a cut connection) gets that answer instead of running twice.
 * `key_id` is an HMAC of the key; `answer` is null while the first request runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotent_requests')
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotent_requests_pk', ['website_uid', 'key_id'])
    .execute()
  await db.schema
    .createIndex('idempotent_requests_created_at')
    .on('idempotent_requests')
    .column('created_at')
    .execute()
}
