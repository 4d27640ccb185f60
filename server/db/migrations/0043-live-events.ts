import type { Kysely } from 'kysely'

/**
 * Live events (issue 45): an item whose content object is a live event, with its start time,
 * expected length and status (waiting, on_air, reconnecting, ended). The stream key is never
 * stored: it is derived from `stream_key_nonce` with the server's secret (so staff can be shown
 * it again) and found by its SHA-256 (`stream_key_hash`). `publisher_id` is the one connection
 * that publishes now: claimed atomically, so a second publisher on the same key is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('item_uid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('thumbnail', 'text')
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('expected_duration', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('stream_key_nonce', 'text', (c) => c.notNull())
    .addColumn('stream_key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('publisher_id', 'text')
    .addColumn('publisher_gone_at', 'text')
    .addColumn('on_air_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('live_events_website')
    .on('live_events')
    .columns(['website_uid', 'starts_at'])
    .execute()
}
