import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed media addresses. A signature binds what it opens (the stream of a media, or one file of
 * it), the viewer it was issued to and an expiry, with HMAC-SHA256 over config.secretKey. The
 * three travel in the query string: `?v={viewer}&e={unix seconds}&s={signature}`.
 */

/** The viewer id of URLs issued for content anyone may watch (public items, trailers). */
export const ANONYMOUS_VIEWER = 'anonymous'

/** What a signature opens: every rendition of a media's stream, or one downloadable file. */
export type SignedScope =
  | { kind: 'stream'; mediaUid: string }
  | { kind: 'file'; fileUid: string }
  /** Every playlist and segment of a live event's stream (issue 45). */
  | { kind: 'live'; eventUid: string }

export interface SignedGrant {
  scope: SignedScope
  viewerId: string
  /** Unix seconds. */
  expires: number
}

const scopeText = (scope: SignedScope) =>
  scope.kind === 'stream'
    ? `stream:${scope.mediaUid}`
    : scope.kind === 'live'
      ? `live:${scope.eventUid}`
      : `file:${scope.fileUid}`

function signature(secret: string, grant: SignedGrant): Buffer {
  return createHmac('sha256', secret)
    .update(`vitrine-media\n${scopeText(grant.scope)}\n${grant.viewerId}\n${grant.expires}`)
    .digest()
}

/** The query string (without `?`) that grants the viewer the scope until `expires`. */
export function signQuery(secret: string, grant: SignedGrant): string {
  const params = new URLSearchParams({
    v: grant.viewerId,
    e: String(grant.expires),
    s: signature(secret, grant).toString('base64url'),
  })
  return params.toString()
}

/** Why a signed address was refused; all of them answer 403. */
export type SignatureProblem = 'missing' | 'expired' | 'invalid'

/** Checks a signed address's query; answers the viewer it was issued to, or the problem. */
export function verifyQuery(
  secret: string,
  scope: SignedScope,
  query: { v?: string; e?: string; s?: string },
  now: Date = new Date(),
): { viewerId: string } | { problem: SignatureProblem } {
  const { v: viewerId, e, s } = query
  if (!viewerId || !e || !s) return { problem: 'missing' }
  const expires = Number(e)
  if (!/^\d{1,12}$/.test(e)) return { problem: 'invalid' }
  const expected = signature(secret, { scope, viewerId, expires })
  const given = Buffer.from(s, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { problem: 'invalid' }
  }
  // Checked after the signature so a forged expiry never tells anything apart.
  if (expires * 1000 <= now.getTime()) return { problem: 'expired' }
  return { viewerId }
}

/** Unix seconds `seconds` from now. */
export const secondsFromNow = (seconds: number, now: Date = new Date()) =>
  Math.floor(now.getTime() / 1000) + Math.ceil(seconds)
