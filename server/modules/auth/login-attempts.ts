import { ErrorType } from '../../../contract/schemas/index.ts'
import { AppError, tooManyRequests } from '../../errors.ts'
import type { AttemptLimits, RateLimiter } from '../../http/rate-limit.ts'
import { normalizeEmail } from './service.ts'

export interface LoginLimits extends AttemptLimits {
  /** Wrong passwords on one account, from every client, past which its logins are slowed down. */
  slowdownAfter: number
}

/** The longest wait between two logins on an account past `slowdownAfter`. */
export const SLOWDOWN_MAX_SECONDS = 30

function wrongPassword(error: unknown): boolean {
  return error instanceof AppError && error.type === ErrorType.InvalidCredentials
}

/**
 * Runs `login` within the limits OWASP's authentication guidance asks for. Every attempt counts
 * per IP, through @fastify/rate-limit on the route (routes.ts). Wrong passwords count per account and client, which that pair locks for the window
 * past `perAccount`, and per account from every client, which past `slowdownAfter` spaces the
 * account's logins out a few seconds apart instead of locking them: a guesser elsewhere never
 * locks the owner out. Throws 429 with the wait.
 */
export async function limitLogin<T>(
  limiter: RateLimiter,
  limits: LoginLimits,
  target: { websiteUid: string; email: string | undefined; ip: string },
  login: () => Promise<T>,
): Promise<T> {
  const { perAccount, windowSeconds, slowdownAfter } = limits
  if (!target.email) return login()

  const account = `login:account:${target.websiteUid}:${normalizeEmail(target.email)}`
  const fromClient = `${account}:client:${target.ip}`
  // Counted before the password is checked, so that parallel guesses cannot overtake the
  // limits; taken back below when the attempt was not a wrong password.
  const clientWait = await limiter.hit(fromClient, perAccount, windowSeconds)
  if (clientWait > 0) throw tooManyRequests(clientWait)
  const accountWait = await limiter.space(
    account,
    slowdownAfter,
    windowSeconds,
    SLOWDOWN_MAX_SECONDS,
  )
  if (accountWait > 0) {
    await limiter.forget(fromClient)
    throw tooManyRequests(accountWait)
  }
  let result: T
  try {
    result = await login()
  } catch (error) {
    if (!wrongPassword(error)) await forgetAttempt(limiter, fromClient, account)
    throw error
  }
  await forgetAttempt(limiter, fromClient, account)
  return result
}

/**
 * Takes back an attempt that was not a wrong password. Should Redis fail just then, the attempt
 * stays counted: the login itself has happened and must not be answered 503.
 */
async function forgetAttempt(limiter: RateLimiter, ...keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => limiter.forget(key))).catch(() => undefined)
}
