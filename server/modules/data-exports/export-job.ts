import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import type { Kysely } from 'kysely'
import type { DataExportKind } from '../../../contract/values/admin-data-exports.ts'
import type { Database } from '../../db/schema.ts'
import { errorMessage, type JobRun, type JobType } from '../../jobs/job-queue.ts'
import { CSV_BOM, csvLine } from '../../lib/csv.ts'
import type { ObjectStore } from '../../storage/object-store.ts'
import type { ListCursor } from '../../http/list-page.ts'
import { EXPORT_SHAPES } from './export-rows.ts'
import { findDataExportForJob, updateDataExport } from './repo.ts'

/** The job that writes one export's CSV file. */
export const DATA_EXPORT_JOB = 'data-export'

/** Where an export's file is kept in the media store. */
export const dataExportKey = (websiteUid: string, uid: string) => `exports/${websiteUid}/${uid}.csv`

/**
 * Writes the export's rows, a page of the staff list at a time, into `file`; answers how many.
 * Progress goes to the job and to the export's row, which the back office follows.
 */
async function writeRows(
  db: Kysely<Database>,
  target: { uid: string; websiteUid: string; kind: DataExportKind },
  file: string,
  run: JobRun,
): Promise<number> {
  const shape = EXPORT_SHAPES[target.kind]
  const out = createWriteStream(file)
  const write = async (text: string) => {
    if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', () => resolve()))
  }
  try {
    await write(CSV_BOM + csvLine(shape.header))
    let written = 0
    let total = 0
    let after: ListCursor | undefined
    do {
      const page = await shape.page(db, target.websiteUid, after)
      for (const row of page.rows) await write(csvLine(row))
      written += page.rows.length
      if (after === undefined) total = page.total
      after = page.next
      const progress = after === undefined || total === 0 ? 1 : Math.min(written / total, 1)
      await run.reportProgress(progress)
      await updateDataExport(db, target.uid, { progress })
    } while (after)
    out.end()
    await finished(out)
    return written
  } catch (error) {
    out.destroy()
    throw error
  }
}

/**
 * Writes the export's CSV file to the media store and marks it ready with its row count. A job
 * run again writes the same file under the same key, and one whose export is ready already does
 * nothing. The last failed try marks the export failed with why; the back office shows it.
 */
export function dataExportJob(options: { db: Kysely<Database>; store: ObjectStore }): JobType {
  const { db, store } = options
  return {
    attempts: 3,
    async run(data, run) {
      const uid = String(data.uid)
      const row = await findDataExportForJob(db, uid)
      if (!row || row.status === 'done') return
      const target = { uid, websiteUid: row.website_uid, kind: row.kind as DataExportKind }
      await updateDataExport(db, uid, { status: 'running', progress: 0, error: null })
      const file = path.join(tmpdir(), `vitrine-export-${uid}-${run.attempt}.csv`)
      try {
        const rows = await writeRows(db, target, file, run)
        const key = dataExportKey(row.website_uid, uid)
        await store.put(key, file, { move: true })
        const [marked] = await updateDataExport(db, uid, {
          status: 'done',
          progress: 1,
          rows,
          file_key: key,
          finished_at: new Date().toISOString(),
        })
        // Deleted while it ran (a customer erased their account): its file goes too.
        if (Number(marked?.numUpdatedRows ?? 0) === 0) await store.remove(key)
      } catch (error) {
        await updateDataExport(
          db,
          uid,
          run.lastAttempt
            ? {
                status: 'failed',
                error: errorMessage(error),
                finished_at: new Date().toISOString(),
              }
            : { status: 'queued' },
        )
        throw error
      } finally {
        await rm(file, { force: true })
      }
    },
  }
}
