import { tooManyRequests } from '../../../errors.ts'
import type { RateLimiter } from '../../../http/rate-limit.ts'

/** Where redeeming is counted: per client and per account, with the login's limits. */
export interface RedeemLimits {
  limiter: RateLimiter
  perIp: number
  perAccount: number
  windowSeconds: number
  ip: string
}

/**
 * Counts one try of a code (a gift's or a gift card's: they share their limits) per client and,
 * signed in, per account; a 429 past a limit. Answers the keys counted, for `forgetTries`.
 */
export async function countTries(
  limits: RedeemLimits,
  websiteUid: string,
  userUid: string | null,
): Promise<string[]> {
  const keys: [string, number][] = [[`gift:client:${websiteUid}:${limits.ip}`, limits.perIp]]
  if (userUid) keys.push([`gift:account:${websiteUid}:${userUid}`, limits.perAccount])
  for (const [key, limit] of keys) {
    const wait = await limits.limiter.hit(key, limit, limits.windowSeconds)
    if (wait > 0) throw tooManyRequests(wait)
  }
  return keys.map(([key]) => key)
}

/** Takes back the tries of a right code: wrong codes stay counted. */
export async function forgetTries(limits: RedeemLimits, keys: string[]): Promise<void> {
  for (const key of keys) await limits.limiter.forget(key)
}
