import type { Kysely } from 'kysely'
import { CHECKOUT_KEY_KEEP_HOURS } from '../../contract/schemas/billing.ts'
import { DATA_EXPORT_KEEP_DAYS } from '../../contract/values/admin-data-exports.ts'
import { JOB_FAILURE_KEEP_DAYS } from '../../contract/values/admin-job-failures.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/schema.ts'
import { deleteCheckoutKeysBefore } from '../modules/billing/checkout/checkout-keys.ts'
import {
  deleteIdempotentRequestsBefore,
  IDEMPOTENT_REQUEST_KEEP_HOURS,
} from './idempotent-requests.ts'
import { removeDataExportsBefore } from '../modules/data-exports/expiry.ts'
import { deleteJobFailuresBefore } from '../modules/job-failures/repo.ts'
import {
  FAILED_IMPORT_KEEP_DAYS,
  UNFINISHED_UPLOAD_KEEP_DAYS,
} from '../../contract/values/admin-media-imports.ts'
import { removeAbandonedUploads } from '../modules/media/imports/abandoned-uploads.ts'
import { removeImportsFailedBefore } from '../modules/media/imports/failed-imports.ts'
import { uploadStorageOf, type UploadStorage } from '../modules/media/imports/upload-storage.ts'
import { mediaStoreOf } from '../storage/media-store.ts'
import type { ObjectStore } from '../storage/object-store.ts'
import type { JobType } from '../jobs/job-queue.ts'
import { DAY_MS, HOUR_MS } from '../lib/time-units.ts'

/** The repeated job that forgets what is kept only for a while. */
export const HOUSEKEEPING_JOB = 'housekeeping'

/** How often it runs. */
export const HOUSEKEEPING_EVERY_MS = HOUR_MS

/** What housekeeping removes from. */
export interface Housekeeping {
  db: Kysely<Database>
  store: ObjectStore
  uploads: UploadStorage
}

/** Housekeeping of the engines `config` names. */
export const housekeepingOf = (config: Config, db: Kysely<Database>): Housekeeping => ({
  db,
  store: mediaStoreOf(config),
  uploads: uploadStorageOf(config),
})

/** What one run removed. */
export interface HousekeepingReport {
  dataExports: number
  failedImports: number
  abandonedUploads: number
  jobFailures: number
  checkoutKeys: number
  idempotentRequests: number
}

/**
 * Removes the data exports (and their files) older than DATA_EXPORT_KEEP_DAYS, the imports (and
 * their uploads) failed FAILED_IMPORT_KEEP_DAYS ago, the uploads begun UNFINISHED_UPLOAD_KEEP_DAYS
 * ago that never finished or whose import is gone, the job failures older than
 * JOB_FAILURE_KEEP_DAYS, the checkout keys older than CHECKOUT_KEY_KEEP_HOURS and the other
 * Idempotency-Keys older than IDEMPOTENT_REQUEST_KEEP_HOURS, as of `now`.
 * Running it twice removes nothing more.
 */
export async function removeExpired(options: Housekeeping, now: Date): Promise<HousekeepingReport> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString()
  const daysAgo = (days: number) => before(days * DAY_MS)
  return {
    dataExports: await removeDataExportsBefore(
      options.db,
      options.store,
      daysAgo(DATA_EXPORT_KEEP_DAYS),
    ),
    failedImports: await removeImportsFailedBefore(
      options.db,
      options.uploads,
      daysAgo(FAILED_IMPORT_KEEP_DAYS),
    ),
    abandonedUploads: await removeAbandonedUploads(
      options.db,
      options.uploads,
      new Date(daysAgo(UNFINISHED_UPLOAD_KEEP_DAYS)),
    ),
    jobFailures: await deleteJobFailuresBefore(options.db, daysAgo(JOB_FAILURE_KEEP_DAYS)),
    checkoutKeys: await deleteCheckoutKeysBefore(
      options.db,
      before(CHECKOUT_KEY_KEEP_HOURS * HOUR_MS),
    ),
    idempotentRequests: await deleteIdempotentRequestsBefore(
      options.db,
      before(IDEMPOTENT_REQUEST_KEEP_HOURS * HOUR_MS),
    ),
  }
}

/**
 * removeExpired every HOUSEKEEPING_EVERY_MS, by one worker (in-process, by this process's timer).
 * A run that fails (the store or the database away) leaves the rest to the next one.
 */
export function housekeepingJob(options: Housekeeping): JobType {
  return {
    attempts: 1,
    async run(_data, run) {
      await removeExpired(options, new Date(run.startedAt))
    },
  }
}
