import type { Kysely } from 'kysely'

/**
 * A live event's replay (issue 45 part 5): whether staff keep it (`keep_replay`, 1 by default),
 * who ended the event (`ended_by_uid`, null when it ended by itself), where its replay stands
 * (`replay_status`: null until the end, then preparing, ready, failed or not_kept), the import
 * that makes it (`replay_import_uid`) and the media it became (`replay_media_uid`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('live_events')
    .addColumn('keep_replay', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  for (const column of ['ended_by_uid', 'replay_status', 'replay_import_uid', 'replay_media_uid']) {
    await db.schema.alterTable('live_events').addColumn(column, 'text').execute()
  }
}
