import type { Kysely } from 'kysely'

/**
 * Playback progress: where each viewer is in each media (one row per user, website and media,
 * rewritten at most every 10 seconds), and the viewer events the players report, only ever
 * added, which the back office's analytics counts.
 *
 * Events are many (a large website: 1 000 000 a year), and are summed by website and period,
 * by item, and by kind: each grouping reads one index holding every column it sums (kind and
 * seconds watched), so counts and watch time never touch the table itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('playback_positions')
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('user_uid', 'text', (c) => c.notNull())
    .addColumn('media_uid', 'text', (c) => c.notNull())
    .addColumn('item_uid', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_kind', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('playback_positions_pk', ['website_uid', 'user_uid', 'media_uid'])
    .execute()
  // "Continue watching": a viewer's positions, most recent first.
  await db.schema
    .createIndex('playback_positions_user_recent')
    .on('playback_positions')
    .columns(['website_uid', 'user_uid', 'updated_at'])
    .execute()

  await db.schema
    .createTable('viewer_events')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    // Null once the viewer cleared their history: the event still counts, nobody's any more.
    .addColumn('user_uid', 'text')
    .addColumn('item_uid', 'text', (c) => c.notNull())
    .addColumn('media_uid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('seconds_watched', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  // Per website and period (days are the first 10 characters of created_at), by kind.
  await db.schema
    .createIndex('viewer_events_website_time')
    .on('viewer_events')
    .columns(['website_uid', 'created_at', 'kind', 'seconds_watched'])
    .execute()
  // Per item, over a period.
  await db.schema
    .createIndex('viewer_events_website_item_time')
    .on('viewer_events')
    .columns(['website_uid', 'item_uid', 'created_at', 'kind', 'seconds_watched'])
    .execute()
  // A viewer's own events, to forget whose they were.
  await db.schema
    .createIndex('viewer_events_user')
    .on('viewer_events')
    .columns(['user_uid', 'website_uid'])
    .execute()
}
