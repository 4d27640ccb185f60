import {
  STAFF_PERMISSIONS,
  type StaffPermission,
  type StaffRoleName,
} from '../../../contract/values/staff-roles.ts'
import { forbidden } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import { requireStaff } from './require-staff.ts'

/**
 * What each role may do: the one place the staff API's rules are written. An owner does
 * everything; an editor runs content (its prices too), pages and gift cards; a contributor writes content
 * but neither publishes, prices nor deletes it. GET /me/ tells the back office, which hides
 * the rest.
 */
const ROLE_PERMISSIONS: Record<StaffRoleName, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  editor: [
    'catalogue.read',
    'catalogue.edit',
    'catalogue.publish',
    'catalogue.delete',
    'catalogue.prices',
    'pages.edit',
    'gift_cards.manage',
  ],
  contributor: ['catalogue.read', 'catalogue.edit'],
}

const NOT_ALLOWED = 'Your role on this website does not allow this.'

/** What a role may do, in the order STAFF_PERMISSIONS lists it. */
export function permissionsOf(role: StaffRoleName): StaffPermission[] {
  return [...ROLE_PERMISSIONS[role]]
}

/**
 * The staff member calling, when their role allows `permission`; a 403 otherwise, as for anyone
 * who is not staff of this website.
 */
export function requirePermission(
  viewer: Viewer | null,
  permission: StaffPermission,
): Viewer & { staff_role: StaffRoleName } {
  const role = requireStaff(viewer)
  if (!ROLE_PERMISSIONS[role].includes(permission)) throw forbidden(NOT_ALLOWED)
  return { ...viewer!, staff_role: role }
}
