import type { Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/** Playable renditions of medias: one row per media that has been imported (or given the demo's). */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('media_assets')
    .addColumn('media_uid', 'text', (c) => c.primaryKey().references('medias.uid'))
    .addColumn('website_uid', 'text', (c) => c.notNull().references('websites.uid'))
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('source_hash', 'text')
    .addColumn('duration', 'double precision', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('renditions', 'text', (c) => c.notNull())
    .addColumn('captions', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('media_assets_source')
    .on('media_assets')
    .columns(['website_uid', 'source_hash'])
    .execute()
}
