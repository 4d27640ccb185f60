import type { Kysely } from 'kysely'

/**
 * API keys and outgoing webhooks (issue 46 part 5).
 * - `api_keys`: only the SHA-256 of a key is kept (`key_hash`), with its first characters
 *   (`prefix`) to tell it apart; `last_used_at` / `_ip` are written at most once a minute.
 * - `webhook_events`: what happened, written by the domain it happened in, in its transaction
 *   (an outbox); `dispatched_at` is set once its deliveries are written.
 * - `webhook_endpoints`: the URLs owners register, the events each wants (JSON), its secret.
 * - `webhook_deliveries`: one event to one endpoint, with its tries; `queued_at` is set once the
 *   job that sends it is added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by_uid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('last_used_ip', 'text')
    .execute()
  await db.schema
    .createIndex('api_keys_website')
    .on('api_keys')
    .columns(['website_uid', 'created_at'])
    .execute()

  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('webhook_endpoints_website')
    .on('webhook_endpoints')
    .columns(['website_uid', 'created_at'])
    .execute()

  await db.schema
    .createTable('webhook_events')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('dispatched_at', 'text')
    .execute()
  await db.schema
    .createIndex('webhook_events_waiting')
    .on('webhook_events')
    .columns(['dispatched_at', 'created_at'])
    .execute()

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('endpoint_uid', 'text', (c) => c.notNull())
    .addColumn('event_uid', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('response_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'text')
    .addColumn('last_attempt_at', 'text')
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_endpoint')
    .on('webhook_deliveries')
    .columns(['website_uid', 'endpoint_uid', 'created_at'])
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_unqueued')
    .on('webhook_deliveries')
    .columns(['queued_at', 'created_at'])
    .execute()
}
