import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { TOKEN_SCHEME } from '../../../contract/schemas/index.ts'
import type { ApiKeyRole } from '../../../contract/values/integrations.ts'
import type { StaffRoleName } from '../../../contract/values/staff-roles.ts'
import type { Database } from '../../db/schema.ts'
import { unauthorized } from '../../errors.ts'

/** The signed-in user making a request. */
export interface Viewer {
  uid: string
  email: string
  first_name: string
  last_name: string
  show_billing_settings: boolean
  staff_role: StaffRoleName | null
  tokenHash: string
  /** Set when the call carries an API key (integrations/api-keys.ts) rather than a sign-in. */
  apiKey?: { uid: string; role: ApiKeyRole }
}

/** Tokens are stored only as their SHA-256. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The token of an `Authorization: WebsiteToken <token>` header, if there is one. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined
  const [scheme, token] = header.trim().split(/\s+/, 2)
  return scheme === TOKEN_SCHEME && token ? token : undefined
}

/** The user a live token of this website belongs to, or null. */
export async function findViewer(
  db: Kysely<Database>,
  websiteUid: string,
  token: string,
  now = new Date(),
): Promise<Viewer | null> {
  const tokenHash = hashToken(token)
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.uid', 'auth_tokens.user_uid')
    .select([
      'users.uid',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.show_billing_settings',
      'users.staff_role',
      'auth_tokens.last_used_at',
    ])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .where('auth_tokens.website_uid', '=', websiteUid)
    .where('auth_tokens.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', now.toISOString())
    // Blocking revokes the tokens; this also stops one a login racing the block issued.
    .where('users.blocked_at', 'is', null)
    .executeTakeFirst()
  if (!row) return null
  const { last_used_at: lastUsedAt, ...user } = row
  await touchToken(db, tokenHash, lastUsedAt, now)
  return {
    ...user,
    show_billing_settings: Boolean(row.show_billing_settings),
    staff_role: row.staff_role as Viewer['staff_role'],
    tokenHash,
  }
}

/** How stale a token's `last_used_at` may get: one write an hour, not one per request. */
const LAST_USED_STEP_MS = 3_600_000

/** Notes that a token was used, for the account page's devices, at most once an hour. */
async function touchToken(
  db: Kysely<Database>,
  tokenHash: string,
  lastUsedAt: string | null,
  now: Date,
): Promise<void> {
  if (lastUsedAt && now.getTime() - Date.parse(lastUsedAt) < LAST_USED_STEP_MS) return
  await db
    .updateTable('auth_tokens')
    .set({ last_used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .execute()
}

/** The viewer, or a 401 for calls that need one. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw unauthorized()
  return viewer
}
