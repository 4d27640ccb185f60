import type { FastifyRequest } from 'fastify'
import { API_BASE } from '../../contract/api-paths.ts'

/** Pages and calls whose addresses may carry what must never be kept: passwords, reset tokens. */
const AUTH_PATHS = ['/auth', `${API_BASE}/auth`]

function isAuthPath(urlPath: string): boolean {
  return AUTH_PATHS.some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`))
}

/**
 * A request as the log shows it (Fastify's own fields), with the query string of an auth address
 * left out: a form sent as a GET by an old page, or a link pasted by hand, must not put a password
 * in the log.
 */
export function requestForLog(request: FastifyRequest) {
  const [urlPath = '/', query] = request.url.split('?')
  return {
    method: request.method,
    url: query !== undefined && isAuthPath(urlPath) ? `${urlPath}?…` : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
