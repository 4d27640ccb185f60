import type { Kysely } from 'kysely'
import type {
  AdminWatchActivity,
  AdminWatchActivityQuery,
} from '../../../contract/schemas/admin-customers.ts'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import { listPage, type ListAnswer } from '../../http/list-page.ts'
import { findCustomerAccount } from './account-repo.ts'
import { NO_CUSTOMER } from '../access/grants-service.ts'
import { findWatchActivityPage, findWatchTimes } from './watch-activity-repo.ts'

/**
 * GET /customers/{uid}/watch-activity/: a page of the medias the customer watched, most recently
 * watched first (`_order=ASC`: the oldest first), with where they stopped and how long they
 * watched in all; 404 for a staff account or an unknown uid.
 */
export async function listWatchActivity(
  db: Kysely<Database>,
  websiteUid: string,
  userUid: string,
  query: AdminWatchActivityQuery,
): Promise<ListAnswer<AdminWatchActivity>> {
  if (!(await findCustomerAccount(db, websiteUid, userUid))) throw notFound(NO_CUSTOMER)
  const page = listPage(query, 'DESC')
  const { total, rows } = await findWatchActivityPage(db, websiteUid, userUid, page)
  const times = await findWatchTimes(
    db,
    websiteUid,
    userUid,
    rows.map((row) => row.media_uid),
  )
  return {
    total,
    rows: rows.map((row) => ({
      media_uid: row.media_uid,
      media_name: row.media_name ?? '',
      item_uid: row.item_uid,
      item_name: row.item_name ?? '',
      position: row.position,
      duration: row.duration,
      finished: Boolean(row.finished),
      watch_time: times.get(row.media_uid) ?? 0,
      watched_at: row.updated_at,
    })),
  }
}
