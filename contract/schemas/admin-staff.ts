import { Type, type Static } from 'typebox'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { Email } from './auth.ts'
import { DateTime, Nullable, Uid } from './common.ts'
import { STAFF_ROLES } from '../values/staff-roles.ts'

/** The languages an invitation mail can be written in. */
export const INVITATION_LANGUAGES = ['fr', 'en'] as const

/** Who someone of the staff (or invited to it) is, and their role. */
const STAFF_PERSON = {
  uid: Uid,
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: Type.Enum(STAFF_ROLES),
}

/** An invitation to join the website's staff, mailed from the back office. */
export const AdminStaffInvitation = Type.Object({
  ...STAFF_PERSON,
  created_at: DateTime,
  /** The link stops working then. */
  expires_at: DateTime,
  /** When the guest registered from it; null while it waits. */
  accepted_at: Nullable(DateTime),
})
export type AdminStaffInvitation = Static<typeof AdminStaffInvitation>

/** GET /staff-invitations/: a page of the website's staff invitations. */
export const AdminStaffInvitationList = Type.Array(AdminStaffInvitation)

export const STAFF_INVITATION_SORTS = ['created_at', 'email'] as const

export const AdminStaffInvitationsQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(STAFF_INVITATION_SORTS)),
})
export type AdminStaffInvitationsQuery = Static<typeof AdminStaffInvitationsQuery>

/** POST /staff-invitations/: whom to invite, with which role, and the mail's language. */
export const AdminStaffInvitationInput = Type.Object(
  {
    email: Email,
    first_name: Type.String({ minLength: 1, maxLength: 150 }),
    last_name: Type.String({ minLength: 1, maxLength: 150 }),
    role: Type.Enum(STAFF_ROLES),
    language: Type.Optional(Type.Enum(INVITATION_LANGUAGES)),
  },
  { additionalProperties: false },
)
export type AdminStaffInvitationInput = Static<typeof AdminStaffInvitationInput>

/** A member of the website's staff: an account of the site with a role. */
export const AdminStaffMember = Type.Object({
  ...STAFF_PERSON,
  /** When the account was made. */
  created_at: DateTime,
})
export type AdminStaffMember = Static<typeof AdminStaffMember>

/** GET /staff/: a page of the website's staff. */
export const AdminStaffList = Type.Array(AdminStaffMember)

export const STAFF_SORTS = ['email', 'last_name', 'created_at'] as const

export const AdminStaffQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(STAFF_SORTS)),
  /** Only the staff with this role. */
  role: Type.Optional(Type.Enum(STAFF_ROLES)),
  /** Words found in the e-mail address or the name. */
  q: Type.Optional(Type.String({ maxLength: 150 })),
})
export type AdminStaffQuery = Static<typeof AdminStaffQuery>

/** PATCH /staff/{uid}/: the member's new role. */
export const AdminStaffChange = Type.Object(
  { role: Type.Enum(STAFF_ROLES) },
  { additionalProperties: false },
)
export type AdminStaffChange = Static<typeof AdminStaffChange>

/** /staff/{uid}/: the member's account uid. */
export const AdminStaffParams = Type.Object({ uid: Uid })
