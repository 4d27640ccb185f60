import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import { tooManyRequests } from '../errors.ts'
import { outageLog, serviceUnavailable } from './service-unavailable.ts'

/** Counts attempts per key in fixed windows. */
export interface RateLimiter {
  /** Records one attempt; answers the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: number, windowSeconds: number): Promise<number>
  /** Resolves when the counters can be reached; throws 503 otherwise. */
  check(): Promise<void>
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
    async check() {},
    async close() {},
  }
}

/** Milliseconds a Redis command or connection may take before the action answers 503. */
const REDIS_TIMEOUT_MS = 1_000

/**
 * Counters in Redis, shared by every server process. While Redis is away the actions it
 * limits answer 503 (logged once per outage), and work again as soon as it returns.
 */
export function redisRateLimiter(
  url: string,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
): RateLimiter {
  const redis = new Redis(url, {
    lazyConnect: true,
    // A command waits for the next connection attempt at most, and a second at most, instead
    // of queueing while ioredis reconnects (which it keeps doing, a second apart at most).
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_TIMEOUT_MS,
    commandTimeout: REDIS_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_TIMEOUT_MS),
  })
  const outage = outageLog(log, 'Redis')
  // Without a listener, ioredis reports each failed reconnection as an unhandled error event.
  redis.on('error', (error) => outage.down(error))
  redis.on('ready', () => outage.up())

  /** Runs a command; any failure of Redis is an outage, never the visitor's mistake. */
  async function send<T>(command: () => Promise<T>): Promise<T> {
    try {
      const result = await command()
      outage.up()
      return result
    } catch (error) {
      outage.down(error)
      throw serviceUnavailable()
    }
  }

  return {
    async hit(key, limit, windowSeconds) {
      const name = `vitrine:rate:${key}`
      const [[, count], [, ttl]] = (await send(() =>
        redis.multi().incr(name).pttl(name).exec(),
      )) as [[null, number], [null, number]]
      if (ttl < 0) await send(() => redis.pexpire(name, windowSeconds * 1000))
      const wait = ttl < 0 ? windowSeconds : Math.ceil(ttl / 1000)
      return count > limit ? wait : 0
    },
    async check() {
      await send(() => redis.ping())
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
