import { cookieValue } from '../../contract/values/cookie-value.ts'
import { readProof, setCookie, signProof } from '../lib/signed-cookie.ts'

/**
 * Proof that a browser belongs to a signed-in viewer of one website, for the pictures it fetches
 * with `<img>`, which cannot send the Authorization header. Only a website that forces login
 * needs it (its catalogue's pictures are for members): API answers to a signed-in viewer set
 * it, logging out clears it. HttpOnly and scoped to /images/, so it proves nothing elsewhere.
 */
export const MEMBER_COOKIE = 'vitrine_member'
const MEMBER_PATH = '/images/'
/** How long the cookie proves the viewer; an API answer renews it once half of that has passed. */
export const MEMBER_SECONDS = 12 * 3600

const scope = (websiteUid: string) => ['vitrine-member', websiteUid]

/** The Set-Cookie value proving `viewerUid` on `websiteUid` for MEMBER_SECONDS. */
export function memberCookie(
  secret: string,
  websiteUid: string,
  viewerUid: string,
  secure: boolean,
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + MEMBER_SECONDS
  const value = signProof(secret, scope(websiteUid), viewerUid, expires)
  return setCookie(MEMBER_COOKIE, value, { path: MEMBER_PATH, maxAge: MEMBER_SECONDS, secure })
}

/** The Set-Cookie value that makes the browser forget the member cookie. */
export function clearedMemberCookie(secure: boolean): string {
  return setCookie(MEMBER_COOKIE, '', { path: MEMBER_PATH, maxAge: 0, secure })
}

/** The viewer a live member cookie of the Cookie header proves on the website, and until when. */
export function memberFromCookie(
  secret: string,
  websiteUid: string,
  cookieHeader: string | undefined,
  now = new Date(),
): { viewerUid: string; expires: number } | null {
  const value = cookieValue(cookieHeader, MEMBER_COOKIE)
  const proof = readProof(secret, scope(websiteUid), value, now)
  return proof && { viewerUid: proof.subject, expires: proof.expires }
}
