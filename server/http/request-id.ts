import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { ProxyTrust } from './trust-proxy.ts'

/** The header a proxy names a request by, and that every answer carries back. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * What an id from a proxy may be: a plain token (nginx's `$request_id`, a UUID, a trace id), short
 * enough for a log line. Anything else — spaces, quotes, control characters — is replaced.
 */
const PLAIN_TOKEN = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * Fastify's `genReqId`: the `X-Request-Id` a trusted proxy sent, when it is a plain token, so the
 * proxy's log and ours name a request alike; a new UUID otherwise. A client that reaches the
 * server directly cannot choose the id its requests are logged under.
 */
export function requestIdFrom(trusted: ProxyTrust): (request: IncomingMessage) => string {
  return (request) => {
    const sent = request.headers[REQUEST_ID_HEADER]
    if (
      typeof sent === 'string' &&
      PLAIN_TOKEN.test(sent) &&
      trusted(request.socket?.remoteAddress, 0)
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
