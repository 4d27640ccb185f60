import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { readListPage, type ListPage } from '../../../http/list-page.ts'

type Db = Kysely<Database>

/** A page of the website's staff invitations (customers' invitations are left out). */
export async function findStaffInvitationPage(
  db: Db,
  websiteUid: string,
  sort: 'created_at' | 'email',
  page: ListPage,
) {
  const invitations = db
    .selectFrom('invitations')
    .where('website_uid', '=', websiteUid)
    .where('staff_role', 'is not', null)
  const rows = invitations.selectAll().orderBy(sort, page.direction).orderBy('uid')
  return readListPage(invitations, rows, page, { sort, uid: 'uid' })
}
