import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { addressMatcher } from '../http/trust-proxy.ts'

/** Whether a request may read the metrics, must say who it is (401), or must not know of them. */
export type MetricsAccess = 'allowed' | 'unauthorized' | 'hidden'

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Compares in constant time: how long a wrong token takes tells nothing of the right one. */
function sameToken(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected))
}

const isLoopback = addressMatcher(['loopback'])

/**
 * With METRICS_TOKEN, `/metrics` answers whoever sends it as `Authorization: Bearer …`, and 401
 * to the others. Without it, only a scraper on the machine itself: a loopback client (as Fastify
 * reads it, through TRUST_PROXY) whose request no proxy forwarded — a proxy on the same machine
 * connects from loopback too, on behalf of anyone. Every other request gets the 404 of an address
 * that does not exist.
 */
export function metricsAccess(request: FastifyRequest, token: string | undefined): MetricsAccess {
  if (token !== undefined) {
    const [scheme, sent] = (request.headers.authorization ?? '').split(' ')
    return scheme?.toLowerCase() === 'bearer' && sent && sameToken(sent, token)
      ? 'allowed'
      : 'unauthorized'
  }
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded
  return forwarded === undefined && isLoopback(request.ip) ? 'allowed' : 'hidden'
}
