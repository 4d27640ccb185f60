// @fastify/rate-limit ships its Redis store without a declaration of its own.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit'
  import type { Redis } from 'ioredis'

  /** The plugin's Redis store: one Lua script that counts and sets the expiry atomically. */
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => FastifyRateLimitStore & {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void
  }
  export default RedisStore
}
