import type { StaffRoleName } from '../../../contract/values/staff-roles.ts'
import { forbidden } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'

const NOT_STAFF = 'Only the staff of this website may edit it.'

/**
 * The role of whoever calls the staff API. Everyone else is refused with a 403 (issue 7: "staff
 * token required, 403 otherwise"): a visitor, a dead token, a customer, or the staff of another
 * website, whose token is alive but not here.
 */
export function requireStaff(viewer: Viewer | null): StaffRoleName {
  if (!viewer?.staff_role) throw forbidden(NOT_STAFF)
  return viewer.staff_role
}
