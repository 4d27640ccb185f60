import { Type, type Static } from 'typebox'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { Email } from './auth.ts'
import { DateTime, Nullable, Uid } from './common.ts'
import { STAFF_ROLES } from './staff-roles.ts'

/** The languages an invitation mail can be written in. */
export const INVITATION_LANGUAGES = ['fr', 'en'] as const

/** An invitation to join the website's staff, mailed from the back office. */
export const AdminStaffInvitation = Type.Object({
  uid: Uid,
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: Type.Enum(STAFF_ROLES),
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
