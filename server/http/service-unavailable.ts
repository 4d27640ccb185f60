import type { FastifyBaseLogger } from 'fastify'
import { ErrorType } from '../../contract/schemas/errors.ts'
import { AppError } from '../errors.ts'

/** Seconds a client waits before retrying while the database or Redis is away. */
export const RETRY_AFTER_SECONDS = 5

/** What the visitor reads: the outage is someone else's to fix, and it passes. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is unavailable for a moment. Please try again in a few seconds.'

/**
 * 503 with `Retry-After`: a database or Redis that is away, or passwords queued past their
 * bound; never the client's mistake.
 */
export function serviceUnavailable(): AppError {
  return new AppError(
    503,
    ErrorType.ServiceUnavailable,
    SERVICE_UNAVAILABLE_MESSAGE,
    undefined,
    RETRY_AFTER_SECONDS,
  )
}

/** Logs when an outage starts and when it ends, not once per failure. */
export interface OutageLog {
  /** A failure caused by the outage: logged if it is the first, or the last line is old. */
  down(error: unknown): void
  /** A success: logs the end of the outage if one was logged. */
  up(): void
}

/** While failures go on with no success between, the outage is logged again this often. */
const REMIND_EVERY_MS = 60_000

/** An outage log of `what` (e.g. "Redis"), written to `log`. */
export function outageLog(log: Pick<FastifyBaseLogger, 'error' | 'info'>, what: string): OutageLog {
  let loggedAt: number | undefined
  return {
    down(error) {
      const now = Date.now()
      if (loggedAt !== undefined && now - loggedAt < REMIND_EVERY_MS) return
      loggedAt = now
      log.error({ err: error }, `${what} is unreachable: answering 503 until it returns`)
    },
    up() {
      if (loggedAt === undefined) return
      loggedAt = undefined
      log.info(`${what} is reachable again`)
    },
  }
}
