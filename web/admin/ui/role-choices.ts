import { STAFF_ROLES } from '../../../contract/staff-roles.ts'

/** The staff roles as react-admin choices, named in the back office's language. */
export const ROLE_CHOICES = STAFF_ROLES.map((id) => ({ id, name: `vitrine.role.${id}` }))
