import { Type, type Static } from 'typebox'
import { Uid } from './common.ts'
import { MIN_PASSWORD_LENGTH, NAME_MAX_LENGTH } from '../values/limits.ts'
import { STAFF_ROLES } from '../values/staff-roles.ts'

export { MIN_PASSWORD_LENGTH }

export const Email = Type.String({ format: 'email', maxLength: 254 })
const Name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH })
const Password = Type.String({ minLength: 1, maxLength: 1024 })
const NewPassword = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 })
const CustomFieldValues = Type.Record(Type.String(), Type.String({ maxLength: 1000 }))

/** The signed-in customer (spec §3). */
export const User = Type.Object({
  uid: Uid,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  show_billing_settings: Type.Boolean(),
  /** The role of site staff (staff-roles.ts), null for customers. */
  staff_role: Type.Union([Type.Enum(STAFF_ROLES), Type.Null()]),
})
export type User = Static<typeof User>

/** POST /auth/login/ — email is left out when the site's auth_method is not 'users'. */
export const LoginBody = Type.Object({
  email: Type.Optional(Email),
  password: Password,
})
export type LoginBody = Static<typeof LoginBody>

export const LoginAnswer = Type.Object({ token: Type.String() })
export type LoginAnswer = Static<typeof LoginAnswer>

/** POST /auth/register/ — `invitation` registers from an invitation. */
export const RegisterBody = Type.Object({
  first_name: Name,
  last_name: Name,
  email: Email,
  password1: NewPassword,
  password2: Password,
  invitation: Type.Optional(Uid),
  custom_fields: Type.Optional(CustomFieldValues),
  /** Whether the visitor ticked "send me offers and news by e-mail"; left out, they did not. */
  marketing_consent: Type.Optional(Type.Boolean()),
})
export type RegisterBody = Static<typeof RegisterBody>

/** GET /auth/invitations/{invitationId}/ */
export const Invitation = Type.Object({
  uid: Uid,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  custom_fields: CustomFieldValues,
})
export type Invitation = Static<typeof Invitation>

/** POST /password/reset/ */
export const PasswordResetBody = Type.Object({ email: Email })

/** POST /password/reset/confirm/ — uid and token come from the mailed link. */
export const PasswordResetConfirmBody = Type.Object({
  new_password1: NewPassword,
  new_password2: Password,
  uid: Uid,
  token: Type.String({ minLength: 1, maxLength: 200 }),
})
export type PasswordResetConfirmBody = Static<typeof PasswordResetConfirmBody>

/** The answer of calls whose answer the spec does not show. */
export const Detail = Type.Object({ detail: Type.String() })

/** GET /auth/invitations/{invitationId}/ path parameters. */
export const InvitationParams = Type.Object({ invitationId: Uid })
export type InvitationParams = Static<typeof InvitationParams>

/** Messages the storefront shows as they are (spec §8). */
export const AuthMessage = {
  InvalidCredentials: 'Invalid credentials.',
  DuplicateEmail: 'A user with that email already exists.',
  PasswordsDiffer: 'Both passwords are not the same',
  PasswordResetSent: 'If an account exists for this e-mail address, a reset link has been sent.',
  PasswordResetInvalid:
    'The password reset link was invalid, possibly because it has already been used. Please request a new password reset.',
  PasswordResetDone: 'Your password has been changed. You can now sign in.',
  SignedOut: 'Signed out.',
} as const

/** POST /auth/device/ — a TV's code pair (RFC 8628 §3.2). */
export const DeviceCodeAnswer = Type.Object({
  /** The TV's secret, which it polls with; never shown. */
  device_code: Type.String(),
  /** What the viewer types on their phone: 8 letters, shown `BCDF-GHJK`. */
  user_code: Type.String(),
  /** Where the viewer types it: the site's /activate. */
  verification_uri: Type.String(),
  /** The same with the code in it, for a QR code. */
  verification_uri_complete: Type.String(),
  expires_in: Type.Integer(),
  /** Seconds between two polls. */
  interval: Type.Integer(),
})
export type DeviceCodeAnswer = Static<typeof DeviceCodeAnswer>

/** POST /auth/device/token/ — the TV polls with its device code. */
export const DeviceTokenBody = Type.Object({
  device_code: Type.String({ minLength: 1, maxLength: 200 }),
})
export type DeviceTokenBody = Static<typeof DeviceTokenBody>

/** POST /auth/device/approve/ — the signed-in viewer confirms the code the TV shows. */
export const DeviceApproveBody = Type.Object({ user_code: Type.String({ maxLength: 40 }) })
export type DeviceApproveBody = Static<typeof DeviceApproveBody>
