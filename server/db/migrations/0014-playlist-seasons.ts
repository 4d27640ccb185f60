import type { Kysely } from 'kysely'

/**
 * A series may split its playlist into seasons: each media of a playlist may carry the number of
 * its season (null when the playlist has none). Seasons follow the playlist's order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('playlist_medias').addColumn('season', 'integer').execute()
}
