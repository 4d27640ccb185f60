import type { Kysely } from 'kysely'

/**
 * English versions of the texts staff write (issue 43 point 18), French staying the default and
 * the fallback. The spec fixes two languages, so each text gets one `*_en` column beside its
 * French one rather than a translations table: a reader sees both versions in one row, an answer
 * reads no extra table, and the fallback is "the English column when it is not blank". An empty
 * string means "no English version": the visitor who chose English reads the French text.
 *
 * Items' texts live on the media or playlist they show: their name, excerpt and description.
 * Categories have a name and a description.
 */
const ENGLISH_COLUMNS = {
  medias: ['name_en', 'excerpt_en', 'description_en'],
  playlists: ['name_en', 'excerpt_en', 'description_en'],
  categories: ['name_en', 'description_en'],
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(ENGLISH_COLUMNS)) {
    for (const column of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute()
    }
  }
}
