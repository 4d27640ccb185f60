import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { StaffRoleName } from '../../contract/values/staff-roles.ts'
import type { Database } from '../../server/db/schema.ts'
import { insertWebsite } from '../../server/db/insert.ts'
import { newUid } from '../../server/db/uid.ts'
import { hashPassword } from '../../server/modules/auth/password.ts'
import { hashToken } from '../../server/modules/auth/viewer.ts'
import {
  defaultWebsiteSettings,
  type StoredSettings,
} from '../../server/modules/websites/defaults.ts'

/** Known data a test starts from, written with the same writers the demo seed uses. */

let lastWebsiteMs = 0

/**
 * A website's creation time, later than the one made before it: a request to an unknown host
 * gets the oldest website, which two made in the same millisecond would leave to chance.
 */
function nextWebsiteTime(): string {
  lastWebsiteMs = Math.max(Date.now(), lastWebsiteMs + 1)
  return new Date(lastWebsiteMs).toISOString()
}

export async function createWebsite(
  db: Kysely<Database>,
  options: {
    name?: string
    hosts?: string[]
    settings?: Partial<StoredSettings>
    createdAt?: string
    publicUrl?: string
  } = {},
): Promise<string> {
  return insertWebsite(db, {
    name: options.name ?? 'Test site',
    hosts: options.hosts ?? ['localhost'],
    settings: { ...defaultWebsiteSettings(), ...options.settings },
    contactEmail: 'staff@test.example',
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    createdAt: options.createdAt ?? nextWebsiteTime(),
  })
}

export interface TestUser {
  uid: string
  email: string
  password: string
}

export async function createUser(
  db: Kysely<Database>,
  websiteUid: string,
  options: { email?: string; password?: string; staffRole?: StaffRoleName } = {},
): Promise<TestUser> {
  const uid = newUid()
  const email = options.email ?? `user-${uid.slice(0, 8).toLowerCase()}@test.example`
  const password = options.password ?? 'correct horse battery'
  await db
    .insertInto('users')
    .values({
      uid,
      website_uid: websiteUid,
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      password_hash: await hashPassword(password, 10),
      custom_fields: '{}',
      show_billing_settings: 1,
      staff_role: options.staffRole ?? null,
      created_at: new Date().toISOString(),
    })
    .execute()
  return { uid, email, password }
}

/** A live login token for a user, as the login call would have issued. */
export async function createSession(
  db: Kysely<Database>,
  websiteUid: string,
  userUid: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      website_uid: websiteUid,
      user_uid: userUid,
      created_at: new Date().toISOString(),
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      revoked_at: null,
    })
    .execute()
  return token
}

/** Headers of a signed-in request. */
export const signedIn = (token: string) => ({ authorization: `WebsiteToken ${token}` })
