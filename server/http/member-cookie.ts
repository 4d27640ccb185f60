import { createHmac, timingSafeEqual } from 'node:crypto'
import { cookieValue } from '../lib/cookies.ts'

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

const mac = (secret: string, websiteUid: string, viewerUid: string, expires: number) =>
  createHmac('sha256', secret)
    .update(`vitrine-member\n${websiteUid}\n${viewerUid}\n${expires}`)
    .digest()

const attributes = (maxAge: number, secure: boolean) =>
  [`Path=${MEMBER_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax']
    .concat(secure ? ['Secure'] : [])
    .join('; ')

/** The Set-Cookie value proving `viewerUid` on `websiteUid` for MEMBER_SECONDS. */
export function memberCookie(
  secret: string,
  websiteUid: string,
  viewerUid: string,
  secure: boolean,
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + MEMBER_SECONDS
  const proof = mac(secret, websiteUid, viewerUid, expires).toString('base64url')
  return `${MEMBER_COOKIE}=${viewerUid}.${expires}.${proof}; ${attributes(MEMBER_SECONDS, secure)}`
}

/** The Set-Cookie value that makes the browser forget the member cookie. */
export function clearedMemberCookie(secure: boolean): string {
  return `${MEMBER_COOKIE}=; ${attributes(0, secure)}`
}

/** The viewer a live member cookie of the Cookie header proves on the website, and until when. */
export function memberFromCookie(
  secret: string,
  websiteUid: string,
  cookieHeader: string | undefined,
  now = new Date(),
): { viewerUid: string; expires: number } | null {
  const raw = cookieValue(cookieHeader, MEMBER_COOKIE) ?? ''
  const [viewerUid, expiresText, given] = raw.split('.')
  if (!viewerUid || !expiresText || !given || !/^\d{1,12}$/.test(expiresText)) return null
  const expires = Number(expiresText)
  const expected = mac(secret, websiteUid, viewerUid, expires)
  const actual = Buffer.from(given, 'base64url')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return expires * 1000 > now.getTime() ? { viewerUid, expires } : null
}
