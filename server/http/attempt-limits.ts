import type {} from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { tooManyRequests } from '../errors.ts'

/** The account a request targets, e.g. the e-mail address of its body; undefined if none. */
export type AccountOf = (request: FastifyRequest) => string | undefined

/** The `email` of a validated request body. */
export const bodyEmail: AccountOf = (request) => (request.body as { email?: string }).email

/**
 * A route's hook (after validation, so the body is known) that counts one attempt of `action`
 * through @fastify/rate-limit per IP and, when `accountOf` names one, per account, within
 * `config.rateLimit`: both are counted, and past either limit the request is answered 429 in
 * the §8 shape with `Retry-After`, the longer of the two waits.
 */
export function limitAttemptsPerIpAndAccount(
  app: FastifyInstance,
  action: string,
  accountOf?: AccountOf,
): preHandlerAsyncHookHandler {
  const { perIp, perAccount, windowSeconds } = app.config.rateLimit
  const timeWindow = windowSeconds * 1000
  const limits = [
    app.createRateLimit({
      max: perIp,
      timeWindow,
      keyGenerator: (request) => `${action}:ip:${request.ip}`,
    }),
  ]
  if (accountOf) {
    const account = (request: FastifyRequest) => accountOf(request)?.trim().toLowerCase()
    limits.push(
      app.createRateLimit({
        max: perAccount,
        timeWindow,
        keyGenerator: (request) => `${action}:account:${account(request) ?? ''}`,
        allowList: (request) => !account(request),
      }),
    )
  }
  return async (request) => {
    const wait = await longestWait(limits, request)
    if (wait > 0) throw tooManyRequests(wait)
  }
}

/** Counts the request in every limit; answers the seconds to wait, 0 when none is exceeded. */
export async function longestWait(
  limits: ReturnType<FastifyInstance['createRateLimit']>[],
  request: FastifyRequest,
): Promise<number> {
  const results = await Promise.all(limits.map((limit) => limit(request)))
  const waits = results.map((result) =>
    !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : 0,
  )
  return Math.max(...waits)
}
