import type { Kysely } from 'kysely'

/**
 * When an ended event's live HLS was deleted (issue 45): the files in the bucket are found by
 * the event, not by its folder on the packaging process's disk, which may be gone (a new disk,
 * another process); an event is cleared once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('live_events').addColumn('hls_dropped_at', 'text').execute()
}
