import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Cookies that prove who a browser is where it cannot send the Authorization header (`<img>`,
 * `<video>`, a redirect to a server-rendered page). The value is `subject.expires.mac`, the MAC
 * covering a scope (what the proof is for, and often the website) so that one proof is never
 * accepted for another purpose.
 */

const mac = (secret: string, scope: readonly string[], subject: string, expires: number) =>
  createHmac('sha256', secret)
    .update([...scope, subject, String(expires)].join('\n'))
    .digest()

/** A value proving `subject` for `scope` until `expires` (unix seconds). */
export function signProof(
  secret: string,
  scope: readonly string[],
  subject: string,
  expires: number,
): string {
  return `${subject}.${expires}.${mac(secret, scope, subject, expires).toString('base64url')}`
}

/** The subject a live, untampered proof of `scope` names, and until when; null otherwise. */
export function readProof(
  secret: string,
  scope: readonly string[],
  value: string | null,
  now = new Date(),
): { subject: string; expires: number } | null {
  const [subject, expiresText, given, ...rest] = (value ?? '').split('.')
  if (!subject || !expiresText || !given || rest.length > 0) return null
  if (!/^\d{1,12}$/.test(expiresText)) return null
  const expires = Number(expiresText)
  const expected = mac(secret, scope, subject, expires)
  const actual = Buffer.from(given, 'base64url')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return expires * 1000 > now.getTime() ? { subject, expires } : null
}

/** A Set-Cookie value for an HttpOnly, SameSite=Lax cookie on `path`; Max-Age 0 forgets it. */
export function setCookie(
  name: string,
  value: string,
  options: { path: string; maxAge: number; secure: boolean },
): string {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')
}
