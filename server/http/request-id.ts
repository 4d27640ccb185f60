import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { BlockList, isIPv4, isIPv6 } from 'node:net'
import type { FastifyInstance } from 'fastify'

/** The header a proxy names a request by, and that every answer carries back. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * What an id from a proxy may be: a plain token (nginx's `$request_id`, a UUID, a trace id), short
 * enough for a log line. Anything else — spaces, quotes, control characters — is replaced.
 */
const PLAIN_TOKEN = /^[A-Za-z0-9._:-]{1,128}$/

/** The ranges proxy-addr names, which TRUST_PROXY accepts beside addresses and CIDRs. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/** A proxy address as node gives it: an IPv4 client of a dual-stack socket reads `::ffff:a.b.c.d`. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address
}

/** Whether the peer of a connection is a proxy TRUST_PROXY names (a hop count trusts any). */
export function trustsPeer(setting: number | string[]): (address: string | undefined) => boolean {
  if (!Array.isArray(setting)) return () => setting > 0
  const trusted = new BlockList()
  for (const entry of setting.flatMap((value) => NAMED_RANGES[value] ?? [value])) {
    const [address = '', prefix] = entry.split('/')
    const type = isIPv6(address) ? 'ipv6' : 'ipv4'
    if (prefix === undefined) trusted.addAddress(address, type)
    else trusted.addSubnet(address, Number(prefix), type)
  }
  return (address) => {
    if (!address) return false
    const plain = plainAddress(address)
    return trusted.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4')
  }
}

/**
 * Fastify's `genReqId`: the `X-Request-Id` a trusted proxy sent, when it is a plain token, so the
 * proxy's log and ours name a request alike; a new UUID otherwise. A client that reaches the
 * server directly cannot choose the id its requests are logged under.
 */
export function requestIdFrom(trustProxy: number | string[]): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trustProxy)
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER]
    if (
      typeof sent === 'string' &&
      PLAIN_TOKEN.test(sent) &&
      trusted(request.socket?.remoteAddress)
    ) {
      return sent
    }
    return randomUUID()
  }
}

/**
 * Every answer carries its request's id: set on the raw response as the request arrives, for
 * answers Fastify does not write itself (tus uploads, hijacked replies), and again as an answer
 * leaves, for those sent before any hook ran (a malformed address). Registered before any hook
 * that may refuse a request.
 */
export function sendRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id)
  })
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
}
