import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { cookieValue } from '../../contract/values/cookie-value.ts'
import { PLAYBACK_COOKIE } from '../modules/media/viewer-proof.ts'
import { MEMBER_COOKIE } from '../http/member-cookie.ts'

/** Methods whose responses a cache may keep; any other is an action, such as a login. */
const CACHEABLE_METHODS = new Set(['GET', 'HEAD'])
/** The public and the admin APIs, whose responses change with the viewer the token names. */
const API_PREFIX = '/api/'

/** The Authorization header, or a cookie that proves a viewer to pictures or media files. */
function carriesCredentials(request: FastifyRequest): boolean {
  if (request.headers.authorization) return true
  const { cookie } = request.headers
  if (!cookie) return false
  return [MEMBER_COOKIE, PLAYBACK_COOKIE].some((name) => cookieValue(cookie, name) !== null)
}

/** A response for one viewer: to their credentials, handing some out, or to an action. */
function isPersonal(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    carriesCredentials(request) ||
    reply.hasHeader('set-cookie') ||
    !CACHEABLE_METHODS.has(request.method)
  )
}

function addVary(reply: FastifyReply, header: string): void {
  const current = String(reply.getHeader('vary') ?? '')
  const listed = current.split(',').map((name) => name.trim().toLowerCase())
  if (listed.includes(header.toLowerCase()) || listed.includes('*')) return
  reply.header('vary', current ? `${current}, ${header}` : header)
}

/**
 * Keeps each viewer's responses (their account, purchases, access to items, the admin API) out
 * of every cache: a response to a request that carries credentials, or that sets a cookie, or to
 * an action (a login hands out a token) gets `Cache-Control: no-store` unless its route chose a
 * policy itself — pictures and media files say `private`, being the same for every member who
 * may fetch them. Anonymous responses keep theirs. API responses list Authorization in `Vary`,
 * so a shared cache never gives a visitor's catalogue to a signed-in viewer.
 */
export function noStoreForPersonalResponses(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(API_PREFIX)) addVary(reply, 'Authorization')
    if (!reply.hasHeader('cache-control') && isPersonal(request, reply)) {
      reply.header('cache-control', 'no-store')
    }
    return payload
  })
}
