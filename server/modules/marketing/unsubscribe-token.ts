import { createHmac, timingSafeEqual } from 'node:crypto'

/** Kept apart from every other token signed with the same secret key. */
const PURPOSE = 'marketing-unsubscribe'

function signature(secret: string, websiteUid: string, userUid: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${websiteUid}\n${userUid}`).digest()
}

/**
 * The token of a customer's unsubscribe link: it names them and is signed for the website, with
 * no expiry (an old mail's link still works, as the law and mail programs expect).
 */
export function signUnsubscribeToken(secret: string, websiteUid: string, userUid: string): string {
  const payload = Buffer.from(userUid).toString('base64url')
  return `${payload}.${signature(secret, websiteUid, userUid).toString('base64url')}`
}

/** The customer an unsubscribe token names, or null when it is malformed, forged or another site's. */
export function verifyUnsubscribeToken(
  secret: string,
  websiteUid: string,
  token: string,
): string | null {
  const [payload, signed, ...rest] = token.split('.')
  if (!payload || !signed || rest.length > 0) return null
  const userUid = Buffer.from(payload, 'base64url').toString()
  const expected = signature(secret, websiteUid, userUid)
  const given = Buffer.from(signed, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return userUid
}
