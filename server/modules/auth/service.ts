import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  AuthMessage,
  ErrorType,
  type LoginBody,
  type User,
} from '../../../contract/schemas/index.ts'
import type { Database } from '../../db/schema.ts'
import { AppError, invalidField, notFound } from '../../errors.ts'
import type { Website } from '../websites/service.ts'
import type { Passwords } from './password-pool.ts'
import { findUserByEmail, insertAuthToken, revokeAuthToken, type UserRow } from './repo.ts'
import { hashToken, type Viewer } from './viewer.ts'
import { DAY_MS } from '../../lib/time-units.ts'

/** A fresh secret for a login token or a reset link: 32 random bytes, url-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** How every form and lookup compares addresses: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Auth calls answer 404 on a website that has accounts switched off. */
export function requireAuthEnabled(website: Website): void {
  if (!website.settings.auth_enabled) throw notFound('Accounts are not enabled on this website.')
}

const dummyHashes = new WeakMap<Passwords, Promise<string>>()

/**
 * A hash to verify against when the e-mail is unknown, so that an unknown address costs the same
 * scrypt work as a wrong password. Made once per password pool; made again if making it failed
 * (a full pool), which must not fail every later login.
 */
function dummyHash(passwords: Passwords): Promise<string> {
  let hash = dummyHashes.get(passwords)
  if (!hash) {
    hash = passwords.hash(newSecret())
    dummyHashes.set(passwords, hash)
    hash.catch(() => dummyHashes.delete(passwords))
  }
  return hash
}

function invalidCredentials(): AppError {
  return new AppError(400, ErrorType.InvalidCredentials, AuthMessage.InvalidCredentials)
}

/** What a blocked account hears when it signs in, once its password matched (nobody else does). */
export const ACCOUNT_BLOCKED = 'This account has been blocked.'

/**
 * A blocked account's login is a login failure of spec §8 (the storefront shows its
 * invalid-credentials text), told apart by its message.
 */
function accountBlocked(): AppError {
  return new AppError(400, ErrorType.InvalidCredentials, ACCOUNT_BLOCKED)
}

export interface LoginOptions {
  passwords: Passwords
  tokenLifetimeDays: number
  /** The User-Agent header of the login request, kept to name the device. */
  userAgent?: string
}

/** Checks e-mail and password and issues a login token; only the token's hash is stored. */
export async function login(
  db: Kysely<Database>,
  website: Website,
  body: LoginBody,
  options: LoginOptions,
  now = new Date(),
): Promise<string> {
  requireAuthEnabled(website)
  if (website.settings.auth_method !== 'users') {
    // Other sign-in methods (a shared site password, single sign-on) are not implemented yet.
    throw invalidField('email', 'Signing in is not available on this website yet.')
  }
  if (body.email === undefined) throw invalidField('email', 'This field is required.')
  const user = await findUserByEmail(db, website.uid, normalizeEmail(body.email))
  const stored = user?.password_hash || (await dummyHash(options.passwords))
  const matches = await options.passwords.verify(body.password, stored)
  if (!user || !matches) throw invalidCredentials()
  if (user.blocked_at) throw accountBlocked()

  return issueLoginToken(db, website.uid, user.uid, options, now)
}

/**
 * A new login token of the account, for `tokenLifetimeDays`, named by the User-Agent of the
 * device it signs in (the account page lists it); only its hash is stored.
 */
export async function issueLoginToken(
  db: Kysely<Database>,
  websiteUid: string,
  userUid: string,
  options: { tokenLifetimeDays: number; userAgent?: string },
  now = new Date(),
): Promise<string> {
  const token = newSecret()
  await insertAuthToken(db, {
    token_hash: hashToken(token),
    website_uid: websiteUid,
    user_uid: userUid,
    now,
    expiresAt: new Date(now.getTime() + options.tokenLifetimeDays * DAY_MS),
    userAgent: options.userAgent,
  })
  return token
}

/** Revokes the token the viewer signed in with; other devices stay signed in. */
export async function logout(
  db: Kysely<Database>,
  websiteUid: string,
  viewer: Viewer,
  now = new Date(),
): Promise<void> {
  await revokeAuthToken(db, websiteUid, viewer.tokenHash, now)
}

/** The public shape of a user (spec §3). */
export function toUser(row: UserRow | Viewer): User {
  return {
    uid: row.uid,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    show_billing_settings: Boolean(row.show_billing_settings),
    staff_role: (row.staff_role ?? null) as User['staff_role'],
  }
}

/** What the account page, the customers' and the staff's invitations change of a user's sign-in. */
export {
  expirePasswordResetsOfUser,
  setPasswordHash,
  revokeAuthTokensOfUser,
  findUserByEmail,
  insertInvitation,
} from './repo.ts'
export type { UserRow } from './repo.ts'
