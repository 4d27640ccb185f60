import type { Kysely } from 'kysely'
import type { JobFailure, JobFailuresQuery } from '../../../contract/schemas/admin-job-failures.ts'
import type { JobFailureKind } from '../../../contract/values/admin-job-failures.ts'
import type { Database } from '../../db/schema.ts'
import { conflict, notFound } from '../../errors.ts'
import { serviceUnavailable } from '../../http/service-unavailable.ts'
import type { JobData, JobQueue } from '../../jobs/job-queue.ts'
import { recordChange, type StaffActor } from '../audit-log/service.ts'
import { listPage, type ListAnswer } from '../../http/list-page.ts'
import {
  countJobFailuresNotRetried,
  findJobFailure,
  findJobFailurePage,
  setRetriedAt,
} from './repo.ts'

const NO_FAILURE = 'No failed job of this website has this uid.'

type Row = Omit<JobFailure, 'kind'> & { kind: string }

const asAnswer = (row: Row): JobFailure => ({ ...row, kind: row.kind as JobFailureKind })

/** GET /job-failures/: a page of the website's failed jobs, newest first by default. */
export async function listJobFailures(
  db: Kysely<Database>,
  websiteUid: string,
  query: JobFailuresQuery,
): Promise<ListAnswer<JobFailure>> {
  const page = listPage(query, query._sort ? 'ASC' : 'DESC')
  const sort = query._sort ?? 'failed_at'
  const { total, rows } = await findJobFailurePage(db, websiteUid, query, sort, page)
  return { total, rows: rows.map(asAnswer) }
}

/**
 * POST /job-failures/{uid}/retry/: the job is added again, with its data and id, to the queue it
 * failed in; the row says when, and the audit log who. A job run again already answers 409 until
 * that run fails too. When the queue cannot take it (Redis away), nothing changes and the
 * answer is a 503.
 */
export async function retryJobFailure(
  db: Kysely<Database>,
  queueNamed: (name: string) => JobQueue | undefined,
  actor: StaffActor,
  uid: string,
  now = new Date(),
): Promise<JobFailure> {
  const row = await findJobFailure(db, actor.websiteUid, uid)
  if (!row) throw notFound(NO_FAILURE)
  const queue = queueNamed(row.queue)
  if (!queue) throw notFound(NO_FAILURE)
  const retriedAt = now.toISOString()
  await db.transaction().execute(async (trx) => {
    if (!(await setRetriedAt(trx, uid, retriedAt, null))) {
      throw conflict('This job was run again already.', 'retried_at')
    }
    await recordChange(trx, actor, {
      action: 'update',
      resource: 'job_failure',
      recordUid: uid,
      before: { kind: row.kind, subject: row.subject, retried_at: null },
      after: { kind: row.kind, subject: row.subject, retried_at: retriedAt },
    })
  })
  try {
    const data = JSON.parse(row.data) as JobData
    await queue.add(row.job_name, data, { id: row.job_id, again: true })
  } catch {
    await setRetriedAt(db, uid, null, retriedAt)
    throw serviceUnavailable()
  }
  const { kind, subject, error, attempts, failed_at } = row
  return asAnswer({ uid, kind, subject, error, attempts, failed_at, retried_at: retriedAt })
}

/** How many of the website's failed jobs wait to be run again (the home dashboard's to-do). */
export const countJobFailuresToRetry = (db: Kysely<Database>, websiteUid: string) =>
  countJobFailuresNotRetried(db, websiteUid)
