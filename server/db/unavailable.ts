/**
 * Which failures mean "the database is away" (a restart, a failover, a network cut) rather than
 * a bad query or bad input: those answer 503 and the request may be retried; nothing else does.
 */

/** SQLSTATEs of a server going down, starting up or full; class 08 is checked apart. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: a restart, or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
])

/** Class 08, connection exception, bar 08P01: a protocol violation is a bug of ours. */
const CONNECTION_EXCEPTION = /^08(?!P01)/

/** Socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/** What pg and pg-pool say, without a code, when a connection dies or none comes in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated\b/, // …unexpectedly, …due to connection timeout
  /^timeout exceeded when trying to connect$/, // waiting for a pooled connection
  /^Client has encountered a connection error and is not queryable$/,
]

/** How deep to follow `cause`: pg wraps a timeout around the socket's own error. */
const MAX_CAUSES = 3

/**
 * A visitor who hangs up mid-upload makes the same socket errors: Node calls it "aborted", and
 * Fastify marks its body errors with a 4xx status. Those are the client's, never an outage.
 */
function isClientHangUp(error: object): boolean {
  if ('message' in error && error.message === 'aborted') return true
  const status = 'statusCode' in error ? error.statusCode : undefined
  return typeof status === 'number' && status >= 400 && status < 500
}

function isUnavailableItself(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined
  if (code && (UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code))) return true
  if (code && CONNECTION_EXCEPTION.test(code)) return true
  const message = 'message' in error && typeof error.message === 'string' ? error.message : ''
  return DRIVER_MESSAGES.some((pattern) => pattern.test(message))
}

/** True when `error` says the database cannot be reached now, false for any other failure. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error
  for (let depth = 0; depth <= MAX_CAUSES; depth++) {
    if (typeof current !== 'object' || current === null || isClientHangUp(current)) return false
    if (isUnavailableItself(current)) return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}
