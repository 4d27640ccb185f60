import { cookieValue } from '../../../contract/values/cookie-value.ts'
import { readProof, setCookie, signProof } from '../../lib/signed-cookie.ts'
import { ANONYMOUS_VIEWER } from './signing.ts'

/**
 * Who is fetching a signed address. A `<video>` element or native HLS cannot send the
 * Authorization header, so the embed page's playback answer also sets this HttpOnly cookie,
 * scoped to /media/: it proves the viewer on every segment request without exposing the token.
 */
export const PLAYBACK_COOKIE = 'vitrine_playback'

const SCOPE = ['vitrine-playback']

/**
 * The Set-Cookie value proving `viewerUid` until `expires` (unix seconds), or later when the
 * request's own cookie already proves that viewer for longer: a download list asked for during a
 * long stream must not cut the stream short.
 */
export function playbackCookie(
  secret: string,
  cookieHeader: string | undefined,
  viewerUid: string,
  expires: number,
  secure: boolean,
): string {
  const current = readProof(secret, SCOPE, cookieValue(cookieHeader, PLAYBACK_COOKIE))
  const until = current?.subject === viewerUid ? Math.max(current.expires, expires) : expires
  const value = signProof(secret, SCOPE, viewerUid, until)
  const maxAge = Math.max(0, until - Math.floor(Date.now() / 1000))
  return setCookie(PLAYBACK_COOKIE, value, { path: '/media/', maxAge, secure })
}

/** The viewer a live playback cookie of the Cookie header proves, or null. */
export function viewerFromCookie(
  secret: string,
  cookieHeader: string | undefined,
  now = new Date(),
): string | null {
  const value = cookieValue(cookieHeader, PLAYBACK_COOKIE)
  return readProof(secret, SCOPE, value, now)?.subject ?? null
}

/** The viewers a request proves: by its login token and by its playback cookie. */
export interface PresentedViewers {
  byToken: string | null
  byCookie: string | null
}

/**
 * Whether a request may use an address issued to `boundViewer`. Addresses issued to the anonymous
 * viewer open for anyone. Otherwise the request must prove it is the bound viewer, by its token or
 * its playback cookie, so a copied stream or download address opens for nobody else.
 */
export function mayUse(boundViewer: string, presented: PresentedViewers): boolean {
  if (boundViewer === ANONYMOUS_VIEWER) return true
  const { byToken, byCookie } = presented
  if (byToken) return byToken === boundViewer
  return byCookie === boundViewer
}
