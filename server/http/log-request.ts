import { AsyncLocalStorage } from 'node:async_hooks'
import type { Writable } from 'node:stream'
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify'
import { API_BASE } from '../../contract/values/api-paths.ts'

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

/** The id of the request being handled, wherever its handling goes (services, mail, outages). */
const handledRequest = new AsyncLocalStorage<string>()

/** Pino's options, as Fastify takes them. */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>

/** Fastify's own label of the request id in its request-bound log lines. */
const REQUEST_ID_LABEL = 'reqId'

/**
 * The id of the request in handling, for a line written through a logger not bound to it
 * (`app.log` given to a service, the mailer's, an outage's): a request-bound logger (`request.log`)
 * already carries it, and would otherwise carry it twice.
 */
const requestIdOfLine: NonNullable<LoggerOptions['mixin']> = (_line, _level, logger) => {
  const id = handledRequest.getStore()
  if (id === undefined || REQUEST_ID_LABEL in logger.bindings()) return {}
  return { [REQUEST_ID_LABEL]: id }
}

/**
 * The server's logger options: every line written while a request is handled names it. Lines go
 * to standard output, or to `stream` (tests read them there).
 */
export function loggerOptions(level: string, stream?: Writable) {
  return {
    level,
    serializers: { req: requestForLog },
    mixin: requestIdOfLine,
    ...(stream ? { stream } : {}),
  }
}

/**
 * Keeps the request's id for requestIdOfLine through its whole handling. Entered again once the
 * body is read: the body's stream events come from the connection, outside the request's context.
 */
export function keepRequestIdForLogs(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => handledRequest.run(request.id, done))
  app.addHook('preValidation', (request, _reply, done) => handledRequest.run(request.id, done))
}

/** The id of the request being handled here, if any: a job added now carries it along. */
export const requestIdInHandling = (): string | undefined => handledRequest.getStore()

/**
 * Runs `work` as part of the request `id` (when given) for the log: the lines a job writes name
 * the request that added it, in whichever process the job runs.
 */
export function asPartOfRequest<T>(id: string | undefined, work: () => T): T {
  return id === undefined ? work() : handledRequest.run(id, work)
}
