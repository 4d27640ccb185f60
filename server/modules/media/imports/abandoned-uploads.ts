import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { findImportedUploads } from './repo.ts'
import { deleteUploadsInProgressBefore } from './uploads-in-progress-repo.ts'
import type { UploadStorage } from './upload-storage.ts'

/**
 * Removes the uploads begun before `cutoff` that never became an import: a staff member closed
 * the page half-way and never came back. An upload with an import is the import's to remove.
 * Answers how many were removed.
 */
export async function removeAbandonedUploads(
  db: Kysely<Database>,
  uploads: UploadStorage,
  cutoff: Date,
): Promise<number> {
  let removed = 0
  for await (const ids of uploads.begunBefore(cutoff)) {
    const imported = await findImportedUploads(db, ids)
    for (const id of ids.filter((upload) => !imported.has(upload))) {
      await uploads.remove(id)
      removed += 1
    }
  }
  await deleteUploadsInProgressBefore(db, cutoff.toISOString())
  return removed
}
