import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { newUid } from '../db/uid.ts'
import {
  errorMessage,
  PermanentJobError,
  type JobData,
  type JobLog,
  type JobRun,
  type JobTypes,
} from './job-queue.ts'

/** An error as staff are shown it: its message, on one line, at most this long. */
const ERROR_LENGTH = 500

/**
 * The same job types, where a job that fails for good (its last try, or a failure no retry can
 * mend) and that a website's staff are shown (`shownToStaff`) is kept in `job_failures`: the
 * back office lists it and runs it again. A job failing again after that updates its row. Both
 * queue adapters run these, so the failures of BullMQ's workers and of this process land in the
 * same table. Keeping it never hides the job's own failure.
 */
export function keptFailures(
  db: Kysely<Database>,
  queue: string,
  types: JobTypes,
  log: JobLog,
): JobTypes {
  return Object.fromEntries(
    Object.entries(types).map(([name, type]) => {
      const { shownToStaff } = type
      if (!shownToStaff) return [name, type]
      return [
        name,
        {
          ...type,
          async run(data: JobData, run: JobRun) {
            try {
              await type.run(data, run)
            } catch (error) {
              const shown = shownToStaff(data)
              if (shown && (run.lastAttempt || error instanceof PermanentJobError)) {
                await keepFailure(db, { queue, name, data, run, error, ...shown }).catch(
                  (failure: unknown) =>
                    log.error({ err: failure, job: run.id }, 'job failure not kept'),
                )
              }
              throw error
            }
          },
        },
      ]
    }),
  )
}

async function keepFailure(
  db: Kysely<Database>,
  failure: {
    queue: string
    name: string
    data: JobData
    run: JobRun
    error: unknown
    websiteUid: string
    kind: string
    subject: string
  },
): Promise<void> {
  const error = errorMessage(failure.error).replace(/\s+/g, ' ').trim().slice(0, ERROR_LENGTH)
  const failedAt = new Date().toISOString()
  const facts = {
    error,
    attempts: failure.run.attempt,
    failed_at: failedAt,
    retried_at: null,
    subject: failure.subject,
    data: JSON.stringify(failure.data),
  }
  await db
    .insertInto('job_failures')
    .values({
      uid: newUid(),
      website_uid: failure.websiteUid,
      queue: failure.queue,
      job_name: failure.name,
      job_id: failure.run.id,
      kind: failure.kind,
      ...facts,
    })
    .onConflict((conflict) => conflict.column('job_id').doUpdateSet(facts))
    .execute()
}
