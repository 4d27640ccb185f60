import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a billing page link stays valid. */
export const PORTAL_TOKEN_LIFETIME_MS = 60 * 60 * 1000

function signature(secret: string, websiteUid: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${websiteUid}\n${payload}`).digest()
}

/** A link token that lets its holder see one user's subscriptions on one website until `expiresAt`. */
export function signPortalToken(
  secret: string,
  websiteUid: string,
  userUid: string,
  expiresAt: Date,
): string {
  const payload = Buffer.from(`${userUid}\n${expiresAt.getTime()}`).toString('base64url')
  return `${payload}.${signature(secret, websiteUid, payload).toString('base64url')}`
}

/** The user a portal token names, or null when it is malformed, forged, for another site or expired. */
export function verifyPortalToken(
  secret: string,
  websiteUid: string,
  token: string,
  now = new Date(),
): string | null {
  const [payload, signed, ...rest] = token.split('.')
  if (!payload || !signed || rest.length > 0) return null
  const expected = signature(secret, websiteUid, payload)
  const given = Buffer.from(signed, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  const [userUid, expiry, ...extra] = Buffer.from(payload, 'base64url').toString().split('\n')
  const expiresAt = Number(expiry)
  if (!userUid || extra.length > 0 || !Number.isFinite(expiresAt)) return null
  return expiresAt > now.getTime() ? userUid : null
}
