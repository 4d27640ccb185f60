import type { Kysely } from 'kysely'
import type { JobFailuresQuery } from '../../../contract/schemas/admin-job-failures.ts'
import type { Database } from '../../db/schema.ts'
import { readListPage, type ListPage } from '../../http/list-page.ts'

type Db = Kysely<Database>

const SHOWN = ['uid', 'kind', 'subject', 'error', 'attempts', 'failed_at', 'retried_at'] as const

/** One page of the website's failed jobs, and how many match in all. */
export async function findJobFailurePage(
  db: Db,
  websiteUid: string,
  filter: Pick<JobFailuresQuery, 'kind' | 'state'>,
  sort: 'failed_at' | 'kind',
  page: ListPage,
) {
  let base = db.selectFrom('job_failures').where('website_uid', '=', websiteUid)
  if (filter.kind) base = base.where('kind', '=', filter.kind)
  if (filter.state === 'waiting') base = base.where('retried_at', 'is', null)
  if (filter.state === 'retried') base = base.where('retried_at', 'is not', null)
  const rows = base
    .select(SHOWN)
    .orderBy(sort, page.direction)
    .orderBy('failed_at', page.direction)
    .orderBy('uid', page.direction)
  return readListPage(base, rows, page, { sort, uid: 'uid' })
}

/** The failed job `uid` of the website, with what it takes to add it again. */
export function findJobFailure(db: Db, websiteUid: string, uid: string) {
  return db
    .selectFrom('job_failures')
    .select([...SHOWN, 'queue', 'job_name', 'job_id', 'data'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}

/**
 * Sets when the job was run again, if it was not already (`retriedAt` null puts it back):
 * whether the row changed.
 */
export async function setRetriedAt(
  db: Db,
  uid: string,
  retriedAt: string | null,
  expected: string | null,
): Promise<boolean> {
  let query = db.updateTable('job_failures').set({ retried_at: retriedAt }).where('uid', '=', uid)
  query =
    expected === null
      ? query.where('retried_at', 'is', null)
      : query.where('retried_at', '=', expected)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Forgets the failures of every website that happened before `before`; answers how many. */
export async function deleteJobFailuresBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('job_failures')
    .where('failed_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** How many of the website's failed jobs were not run again: what the dashboard's to-do counts. */
export async function countJobFailuresNotRetried(db: Db, websiteUid: string): Promise<number> {
  const row = await db
    .selectFrom('job_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('website_uid', '=', websiteUid)
    .where('retried_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.total)
}
