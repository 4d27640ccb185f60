import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import type { AdminCustomerInvitationsQuery } from '../../../../contract/schemas/admin-customer-invitations.ts'
import type { CustomerInvitationStatus } from '../../../../contract/values/admin-customer-invitations.ts'
import { containing } from '../../../db/like-pattern.ts'
import type { Database } from '../../../db/schema.ts'
import type { ListPage } from '../../../http/list-page.ts'

type Db = Kysely<Database>
type InvitationsEb = ExpressionBuilder<Database, 'invitations'>

const COLUMNS = [
  'invitations.uid',
  'invitations.email',
  'invitations.first_name',
  'invitations.last_name',
  'invitations.custom_fields',
  'invitations.created_at',
  'invitations.expires_at',
  'invitations.accepted_at',
  'users.uid as account_uid',
] as const

function inStatus(eb: InvitationsEb, status: CustomerInvitationStatus, now: string) {
  switch (status) {
    case 'pending':
      return eb.and([
        eb('invitations.accepted_at', 'is', null),
        eb('invitations.expires_at', '>', now),
      ])
    case 'expired':
      return eb.and([
        eb('invitations.accepted_at', 'is', null),
        eb('invitations.expires_at', '<=', now),
      ])
    case 'accepted':
      return eb('invitations.accepted_at', 'is not', null)
  }
}

/**
 * The website's customer invitations (staff ones are left out), each with the account registered
 * from it: registering from an invitation gives the account the invitation's address.
 */
function customerInvitations(
  db: Db,
  websiteUid: string,
  filter: Pick<AdminCustomerInvitationsQuery, 'status' | 'q'>,
  now: string,
) {
  let query = db
    .selectFrom('invitations')
    .leftJoin('users', (join) =>
      join
        .onRef('users.website_uid', '=', 'invitations.website_uid')
        .onRef('users.email', '=', 'invitations.email')
        .on('invitations.accepted_at', 'is not', null),
    )
    .where('invitations.website_uid', '=', websiteUid)
    .where('invitations.staff_role', 'is', null)
  const { status } = filter
  if (status) query = query.where((eb) => inStatus(eb, status, now))
  for (const word of (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    query = query.where(
      sql<boolean>`lower(invitations.email || ' ' || invitations.first_name || ' ' || invitations.last_name) like ${containing(word)} escape '\\'`,
    )
  }
  return query
}

export type CustomerInvitationRow = NonNullable<Awaited<ReturnType<typeof findCustomerInvitation>>>

/** A page of the website's customer invitations and how many match in all. */
export async function findCustomerInvitationPage(
  db: Db,
  websiteUid: string,
  filter: Pick<AdminCustomerInvitationsQuery, 'status' | 'q'>,
  sort: NonNullable<AdminCustomerInvitationsQuery['_sort']>,
  page: ListPage,
  now: string,
) {
  const invitations = customerInvitations(db, websiteUid, filter, now)
  const [counted, rows] = await Promise.all([
    invitations.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    invitations
      .select(COLUMNS)
      .orderBy(`invitations.${sort}`, page.direction)
      .orderBy('invitations.uid')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { total: Number(counted.total), rows }
}

/** One customer invitation of the website; undefined for a staff one or an unknown uid. */
export function findCustomerInvitation(db: Db, websiteUid: string, uid: string) {
  return customerInvitations(db, websiteUid, {}, '')
    .select(COLUMNS)
    .where('invitations.uid', '=', uid)
    .executeTakeFirst()
}

/** Whether an invitation of this address still waits for its guest (staff ones included). */
export async function hasOpenInvitation(db: Db, websiteUid: string, email: string, now: string) {
  const row = await db
    .selectFrom('invitations')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Opens an invitation nobody accepted until `expiresAt`; answers false when it was accepted
 * (or deleted) meanwhile.
 */
export async function extendInvitation(
  trx: Db,
  websiteUid: string,
  uid: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('invitations')
    .set({ expires_at: expiresAt })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .where('accepted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Deletes an invitation nobody accepted; answers false when it was accepted meanwhile. */
export async function deletePendingInvitation(
  trx: Db,
  websiteUid: string,
  uid: string,
): Promise<boolean> {
  const result = await trx
    .deleteFrom('invitations')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .where('accepted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}
