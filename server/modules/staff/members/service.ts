import type { Kysely } from 'kysely'
import type {
  AdminStaffChange,
  AdminStaffMember,
  AdminStaffQuery,
} from '../../../../contract/schemas/admin-staff.ts'
import type { StaffRoleName } from '../../../../contract/values/staff-roles.ts'
import type { Dialect } from '../../../db/connect.ts'
import type { Database } from '../../../db/schema.ts'
import { conflict, notFound } from '../../../errors.ts'
import type { Viewer } from '../../auth/viewer.ts'
import { recordChange } from '../../audit-log/service.ts'
import { listPage, type ListAnswer } from '../../../http/list-page.ts'
import {
  findStaffMember,
  findStaffPage,
  lockOwners,
  setStaffRole,
  type StaffMemberRow,
} from './repo.ts'

/** Where the staff calls work: the database (and its dialect), the website, the owner who asks. */
export interface StaffScope {
  db: Kysely<Database>
  dialect: Dialect
  websiteUid: string
  staff: Viewer
}

const LAST_OWNER = 'A website keeps at least one owner: make someone else owner first.'
const NOT_STAFF = 'No staff member of this website has this uid.'

/** Whether a user of this website is one of its staff (any role). */
export async function isStaffMember(
  db: Kysely<Database>,
  websiteUid: string,
  userUid: string,
): Promise<boolean> {
  return (await findStaffMember(db, websiteUid, userUid)) !== undefined
}

/** Who a staff member (or a guest invited to the staff) is and their role, from their row. */
export function toAdminStaffMember(row: StaffMemberRow): AdminStaffMember {
  return {
    uid: row.uid,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.staff_role as StaffRoleName,
    created_at: row.created_at,
  }
}

/** GET /staff/: by e-mail address unless sorted otherwise. */
export async function listStaff(
  db: Kysely<Database>,
  websiteUid: string,
  query: AdminStaffQuery,
): Promise<ListAnswer<AdminStaffMember>> {
  const page = listPage(query, 'ASC')
  const { total, rows } = await findStaffPage(db, websiteUid, query, query._sort ?? 'email', page)
  return { total, rows: rows.map(toAdminStaffMember) }
}

/** GET /staff/{uid}/, or 404. */
export async function getStaffMember(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<AdminStaffMember> {
  const row = await findStaffMember(db, websiteUid, uid)
  if (!row) throw notFound(NOT_STAFF)
  return toAdminStaffMember(row)
}

/**
 * Gives a member another role, or (null) takes them off the staff, their account kept as a
 * customer's. The website's last owner keeps the role: nobody could run the staff otherwise; the
 * owners are counted under lock, so two owners demoting each other at once leave one. The change
 * and its audit entry go together; the new role holds from the member's next call.
 */
async function changeRole(
  scope: StaffScope,
  uid: string,
  role: StaffRoleName | null,
): Promise<AdminStaffMember | null> {
  const { db, dialect, websiteUid, staff } = scope
  return db.transaction().execute(async (trx) => {
    const owners = await lockOwners(trx, dialect, websiteUid)
    const before = await getStaffMember(trx, websiteUid, uid)
    if (before.role === 'owner' && role !== 'owner' && owners <= 1) {
      throw conflict(LAST_OWNER, 'role')
    }
    await setStaffRole(trx, websiteUid, uid, role)
    const after = role ? { ...before, role } : null
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      {
        action: after ? 'update' : 'delete',
        resource: 'staff_member',
        recordUid: uid,
        before,
        after,
      },
    )
    return after
  })
}

/** PATCH /staff/{uid}/: the member with their new role. */
export async function changeStaffRole(
  scope: StaffScope,
  uid: string,
  change: AdminStaffChange,
): Promise<AdminStaffMember> {
  return (await changeRole(scope, uid, change.role))!
}

/** DELETE /staff/{uid}/: the member leaves the staff; their account and purchases stay. */
export async function removeStaffMember(scope: StaffScope, uid: string): Promise<void> {
  await changeRole(scope, uid, null)
}

/** The command line's staff commands: a role given or taken by e-mail (the server's operator). */
export { setStaffRoleByEmail } from './repo.ts'
