import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import { Redis } from 'ioredis'
import { BoundedCounters } from './bounded-counters.ts'
import { boundedMemoryStore, sharedRedisStore } from './rate-limit-store.ts'
import { outageLog, serviceUnavailable } from './service-unavailable.ts'

/**
 * Counts attempts per key in fixed windows. Plain limits go through @fastify/rate-limit on
 * `store` (attempt-limits.ts); the login's counters, which it takes back and slows down
 * (login-attempts.ts), through the methods here, on the same counters.
 */
export interface RateLimiter {
  /** The store @fastify/rate-limit counts in: this process's counters, or Redis. */
  readonly store: FastifyRateLimitStoreCtor
  /** Records one attempt; answers the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: number, windowSeconds: number): Promise<number>
  /**
   * Records one attempt on a counter that slows down instead of locking: past `limit` attempts
   * in the window, each attempt must wait `slowdownDelay` after the one before. Answers the
   * seconds to wait, the attempt then not recorded, else 0.
   */
  space(key: string, limit: number, windowSeconds: number, maxDelaySeconds: number): Promise<number>
  /** Takes back an attempt `hit` or `space` recorded, one that turned out not to count. */
  forget(key: string): Promise<void>
  /** Resolves when the counters can be reached; throws 503 otherwise. */
  check(): Promise<void>
  close(): Promise<void>
}

/** Seconds between attempts once `excess` attempts are past the limit: 1, 2, 4… up to the cap. */
export function slowdownDelay(excess: number, maxDelaySeconds: number): number {
  return Math.min(2 ** Math.min(excess - 1, 30), maxDelaySeconds)
}

/** Counters of this process only, at most `capacity` keys: right for one server process. */
export function memoryRateLimiter(capacity: number): RateLimiter {
  const counters = new BoundedCounters(capacity)
  const windowOf = (key: string, limit: number, windowSeconds: number, now: number) =>
    counters.window(key, limit, windowSeconds * 1000, now)

  return {
    store: boundedMemoryStore(counters),
    async hit(key, limit, windowSeconds) {
      const now = Date.now()
      const window = windowOf(key, limit, windowSeconds, now)
      window.count += 1
      return window.count > limit ? Math.ceil((window.resetAt - now) / 1000) : 0
    },
    async space(key, limit, windowSeconds, maxDelaySeconds) {
      const now = Date.now()
      const window = windowOf(key, limit, windowSeconds, now)
      if (window.nextAt > now) return Math.ceil((window.nextAt - now) / 1000)
      window.count += 1
      if (window.count > limit) {
        window.nextAt = now + slowdownDelay(window.count - limit, maxDelaySeconds) * 1000
      }
      return 0
    },
    async forget(key) {
      const window = counters.live(key, Date.now())
      if (window && window.count > 0) window.count -= 1
    },
    async check() {},
    async close() {},
  }
}

/**
 * One attempt on a fixed-window counter, in one step so that a counter never lives on without
 * its expiry: answers the count and the milliseconds left in the window.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`

/**
 * One attempt on a slowing counter (KEYS[1]) and its gate (KEYS[2], alive while the next attempt
 * must wait): answers the milliseconds to wait, or 0 once the attempt is counted. The delays
 * are those of slowdownDelay.
 */
const SPACE_SCRIPT = `
local wait = redis.call('PTTL', KEYS[2])
if wait > 0 then return wait end
local count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local excess = count - tonumber(ARGV[1])
if excess > 0 then
  local delay = math.min(2 ^ math.min(excess - 1, 30), tonumber(ARGV[3])) * 1000
  redis.call('SET', KEYS[2], '1', 'PX', string.format('%d', delay))
end
return 0`

/** Takes one attempt back, never creating a counter that has expired meanwhile. */
const FORGET_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or 0) > 0 then redis.call('DECR', KEYS[1]) end
return 0`

/** Milliseconds a Redis command or connection may take before the action answers 503. */
const REDIS_TIMEOUT_MS = 1_000

const PREFIX = 'vitrine:rate:'

/**
 * Counters in Redis, shared by every server process, each attempt counted by one atomic script. While Redis is away the actions it
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
    store: sharedRedisStore(redis, PREFIX, outage),
    async hit(key, limit, windowSeconds) {
      const [count, ttl] = (await send(() =>
        redis.eval(HIT_SCRIPT, 1, `${PREFIX}${key}`, windowSeconds * 1000),
      )) as [number, number]
      return count > limit ? Math.ceil(ttl / 1000) : 0
    },
    async space(key, limit, windowSeconds, maxDelaySeconds) {
      const keys = [`${PREFIX}${key}`, `${PREFIX}${key}:gate`]
      const wait = (await send(() =>
        redis.eval(SPACE_SCRIPT, 2, ...keys, limit, windowSeconds * 1000, maxDelaySeconds),
      )) as number
      return Math.ceil(wait / 1000)
    },
    async forget(key) {
      await send(() => redis.eval(FORGET_SCRIPT, 1, `${PREFIX}${key}`))
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
