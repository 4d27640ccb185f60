import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import {
  PermanentJobError,
  type JobLog,
  type JobQueue,
  type JobType,
} from '../../../jobs/job-queue.ts'
import { MediaImportError } from '../ffmpeg.ts'
import type { MediaStore } from '../store.ts'
import { runImportJob, type ImportHooks } from './import-jobs.ts'
import { findImportToRun, findUnfinishedImports, moveImport, setImportProgress } from './repo.ts'
import type { UploadStorage } from './upload-storage.ts'

/** The job that imports an uploaded file. */
export const MEDIA_IMPORT_JOB = 'media-import'
/** Progress is written at most this often: a transcode reports many times a second. */
const PROGRESS_EVERY_MS = 1000
/** What staff read when an import failed for a reason of ours, not of the file. */
const FAILED_FOR_US = 'The import failed; try again, or upload the file again.'

/** The imports of uploaded files, as the back office and the upload server ask for them. */
export interface ImportQueue {
  /** Runs a new import after those already waiting. */
  enqueue(uid: string): void
  /** Runs again an import staff retry (its row moved back to queued). */
  retry(uid: string): Promise<void>
  /** Adds again what a stopped process left queued or running, unless its job is still on. */
  resume(): Promise<void>
  /** Resolves once no import waits or runs (tests, shutdown). */
  idle(): Promise<void>
}

const jobId = (uid: string) => `${MEDIA_IMPORT_JOB}.${uid}`

/**
 * The job that turns an uploaded file into what its upload was for with the CLI's own code
 * (import-jobs.ts): a media and an unpublished item, a media's trailer, or a bonus file. The
 * import's row is what staff see: its status moves guard the effect (a job run again once the
 * import is done does nothing), its progress follows the transcode, and its failure is one line. A
 * file that is no video fails for good; anything else is tried again with backoff, the row queued
 * meanwhile, and recorded failed after the last try, for staff to retry. The upload is removed
 * once imported.
 */
export function mediaImportJob(options: {
  db: Kysely<Database>
  store: MediaStore
  uploads: UploadStorage
  log: JobLog
  /** Told of the media an import made or reused, once its import is done. */
  imported?: (websiteUid: string, mediaUid: string, fileName: string) => Promise<void>
  hooks?: ImportHooks
}): JobType {
  const { db, store, uploads, log, imported, hooks } = options
  return {
    attempts: 3,
    backoffMs: 10_000,
    async run(data, job) {
      const uid = String(data.uid)
      const row = await findImportToRun(db, uid)
      if (!row || !(await moveImport(db, uid, ['queued', 'running'], 'running'))) return
      let lastWrite = 0
      let result
      let upload
      try {
        upload = await uploads.localCopy(row.upload_id)
        result = await runImportJob(
          db,
          store,
          {
            row,
            file: upload.file,
            onProgress: (fraction) => {
              const at = Date.now()
              if (at - lastWrite < PROGRESS_EVERY_MS) return
              lastWrite = at
              const progress = Math.min(1, Math.max(0, fraction))
              setImportProgress(db, uid, progress).catch(() => undefined)
              job.reportProgress(progress).catch(() => undefined)
            },
          },
          hooks,
        )
      } catch (error) {
        if (error instanceof MediaImportError) {
          await moveImport(db, uid, ['running'], 'failed', { error: error.message })
          throw new PermanentJobError(error.message)
        }
        log.error({ err: error, import: uid, attempt: job.attempt }, 'import failed')
        if (job.lastAttempt)
          await moveImport(db, uid, ['running'], 'failed', { error: FAILED_FOR_US })
        else await moveImport(db, uid, ['running'], 'queued')
        throw error
      } finally {
        await upload?.release()
      }
      await moveImport(db, uid, ['running'], 'done', result)
      if (result.media_uid) await imported?.(row.website_uid, result.media_uid, row.file_name)
      await job.reportProgress(1)
      await uploads.remove(row.upload_id)
    },
  }
}

/**
 * The imports on the job queue `jobs` (which runs mediaImportJob under MEDIA_IMPORT_JOB), one
 * job per import: its id is the import's, so adding it twice runs it once.
 */
export function createImportQueue(jobs: JobQueue, db: Kysely<Database>, log: JobLog): ImportQueue {
  const adding = new Set<Promise<void>>()

  function add(uid: string, again: boolean): Promise<void> {
    const added = jobs.add(MEDIA_IMPORT_JOB, { uid }, { id: jobId(uid), again })
    adding.add(added)
    return added.finally(() => adding.delete(added))
  }

  return {
    enqueue(uid) {
      // A job not added (Redis away) leaves the import queued: the next start adds it.
      add(uid, false).catch((error: unknown) =>
        log.warn({ err: error, import: uid }, 'import not queued'),
      )
    },
    retry: (uid) => add(uid, true),
    async resume() {
      for (const uid of await findUnfinishedImports(db)) {
        // Again: a job kept done or failed whose row says otherwise did not finish its work.
        await add(uid, true).catch((error: unknown) =>
          log.warn({ err: error, import: uid }, 'import not queued again'),
        )
      }
    },
    async idle() {
      await Promise.allSettled([...adding])
      await jobs.idle()
    },
  }
}
