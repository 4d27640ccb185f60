import type { Kysely } from 'kysely'

/**
 * Live events' figures (issue 45 part 6), written by whichever web process sees them and read by
 * whichever answers staff:
 * - `live_event_figures`, one row per event: the incoming stream as the ingest last measured it
 *   (bits per second over a few seconds, picture size and frame rate from the stream's metadata,
 *   `measured_at`), and the highest number of viewers watching at once (`peak_viewers`).
 * - `live_viewers`, one row per event and viewer: `viewer_key` is an HMAC of the signed viewer
 *   id (no account uid is kept), `last_seen_at` the last time its player fetched a live playlist,
 *   `watched_seconds` the sum of the intervals it was seen watching.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_event_figures')
    .addColumn('event_uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('bitrate', 'integer')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('frame_rate', 'double precision')
    .addColumn('measured_at', 'text')
    .addColumn('peak_viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('peak_at', 'text')
    .execute()
  await db.schema
    .createTable('live_viewers')
    .addColumn('event_uid', 'text', (c) => c.notNull())
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('watched_seconds', 'double precision', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('live_viewers_pk', ['event_uid', 'viewer_key'])
    .execute()
  await db.schema
    .createIndex('live_viewers_seen')
    .on('live_viewers')
    .columns(['event_uid', 'last_seen_at'])
    .execute()
}
