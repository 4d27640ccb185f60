import type { Kysely } from 'kysely'

/**
 * A live event's item is edited with the same form as a media's (issue 45): its texts live on the
 * event as a media's live on the media, so the event gets the columns a media has and it lacked:
 * the English texts of 0042, whether the excerpt was written by staff, and a trailer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['name_en', 'excerpt_en', 'description_en']) {
    await db.schema
      .alterTable('live_events')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute()
  }
  await db.schema
    .alterTable('live_events')
    .addColumn('excerpt_is_custom', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('live_events').addColumn('trailer_uid', 'text').execute()
}
