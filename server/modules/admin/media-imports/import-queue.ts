import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { MediaImportError } from '../../media/ffmpeg.ts'
import type { MediaStore } from '../../media/store.ts'
import { runImportJob } from './import-jobs.ts'
import { findImportToRun, findUnfinishedImports, moveImport, setImportProgress } from './repo.ts'

/** Progress is written at most this often: a transcode reports many times a second. */
const PROGRESS_EVERY_MS = 1000

export interface ImportQueue {
  /** Runs the import after those already waiting. */
  enqueue(uid: string): void
  /** Starts again what a stopped process left queued or running. */
  resume(): Promise<void>
  /** Resolves once nothing waits or runs (tests, shutdown). */
  idle(): Promise<void>
}

/**
 * The imports of uploaded files, run in this process one at a time (a transcode takes the
 * machine's cores). Each turns the uploaded file into what its upload was for with the CLI's own
 * code (import-jobs.ts): a media and an unpublished item, a media's trailer, or a bonus file. It
 * keeps its progress, and records a failure in one line: a file that is no video fails for good,
 * anything else can be retried. The uploaded file is removed once imported.
 */
export function createImportQueue(options: {
  db: Kysely<Database>
  store: MediaStore
  uploadDir: string
  log: FastifyBaseLogger
}): ImportQueue {
  const { db, store, uploadDir, log } = options
  const waiting: string[] = []
  let running: Promise<void> | null = null

  async function run(uid: string): Promise<void> {
    const job = await findImportToRun(db, uid)
    if (!job || !(await moveImport(db, uid, ['queued', 'running'], 'running'))) return
    let lastWrite = 0
    const file = path.join(uploadDir, job.upload_id)
    try {
      const result = await runImportJob(db, store, {
        row: job,
        file,
        onProgress: (fraction) => {
          const at = Date.now()
          if (at - lastWrite < PROGRESS_EVERY_MS) return
          lastWrite = at
          setImportProgress(db, uid, Math.min(1, Math.max(0, fraction))).catch(() => undefined)
        },
      })
      await moveImport(db, uid, ['running'], 'done', result)
      await rm(file, { force: true })
      await rm(`${file}.json`, { force: true })
    } catch (error) {
      const message =
        error instanceof MediaImportError
          ? error.message
          : 'The import failed; try again, or upload the file again.'
      if (!(error instanceof MediaImportError))
        log.error({ err: error, import: uid }, 'import failed')
      await moveImport(db, uid, ['running'], 'failed', { error: message }).catch(() => undefined)
    }
  }

  function next(): void {
    if (running) return
    const uid = waiting.shift()
    if (uid === undefined) return
    running = run(uid).finally(() => {
      running = null
      next()
    })
  }

  return {
    enqueue(uid) {
      if (!waiting.includes(uid)) waiting.push(uid)
      next()
    },
    async resume() {
      for (const uid of await findUnfinishedImports(db)) this.enqueue(uid)
    },
    async idle() {
      while (running || waiting.length > 0) await (running ?? Promise.resolve())
    },
  }
}
