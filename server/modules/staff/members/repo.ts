import { sql, type Kysely } from 'kysely'
import type { AdminStaffQuery } from '../../../../contract/schemas/admin-staff.ts'
import type { StaffRoleName } from '../../../../contract/values/staff-roles.ts'
import type { Dialect } from '../../../db/connect.ts'
import type { Database } from '../../../db/schema.ts'
import { readListPage, type ListPage } from '../../../http/list-page.ts'
import { containing } from '../../../db/like-pattern.ts'

type Db = Kysely<Database>

const MEMBER_COLUMNS = [
  'uid',
  'email',
  'first_name',
  'last_name',
  'staff_role',
  'created_at',
] as const

/** The website's accounts that have a staff role, narrowed by the list's filters. */
function staffOf(db: Db, websiteUid: string, filter: Pick<AdminStaffQuery, 'role' | 'q'>) {
  let query = db
    .selectFrom('users')
    .where('website_uid', '=', websiteUid)
    .where('staff_role', 'is not', null)
  if (filter.role) query = query.where('staff_role', '=', filter.role)
  const words = filter.q?.trim()
  if (words) {
    query = query.where(
      sql<boolean>`lower(email || ' ' || first_name || ' ' || last_name) like ${containing(words)} escape '\\'`,
    )
  }
  return query
}

/** A page of the website's staff and how many match in all. */
export async function findStaffPage(
  db: Db,
  websiteUid: string,
  filter: Pick<AdminStaffQuery, 'role' | 'q'>,
  sort: NonNullable<AdminStaffQuery['_sort']>,
  page: ListPage,
) {
  const staff = staffOf(db, websiteUid, filter)
  const rows = staff.select(MEMBER_COLUMNS).orderBy(sort, page.direction).orderBy('uid')
  return readListPage(staff, rows, page, { sort, uid: 'uid' })
}

export type StaffMemberRow = Awaited<ReturnType<typeof findStaffPage>>['rows'][number]

/** One staff member of the website, or undefined (customers are not staff). */
export function findStaffMember(
  db: Db,
  websiteUid: string,
  uid: string,
): Promise<StaffMemberRow | undefined> {
  return staffOf(db, websiteUid, {})
    .where('uid', '=', uid)
    .select(MEMBER_COLUMNS)
    .executeTakeFirst()
}

/**
 * How many owners the website has, their rows locked until the transaction ends on PostgreSQL
 * (SQLite runs one writing transaction at a time). Of two calls that each take an owner away, the
 * second waits for the first to commit, then counts the owners it left.
 */
export async function lockOwners(db: Db, dialect: Dialect, websiteUid: string): Promise<number> {
  // In uid order: two callers lock the same rows in the same order, and never wait on each other.
  const query = staffOf(db, websiteUid, { role: 'owner' }).select('uid').orderBy('uid')
  const rows = await (dialect === 'postgres' ? query.forNoKeyUpdate() : query).execute()
  return rows.length
}

/** Gives an account a staff role, or takes it away (null): it stays a customer account. */
export async function setStaffRole(
  db: Db,
  websiteUid: string,
  uid: string,
  role: StaffRoleName | null,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ staff_role: role })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

/** Gives the account of this e-mail a staff role, or takes it away (null); answers whether found. */
export async function setStaffRoleByEmail(
  db: Db,
  websiteUid: string,
  email: string,
  role: StaffRoleName | null,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ staff_role: role })
    .where('website_uid', '=', websiteUid)
    .where('email', '=', email)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}
