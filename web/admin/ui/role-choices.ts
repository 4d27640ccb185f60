import { STAFF_ROLES } from '../../../contract/values/staff-roles.ts'
import { choicesOf } from './choices.ts'

/** The staff roles as react-admin choices, named in the back office's language. */
export const ROLE_CHOICES = choicesOf(STAFF_ROLES, 'vitrine.role')
