import { randomInt } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import {
  memoryRateLimiter,
  redisRateLimiter,
  slowdownDelay,
  type RateLimiter,
} from './rate-limit.ts'

const REDIS_URL = process.env.REDIS_URL

describe('the wait between attempts past the limit', () => {
  it('doubles from one second up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 40].map((excess) => slowdownDelay(excess, 30))).toEqual([
      1, 2, 4, 8, 16, 30, 30, 30,
    ])
  })
})

interface Counters {
  limiter: RateLimiter
  /** Lets the wait in front of `key` pass, as time would. */
  letWaitPass(key: string, seconds: number): Promise<void>
}

function inProcess(): Counters {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  return {
    limiter: memoryRateLimiter(100_000),
    async letWaitPass(_key, seconds) {
      vi.setSystemTime(Date.now() + seconds * 1000)
    },
  }
}

const quiet = { error: () => undefined, info: () => undefined }

function inRedis(url: string, redis: Redis): Counters {
  return {
    limiter: redisRateLimiter(url, quiet),
    async letWaitPass(key) {
      await redis.del(`vitrine:rate:${key}:gate`)
    },
  }
}

/** In this process always; in Redis too when REDIS_URL is set. */
const KINDS = ['in-process', ...(REDIS_URL ? ['Redis'] : [])]

describe.each(KINDS)('%s counters', (kind) => {
  const client = kind === 'Redis' ? new Redis(REDIS_URL ?? '') : undefined
  let counters: Counters | undefined
  afterEach(async () => {
    vi.useRealTimers()
    await counters?.limiter.close()
  })
  afterAll(() => client?.disconnect())
  const start = (): Counters => {
    counters = client ? inRedis(REDIS_URL ?? '', client) : inProcess()
    return counters
  }
  const key = () => `rate-limit-test:${randomInt(1e9)}`

  it('space attempts past the limit further and further apart', async () => {
    const { limiter, letWaitPass } = start()
    const name = key()
    expect(await limiter.space(name, 2, 900, 30)).toBe(0)
    expect(await limiter.space(name, 2, 900, 30)).toBe(0)
    for (const wait of [1, 2, 4]) {
      // Past the limit each attempt goes through, then the next one waits.
      expect(await limiter.space(name, 2, 900, 30)).toBe(0)
      expect(await limiter.space(name, 2, 900, 30)).toBe(wait)
      await letWaitPass(name, wait)
    }
  })

  it('take back an attempt that did not count', async () => {
    const { limiter } = start()
    const name = key()
    expect(await limiter.hit(name, 2, 900)).toBe(0)
    expect(await limiter.hit(name, 2, 900)).toBe(0)
    await limiter.forget(name)
    expect(await limiter.hit(name, 2, 900)).toBe(0)
    expect(await limiter.hit(name, 2, 900)).toBeGreaterThan(800)
    // Nothing to take back: no counter is made, let alone one that never expires.
    const unknown = key()
    await limiter.forget(unknown)
    if (client) expect(await client.exists(`vitrine:rate:${unknown}`)).toBe(0)
  })

  it('never leave a counter without its expiry', async () => {
    const { limiter } = start()
    const name = key()
    await limiter.hit(name, 2, 900)
    await limiter.hit(name, 2, 900)
    if (client) expect(await client.pttl(`vitrine:rate:${name}`)).toBeGreaterThan(800_000)
    expect(await limiter.hit(name, 1, 900)).toBeGreaterThan(800)
  })
})

describe('in-process counters past their bound', () => {
  afterEach(() => vi.useRealTimers())

  it('keep the keys that hold someone back, and forget the others', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const limiter = memoryRateLimiter(10)
    expect(await limiter.hit('locked', 1, 900)).toBe(0)
    expect(await limiter.hit('locked', 1, 900)).toBeGreaterThan(800)
    expect(await limiter.space('slowed', 1, 900, 30)).toBe(0)
    expect(await limiter.space('slowed', 1, 900, 30)).toBe(0)
    expect(await limiter.hit('idle', 2, 900)).toBe(0)
    for (let n = 0; n < 100; n++) await limiter.hit(`flood:${n}`, 2, 900)

    expect(await limiter.hit('locked', 1, 900)).toBeGreaterThan(800)
    expect(await limiter.space('slowed', 1, 900, 30)).toBe(1)
    // Forgotten: two more attempts pass where one would have, had it been kept.
    expect(await limiter.hit('idle', 2, 900)).toBe(0)
    expect(await limiter.hit('idle', 2, 900)).toBe(0)
  })

  it('make room from windows that ended when every key holds someone back', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const limiter = memoryRateLimiter(2)
    expect(await limiter.hit('short', 1, 1)).toBe(0)
    expect(await limiter.hit('long', 1, 900)).toBe(0)
    vi.setSystemTime(Date.now() + 2000)
    expect(await limiter.hit('new', 1, 900)).toBe(0)
    expect(await limiter.hit('long', 1, 900)).toBeGreaterThan(800)
    expect(await limiter.hit('new', 1, 900)).toBeGreaterThan(800)
  })
})
