import type { Kysely } from 'kysely'

/**
 * Scheduled publishing: the publication clock looks for items whose time just came, across
 * every website, by `published_at` alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('items_published_at').on('items').column('published_at').execute()
}
