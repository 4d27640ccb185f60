import { readProof, signProof } from '../../lib/signed-cookie.ts'

/** Kept apart from every other proof signed with the same secret key. */
const PURPOSE = 'marketing-unsubscribe'

/**
 * An unsubscribe link never expires (an old mail's link still works, as the law and mail programs
 * expect): its proof is signed until the last time the proof format can write.
 */
const NEVER = 999_999_999_999

/** The token of a customer's unsubscribe link: it names them and is signed for the website. */
export function signUnsubscribeToken(secret: string, websiteUid: string, userUid: string): string {
  return signProof(secret, [PURPOSE, websiteUid], userUid, NEVER)
}

/** The customer an unsubscribe token names, or null when it is malformed, forged or another site's. */
export function verifyUnsubscribeToken(
  secret: string,
  websiteUid: string,
  token: string,
): string | null {
  return readProof(secret, [PURPOSE, websiteUid], token)?.subject ?? null
}
