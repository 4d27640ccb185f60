import { signedFileAddress } from './addresses.ts'
import { FILE_SECONDS } from './delivery-service.ts'
import { ANONYMOUS_VIEWER, secondsFromNow } from './signing.ts'
import { playbackCookie } from './viewer-proof.ts'

/**
 * The address GET /items/{uid}/download/ lists for a file: signed for the caller (or the
 * anonymous viewer) and valid for FILE_SECONDS. Call it only once access has been decided.
 */
export function signedDownloadAddress(
  secret: string,
  fileUid: string,
  viewer: { uid: string } | null,
  now: Date = new Date(),
): string {
  return signedFileAddress(secret, fileUid, {
    viewerId: viewer?.uid ?? ANONYMOUS_VIEWER,
    expires: secondsFromNow(FILE_SECONDS, now),
  })
}

/**
 * The cookie a signed-in viewer's download list sets: following a link is a plain navigation,
 * which sends no Authorization header, so the playback cookie proves the viewer the link was
 * signed for (viewer-proof.ts) for as long as the links live.
 */
export function downloadProofCookie(
  secret: string,
  cookieHeader: string | undefined,
  viewer: { uid: string },
  secure: boolean,
  now: Date = new Date(),
): string {
  return playbackCookie(secret, cookieHeader, viewer.uid, secondsFromNow(FILE_SECONDS, now), secure)
}
