import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { ObjectStore } from '../../storage/object-store.ts'
import { deleteDataExport, findDataExportsBefore } from './repo.ts'

const BATCH = 100

/**
 * Removes the exports asked for before `before`, every website's, each with its file: the file
 * first, so no row is left naming a file that is gone. Answers how many went.
 */
export async function removeDataExportsBefore(
  db: Kysely<Database>,
  store: ObjectStore,
  before: string,
): Promise<number> {
  let removed = 0
  for (;;) {
    const rows = await findDataExportsBefore(db, before, BATCH)
    for (const row of rows) {
      if (row.file_key) await store.remove(row.file_key)
      await deleteDataExport(db, row.uid)
      removed++
    }
    if (rows.length < BATCH) return removed
  }
}
