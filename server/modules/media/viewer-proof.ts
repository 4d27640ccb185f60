import { cookieValue } from '../../lib/cookies.ts'
import { readProof, setCookie, signProof } from '../../lib/signed-cookie.ts'
import { ANONYMOUS_VIEWER } from './signing.ts'

/**
 * Who is fetching a signed address. A `<video>` element or native HLS cannot send the
 * Authorization header, so the embed page's playback answer also sets this HttpOnly cookie,
 * scoped to /media/: it proves the viewer on every segment request without exposing the token.
 */
export const PLAYBACK_COOKIE = 'vitrine_playback'

const SCOPE = ['vitrine-playback']

/** The Set-Cookie value proving `viewerUid` until `expires` (unix seconds). */
export function playbackCookie(
  secret: string,
  viewerUid: string,
  expires: number,
  secure: boolean,
): string {
  const value = signProof(secret, SCOPE, viewerUid, expires)
  const maxAge = Math.max(0, expires - Math.floor(Date.now() / 1000))
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
