import { newIdempotencyKey } from './idempotency-key.ts'

/*
 * The Idempotency-Key sent with a checkout or a donation. The same request sent again from this
 * page (a second click after an answer that never came) carries the same key, so the server
 * answers the order the first one opened instead of opening another; any other request gets a
 * new key.
 */

let last: { request: string; key: string } | null = null

/** The key for a POST of `body` to `path`: the last one's when the request is the same. */
export function checkoutKeyFor(path: string, body: unknown): string {
  const request = `${path} ${JSON.stringify(body)}`
  if (last?.request !== request) last = { request, key: newIdempotencyKey() }
  return last.key
}
