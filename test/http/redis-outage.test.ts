import { randomInt } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { API_BASE } from '../../contract/schemas/index.ts'
import { AppError } from '../../server/errors.ts'
import { redisRateLimiter } from '../../server/http/rate-limit.ts'
import { startTestApp, type TestApp } from '../support/app.ts'
import { eventually } from '../support/eventually.ts'
import { createUser, createWebsite, type TestUser } from '../support/fixtures.ts'
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts'

/** Nothing listens on port 1: connections are refused at once. */
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1'
const REDIS_URL = process.env.REDIS_URL

/** What ioredis prints when it emits an 'error' nobody listens to. */
function unhandledRedisErrors(consoleError: { mock: { calls: unknown[][] } }): unknown[][] {
  return consoleError.mock.calls.filter(([first]) => String(first).startsWith('[ioredis]'))
}

function expectServiceUnavailable(answer: { statusCode: number; body: string; json(): unknown }) {
  expect(answer.statusCode, answer.body).toBe(503)
  expect(answer.json()).toMatchObject({ type: 'ServiceUnavailable', message: expect.any(String) })
}

async function startAppWithRedis(redisUrl: string): Promise<{ t: TestApp; user: TestUser }> {
  const t = await startTestApp('sqlite', { REDIS_URL: redisUrl })
  const user = await createUser(t.database.db, await createWebsite(t.database.db))
  return { t, user }
}

/** A login from an address of its own, so counters left in a shared Redis never interfere. */
function login(t: TestApp, user: TestUser) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}/auth/login/`,
    payload: { email: user.email, password: user.password },
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
  })
}

describe('signing in while Redis cannot be reached', () => {
  let t: TestApp
  let user: TestUser
  const consoleError = vi.spyOn(console, 'error')

  beforeAll(async () => {
    ;({ t, user } = await startAppWithRedis(UNREACHABLE_REDIS))
  })
  afterAll(async () => {
    consoleError.mockRestore()
    await t.close()
  })
  afterEach(() => consoleError.mockClear())

  it('answers 503 with Retry-After, without unhandled error events', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await login(t, user)
      expectServiceUnavailable(answer)
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect(unhandledRedisErrors(consoleError)).toEqual([])
  })

  it('says at /readyz that Redis does not answer', async () => {
    const answer = await t.app.inject({ url: '/readyz' })
    expectServiceUnavailable(answer)
    expect((answer.json() as { message: string }).message).toContain('Redis')
    expect(answer.headers['retry-after']).toBeDefined()
  })
})

describe.runIf(REDIS_URL)('signing in when Redis goes away and returns', () => {
  let proxy: TcpProxy
  let t: TestApp
  let user: TestUser

  beforeAll(async () => {
    proxy = await startTcpProxy(REDIS_URL ?? '')
    ;({ t, user } = await startAppWithRedis(proxy.url))
  })
  afterAll(async () => {
    await t.close()
    await proxy.close()
  })

  it('answers 503 while it is away and signs in again once it is back', async () => {
    // Redis first answers once connected: on a starved machine the first command may pass the
    // one second a command is given, and that sign-in answers 503 as it should.
    await eventually(
      'a first sign-in',
      () => login(t, user),
      (answer) => answer.statusCode === 200,
    )
    proxy.cut()
    expectServiceUnavailable(await login(t, user))
    expectServiceUnavailable(await t.app.inject({ url: '/readyz' }))
    proxy.restore()
    await eventually(
      'a sign-in',
      () => login(t, user),
      (answer) => answer.statusCode === 200,
    )
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200)
  })
})

describe.runIf(REDIS_URL)('the Redis counters through an outage', () => {
  let proxy: TcpProxy

  beforeAll(async () => {
    proxy = await startTcpProxy(REDIS_URL ?? '')
  })
  afterAll(() => proxy.close())

  it('log the outage once, however many failures, and its end once', async () => {
    const log = { error: vi.fn(), info: vi.fn() }
    const limiter = redisRateLimiter(proxy.url, log)
    const key = `outage-test:${randomInt(1e9)}`
    try {
      expect(await limiter.hit(key, 10, 60)).toBe(0)
      proxy.cut()
      for (let attempt = 0; attempt < 5; attempt++) {
        const failure = await limiter.hit(key, 10, 60).catch((error: unknown) => error)
        expect(failure).toBeInstanceOf(AppError)
        expect(failure).toMatchObject({ status: 503, type: 'ServiceUnavailable' })
      }
      expect(log.error).toHaveBeenCalledTimes(1)

      proxy.restore()
      await eventually('a counted attempt', () =>
        limiter.hit(key, 10, 60).then(
          () => true,
          () => false,
        ),
      )
      expect(log.error).toHaveBeenCalledTimes(1)
      expect(log.info).toHaveBeenCalledTimes(1)
      expect(log.info.mock.calls[0]?.[0]).toContain('reachable again')
    } finally {
      await limiter.close()
    }
  })
})
