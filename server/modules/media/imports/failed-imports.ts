import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { deleteImportFailedBefore, findImportsFailedBefore } from './repo.ts'
import type { UploadStorage } from './upload-storage.ts'

const BATCH = 100

/**
 * Removes the imports that failed before `before`, every website's, with their uploaded files: a
 * failed import keeps its file for staff to retry, but not forever. The row goes first, so that a
 * retry racing with this either wins (the import is queued and kept) or finds no import; a file
 * left by a store that was away is an abandoned upload, removed by the next housekeeping.
 * Answers how many went.
 */
export async function removeImportsFailedBefore(
  db: Kysely<Database>,
  uploads: UploadStorage,
  before: string,
): Promise<number> {
  let removed = 0
  for (;;) {
    const rows = await findImportsFailedBefore(db, before, BATCH)
    for (const row of rows) {
      if (!(await deleteImportFailedBefore(db, row.uid, before))) continue
      await uploads.remove(row.upload_id)
      removed++
    }
    if (rows.length < BATCH) return removed
  }
}
