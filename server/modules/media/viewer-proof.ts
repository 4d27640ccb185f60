import { cookieValue } from '../../lib/cookies.ts'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { ANONYMOUS_VIEWER } from './signing.ts'

/**
 * Who is fetching a signed address. A `<video>` element or native HLS cannot send the
 * Authorization header, so the embed page's playback answer also sets this HttpOnly cookie,
 * scoped to /media/: it proves the viewer on every segment request without exposing the token.
 */
export const PLAYBACK_COOKIE = 'vitrine_playback'

const mac = (secret: string, viewerUid: string, expires: number) =>
  createHmac('sha256', secret).update(`vitrine-playback\n${viewerUid}\n${expires}`).digest()

/** The Set-Cookie value proving `viewerUid` until `expires` (unix seconds). */
export function playbackCookie(
  secret: string,
  viewerUid: string,
  expires: number,
  secure: boolean,
): string {
  const value = `${viewerUid}.${expires}.${mac(secret, viewerUid, expires).toString('base64url')}`
  const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000))
  return [
    `${PLAYBACK_COOKIE}=${value}`,
    'Path=/media/',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** The viewer a live playback cookie of the Cookie header proves, or null. */
export function viewerFromCookie(
  secret: string,
  cookieHeader: string | undefined,
  now = new Date(),
): string | null {
  const raw = cookieValue(cookieHeader, PLAYBACK_COOKIE) ?? ''
  const [viewerUid, expiresText, given] = raw.split('.')
  if (!viewerUid || !expiresText || !given || !/^\d{1,12}$/.test(expiresText)) return null
  const expires = Number(expiresText)
  const expected = mac(secret, viewerUid, expires)
  const actual = Buffer.from(given, 'base64url')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return expires * 1000 > now.getTime() ? viewerUid : null
}

/** The viewers a request proves: by its login token and by its playback cookie. */
export interface PresentedViewers {
  byToken: string | null
  byCookie: string | null
}

/**
 * Whether a request may use an address issued to `boundViewer`. Addresses issued to the anonymous
 * viewer open for anyone. Otherwise a request that names another viewer is refused; a stream also
 * needs proof that it is the bound viewer, so a copied stream address plays for nobody else. A
 * download link is followed by a plain navigation, which carries no proof: its short life is the
 * guard there.
 */
export function mayUse(
  boundViewer: string,
  presented: PresentedViewers,
  needsProof: boolean,
): boolean {
  if (boundViewer === ANONYMOUS_VIEWER) return true
  const { byToken, byCookie } = presented
  if (byToken) return byToken === boundViewer
  if (byCookie) return byCookie === boundViewer
  return !needsProof
}
