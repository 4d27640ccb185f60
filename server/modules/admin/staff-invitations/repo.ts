import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { ListPage } from '../list-page.ts'

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
  const [count, rows] = await Promise.all([
    invitations.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    invitations
      .selectAll()
      .orderBy(sort, page.direction)
      .orderBy('uid')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { total: Number(count.total), rows }
}
