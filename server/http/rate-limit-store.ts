import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import RedisStore from '@fastify/rate-limit/store/RedisStore.js'
import type { Redis } from 'ioredis'
import type { BoundedCounters } from './bounded-counters.ts'
import { serviceUnavailable, type OutageLog } from './service-unavailable.ts'

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void

/** What @fastify/rate-limit always passes besides the key; its declaration leaves them out. */
const DEFAULT_WINDOW_MS = 60_000
const DEFAULT_MAX = 1000

/**
 * @fastify/rate-limit's store over this process's bounded counters. Not the plugin's own
 * LocalStore: its LRU forgets the oldest key, limited or not, so a flood of fresh keys would
 * reset the counter of the very key the flood is meant to free (bounded-counters.ts).
 */
export function boundedMemoryStore(counters: BoundedCounters): FastifyRateLimitStoreCtor {
  const store: FastifyRateLimitStore = {
    incr(key: string, callback: Callback, windowMs = DEFAULT_WINDOW_MS, max = DEFAULT_MAX) {
      const now = Date.now()
      const counter = counters.window(key, max, windowMs, now)
      counter.count += 1
      callback(null, { current: counter.count, ttl: counter.resetAt - now })
    },
    // Every limit counts in the same bounded map: its keys name their action.
    child: () => store,
  }
  return class {
    constructor() {
      return store
    }
  } as unknown as FastifyRateLimitStoreCtor
}

/**
 * @fastify/rate-limit's Redis store (one atomic script per attempt), shared by every server
 * process. A Redis failure becomes the 503 the rest of the server answers while Redis is away,
 * logged once per outage, never the 500 of an unknown error.
 */
export function sharedRedisStore(
  redis: Redis,
  prefix: string,
  outage: OutageLog,
): FastifyRateLimitStoreCtor {
  const inner = new RedisStore(false, false, redis, prefix)
  const store: FastifyRateLimitStore = {
    incr(key: string, callback: Callback, windowMs = DEFAULT_WINDOW_MS, max = DEFAULT_MAX) {
      inner.incr(
        key,
        (error, result) => {
          if (error) {
            outage.down(error)
            callback(serviceUnavailable())
            return
          }
          outage.up()
          callback(null, result)
        },
        windowMs,
        max,
      )
    },
    child: () => store,
  }
  return class {
    constructor() {
      return store
    }
  } as unknown as FastifyRateLimitStoreCtor
}
