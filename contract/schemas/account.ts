import { Type, type Static } from 'typebox'
import { Email } from './auth.ts'
import { DateTime, Nullable, Uid } from './common.ts'
import { MIN_PASSWORD_LENGTH, NAME_MAX_LENGTH } from '../values/limits.ts'

const Name = Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH })
const Password = Type.String({ minLength: 1, maxLength: 1024 })
const NewPassword = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 })

/** GET /account/ — the signed-in user's own profile. */
export const Account = Type.Object({
  uid: Uid,
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  created_at: DateTime,
  /** The address waiting for its confirmation link to be opened, if any. */
  pending_email: Nullable(Type.String()),
  /** Whether the user accepts offers and news by e-mail (marketing mail). */
  marketing_consent: Type.Boolean(),
})
export type Account = Static<typeof Account>

/**
 * PATCH /account/ — the names (registration's rules) and the marketing mail consent; a field left
 * out stays as it is.
 */
export const AccountPatch = Type.Object(
  {
    first_name: Type.Optional(Name),
    last_name: Type.Optional(Name),
    marketing_consent: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type AccountPatch = Static<typeof AccountPatch>

/** POST /unsubscribe?token=… — the signed token of a marketing mail's unsubscribe link. */
export const UnsubscribeQuery = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 300 }),
  /** The broadcast whose link it is: it counts who unsubscribed through it. */
  broadcast: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
})
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>

/** POST /account/password/ — the current password, then the new one twice. */
export const PasswordChangeBody = Type.Object({
  old_password: Password,
  new_password1: NewPassword,
  new_password2: Password,
})
export type PasswordChangeBody = Static<typeof PasswordChangeBody>

/** POST /account/email/ — the new address, confirmed by the current password. */
export const EmailChangeBody = Type.Object({ email: Email, password: Password })
export type EmailChangeBody = Static<typeof EmailChangeBody>

/** POST /account/email/confirm/ — the token of the link mailed to the new address. */
export const EmailChangeConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
})
export type EmailChangeConfirmBody = Static<typeof EmailChangeConfirmBody>

/** POST /account/delete/ — erasing the account asks for the password again. */
export const AccountDeleteBody = Type.Object({ password: Password })
export type AccountDeleteBody = Static<typeof AccountDeleteBody>

/** GET /account/sessions/ — a device signed in to the account. */
export const AccountSession = Type.Object({
  /** Names the session for signing it out; not the login token, nor enough to find it. */
  id: Type.String(),
  created_at: DateTime,
  last_used_at: Nullable(DateTime),
  /** The browser and the system read from the login's User-Agent; null when unknown. */
  browser: Nullable(Type.String()),
  os: Nullable(Type.String()),
  /** The session of this request. */
  current: Type.Boolean(),
})
export type AccountSession = Static<typeof AccountSession>

export const AccountSessionParams = Type.Object({
  sessionId: Type.String({ minLength: 1, maxLength: 64 }),
})
export type AccountSessionParams = Static<typeof AccountSessionParams>

/** A line of an order as the receipt shows it. */
export const AccountOrderLine = Type.Object({ label: Type.String(), amount: Type.Integer() })

/** GET /account/orders/ — a paid (or since refunded) order of the user, as its receipt says. */
export const AccountOrder = Type.Object({
  uid: Uid,
  type: Type.String(),
  status: Type.String(),
  currency: Type.String(),
  lines: Type.Array(AccountOrderLine),
  /** Minor units the coupon took off the lines, already out of `total`. */
  discount: Type.Integer(),
  tip: Type.Integer(),
  total: Type.Integer(),
  /** Minor units given back so far. */
  refunded: Type.Integer(),
  created_at: DateTime,
  paid_at: Nullable(DateTime),
})
export type AccountOrder = Static<typeof AccountOrder>

export const AccountOrderParams = Type.Object({ orderUid: Uid })
export type AccountOrderParams = Static<typeof AccountOrderParams>
