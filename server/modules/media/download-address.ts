import { signedFileAddress } from './addresses.ts'
import { FILE_SECONDS } from './delivery-service.ts'
import { ANONYMOUS_VIEWER, secondsFromNow } from './signing.ts'

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
