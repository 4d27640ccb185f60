import { Redis } from 'ioredis'
import { tooManyRequests } from '../errors.ts'

/** Counts attempts per key in fixed windows. */
export interface RateLimiter {
  /** Records one attempt; answers the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: number, windowSeconds: number): Promise<number>
  close(): Promise<void>
}

/** Counters of this process only: right for one server process. */
export function memoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  return {
    async hit(key, limit, windowSeconds) {
      const now = Date.now()
      let window = windows.get(key)
      if (!window || window.resetAt <= now) {
        if (windows.size > 100_000) windows.clear()
        window = { count: 0, resetAt: now + windowSeconds * 1000 }
        windows.set(key, window)
      }
      window.count += 1
      return window.count > limit ? Math.ceil((window.resetAt - now) / 1000) : 0
    },
    async close() {},
  }
}

/** Counters in Redis, shared by every server process. */
export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 })
  return {
    async hit(key, limit, windowSeconds) {
      const name = `vitrine:rate:${key}`
      const [[, count], [, ttl]] = (await redis.multi().incr(name).pttl(name).exec()) as [
        [null, number],
        [null, number],
      ]
      if (ttl < 0) await redis.pexpire(name, windowSeconds * 1000)
      const wait = ttl < 0 ? windowSeconds : Math.ceil(ttl / 1000)
      return count > limit ? wait : 0
    },
    async close() {
      redis.disconnect()
    },
  }
}

export interface AttemptLimits {
  perIp: number
  perAccount: number
  windowSeconds: number
}

/**
 * Counts one attempt of `action` for the caller's IP and, when known, the account it targets;
 * throws 429 with the wait when either is over its limit.
 */
export async function limitAttempts(
  limiter: RateLimiter,
  limits: AttemptLimits,
  action: string,
  ip: string,
  account?: string,
): Promise<void> {
  const waits = [await limiter.hit(`${action}:ip:${ip}`, limits.perIp, limits.windowSeconds)]
  if (account) {
    const key = `${action}:account:${account.toLowerCase()}`
    waits.push(await limiter.hit(key, limits.perAccount, limits.windowSeconds))
  }
  const wait = Math.max(...waits)
  if (wait > 0) throw tooManyRequests(wait)
}
