import type { Kysely } from 'kysely'
import { DATA_EXPORT_KEEP_DAYS } from '../../contract/values/admin-data-exports.ts'
import { JOB_FAILURE_KEEP_DAYS } from '../../contract/values/admin-job-failures.ts'
import type { Database } from '../db/schema.ts'
import { removeDataExportsBefore } from '../modules/admin/data-exports/expiry.ts'
import { deleteJobFailuresBefore } from '../modules/admin/job-failures/repo.ts'
import type { ObjectStore } from '../storage/object-store.ts'
import type { JobType } from './job-queue.ts'

/** The repeated job that forgets what is kept only for a while. */
export const HOUSEKEEPING_JOB = 'housekeeping'

/** How often it runs. */
export const HOUSEKEEPING_EVERY_MS = 3_600_000

const DAY_MS = 86_400_000

/** What one run removed. */
export interface HousekeepingReport {
  dataExports: number
  jobFailures: number
}

/**
 * Removes the data exports (and their files) older than DATA_EXPORT_KEEP_DAYS and the job
 * failures older than JOB_FAILURE_KEEP_DAYS, as of `now`. Running it twice removes nothing more.
 */
export async function removeExpired(
  options: { db: Kysely<Database>; store: ObjectStore },
  now: Date,
): Promise<HousekeepingReport> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
  return {
    dataExports: await removeDataExportsBefore(
      options.db,
      options.store,
      daysAgo(DATA_EXPORT_KEEP_DAYS),
    ),
    jobFailures: await deleteJobFailuresBefore(options.db, daysAgo(JOB_FAILURE_KEEP_DAYS)),
  }
}

/**
 * removeExpired every HOUSEKEEPING_EVERY_MS, by one worker (in-process, by this process's timer).
 * A run that fails (the store or the database away) leaves the rest to the next one.
 */
export function housekeepingJob(options: { db: Kysely<Database>; store: ObjectStore }): JobType {
  return {
    attempts: 1,
    async run(_data, run) {
      await removeExpired(options, new Date(run.startedAt))
    },
  }
}
