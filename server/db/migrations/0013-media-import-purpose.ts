import type { Kysely } from 'kysely'

/**
 * An upload may be for a media already there: its trailer or a bonus file of its downloads
 * (`purpose`; `item` for the videos that become items, as before), with the media in
 * `target_media_uid` and a bonus's name in `display_name`. A media's bonus files each have a
 * slug of their own, which the download list names them by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  await db.schema
    .alterTable('media_imports')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('item'))
    .execute()
  await db.schema.alterTable('media_imports').addColumn('target_media_uid', 'text').execute()
  await db.schema.alterTable('media_imports').addColumn('display_name', 'text').execute()
  await db.schema
    .createIndex('media_imports_target')
    .on('media_imports')
    .columns(['website_uid', 'target_media_uid'])
    .execute()
  // Files without a slug (HD, source) are NULL, which neither database counts as a duplicate.
  await db.schema
    .createIndex('files_media_slug')
    .unique()
    .on('files')
    .columns(['media_uid', 'slug'])
    .execute()
}
