import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type {
  AdminApiKey,
  AdminApiKeyCreated,
  AdminApiKeyInput,
} from '../../../contract/schemas/admin-integrations.ts'
import {
  API_KEY_PREFIX,
  API_KEY_SCHEME,
  type ApiKeyRole,
} from '../../../contract/values/integrations.ts'
import type { SortOrder } from '../../../contract/values/admin-lists.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { invalidField, notFound } from '../../errors.ts'
import { listPage, type ListAnswer } from '../../http/list-page.ts'
import { recordChange } from '../audit-log/service.ts'
import type { Viewer } from '../auth/viewer.ts'
import {
  findApiKey,
  findApiKeyPage,
  findLiveKey,
  insertApiKey,
  revokeApiKey,
  touchApiKey,
  type ApiKeyRow,
} from './api-keys-repo.ts'
import type { IntegrationScope } from './scope.ts'

/**
 * API keys of the staff API (issue 46 part 5): an owner creates one with a role and an optional
 * expiry; it is shown once and only its SHA-256 is kept. `Authorization: Bearer vtk_…` then
 * calls the staff API of its website as that role: `read_only` reads what an owner reads and
 * changes nothing. A key stops at once when revoked, when it expires, or when the owner who made
 * it is no longer an owner.
 */

/** 256 random bits after the prefix. */
const SECRET_BYTES = 32
/** Characters of a key kept in clear to tell it apart: the prefix and 8 more. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 8
/** How stale `last_used_at` may get: one write a minute, not one per call. */
const LAST_USED_STEP_MS = 60_000

const NO_KEY = 'No API key of this website has this uid.'
const EXPIRES_PAST = 'The expiry must be in the future.'

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')

function toAdminApiKey(row: ApiKeyRow): AdminApiKey {
  return { ...row, role: row.role as ApiKeyRole }
}

/** GET /api-keys/: newest first. */
export async function listApiKeys(
  db: Kysely<Database>,
  websiteUid: string,
  query: { _start?: number; _end?: number; _order?: SortOrder },
): Promise<ListAnswer<AdminApiKey>> {
  const { total, rows } = await findApiKeyPage(db, websiteUid, listPage(query, 'DESC'))
  return { total, rows: rows.map(toAdminApiKey) }
}

/** POST /api-keys/: the key, shown this once; audited without it. */
export async function createApiKey(
  scope: IntegrationScope,
  input: AdminApiKeyInput,
  now = new Date(),
): Promise<AdminApiKeyCreated> {
  const { db, websiteUid, staff } = scope
  const expiresAt = input.expires_at ? new Date(input.expires_at) : null
  if (expiresAt && expiresAt <= now) throw invalidField('expires_at', EXPIRES_PAST)
  const secret = API_KEY_PREFIX + randomBytes(SECRET_BYTES).toString('base64url')
  const uid = newUid()
  return db.transaction().execute(async (trx) => {
    await insertApiKey(trx, {
      uid,
      website_uid: websiteUid,
      name: input.name.trim(),
      role: input.role,
      prefix: secret.slice(0, SHOWN_CHARACTERS),
      key_hash: hashKey(secret),
      created_by_uid: staff.uid,
      created_at: now.toISOString(),
      expires_at: expiresAt?.toISOString() ?? null,
      revoked_at: null,
      last_used_at: null,
      last_used_ip: null,
    })
    const key = toAdminApiKey((await findApiKey(trx, websiteUid, uid))!)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'create', resource: 'api_key', recordUid: uid, before: null, after: key },
    )
    return { ...key, secret }
  })
}

/** DELETE /api-keys/{uid}/: revoked at once (kept in the list, marked), audited. */
export async function revokeKey(
  scope: IntegrationScope,
  uid: string,
  now = new Date(),
): Promise<AdminApiKey> {
  const { db, websiteUid, staff } = scope
  return db.transaction().execute(async (trx) => {
    const before = await findApiKey(trx, websiteUid, uid)
    if (!before) throw notFound(NO_KEY)
    if (before.revoked_at) return toAdminApiKey(before)
    await revokeApiKey(trx, websiteUid, uid, now.toISOString())
    const after = toAdminApiKey((await findApiKey(trx, websiteUid, uid))!)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'delete', resource: 'api_key', recordUid: uid, before, after },
    )
    return after
  })
}

/** The key of an `Authorization: Bearer vtk_…` header, if there is one. */
export function apiKeyFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined
  const [scheme, key] = header.trim().split(/\s+/, 2)
  return scheme === API_KEY_SCHEME && key?.startsWith(API_KEY_PREFIX) ? key : undefined
}

/**
 * Whoever calls with a live key of this website: the key's owner acting through it, with the
 * key's role (`read_only` reads as an owner; staff-api.ts refuses its changes). Its use is noted
 * at most once a minute, with the caller's address. Null for an unknown, expired or revoked key.
 */
export async function findApiKeyViewer(
  db: Kysely<Database>,
  websiteUid: string,
  key: string,
  ip: string,
  now = new Date(),
): Promise<Viewer | null> {
  const keyHash = hashKey(key)
  const row = await findLiveKey(db, websiteUid, keyHash, now.toISOString())
  if (!row) return null
  const stale =
    !row.last_used_at || now.getTime() - Date.parse(row.last_used_at) >= LAST_USED_STEP_MS
  if (stale || row.last_used_ip !== ip) await touchApiKey(db, row.uid, now.toISOString(), ip)
  const role = row.role as ApiKeyRole
  return {
    uid: row.user_uid,
    email: row.email,
    first_name: row.name,
    last_name: '',
    show_billing_settings: false,
    staff_role: role === 'read_only' ? 'owner' : role,
    tokenHash: keyHash,
    apiKey: { uid: row.uid, role },
  }
}
