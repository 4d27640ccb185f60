import type { LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createUser, createWebsite, type TestUser } from '../../../test/support/fixtures.ts'
import { post } from './auth-test-support.ts'
import { SLOWDOWN_MAX_SECONDS } from './login-attempts.ts'

const REDIS_URL = process.env.REDIS_URL

/** Every suite counts in this process, and in Redis too when REDIS_URL is set. */
const COUNTERS: [string, Record<string, string>][] = [
  ['in-process counters', {}],
  ...(REDIS_URL ? [['Redis', { REDIS_URL }] as [string, Record<string, string>]] : []),
]
const CASES = DIALECTS.flatMap((dialect) =>
  COUNTERS.map(([counters, env]) => ({ dialect, counters, env })),
)

const GUESSES = 10
const SLOWDOWN_AFTER = 15

function retryAfter(answer: LightMyRequestResponse): number {
  return Number(answer.headers['retry-after'])
}

describe.each(CASES)('wrong passwords on $dialect with $counters', ({ dialect, env }) => {
  let t: TestApp
  let websiteUid: string
  // Each test's addresses are its own; the websites (hence the counters) of each run are too.
  let nextAddress = 0
  const newAddress = () => `10.${dialect === 'sqlite' ? 3 : 4}.${nextAddress++ % 250}.7`

  beforeAll(async () => {
    // Behind one proxy, whose X-Forwarded-For names each client (test/http/forwarded-headers).
    t = await startTestApp(dialect, {
      RATE_LIMIT_PER_ACCOUNT: String(GUESSES),
      RATE_LIMIT_SLOWDOWN_AFTER: String(SLOWDOWN_AFTER),
      TRUST_PROXY: '1',
      ...env,
    })
    websiteUid = await createWebsite(t.database.db)
  })
  afterAll(() => t.close())

  const login = (user: TestUser, password: string, address: string) =>
    post(t, '/auth/login/', { email: user.email, password }, { 'x-forwarded-for': address })

  it('lock out the address that guessed, never the owner signing in from elsewhere', async () => {
    const owner = await createUser(t.database.db, websiteUid)
    const guesser = newAddress()
    for (let n = 0; n < GUESSES; n++) {
      expect((await login(owner, `guess ${n}`, guesser)).statusCode).toBe(400)
    }
    const locked = await login(owner, owner.password, guesser)
    expect(locked.statusCode).toBe(429)
    expect(locked.json().type).toBe('TooManyRequests')
    // Locked for the rest of the window, not merely slowed down.
    expect(retryAfter(locked)).toBeGreaterThan(SLOWDOWN_MAX_SECONDS)

    const home = newAddress()
    // The owner's own logins, however many, never count against them.
    for (let n = 0; n < GUESSES + 2; n++) {
      const answer = await login(owner, owner.password, home)
      expect(answer.statusCode, answer.body).toBe(200)
    }
  })

  it('slow down, without locking, logins on an account guessed at from many addresses', async () => {
    const owner = await createUser(t.database.db, websiteUid)
    for (let n = 0; n < SLOWDOWN_AFTER; n++) {
      expect((await login(owner, 'wrong', newAddress())).statusCode).toBe(400)
    }
    // The guess past the ceiling is still checked; the next login must wait a second.
    expect((await login(owner, 'wrong', newAddress())).statusCode).toBe(400)

    // The owner waits a few seconds at most, never the 15 minutes of a lock: asked to wait (the
    // usual case, the guess was a moment ago) or let in (a slow machine took that second). The
    // wait itself is checked on a clock of its own below.
    const owners = await login(owner, owner.password, newAddress())
    expect([200, 429]).toContain(owners.statusCode)
    if (owners.statusCode === 429) {
      expect(owners.json().type).toBe('TooManyRequests')
      expect(retryAfter(owners)).toBeGreaterThanOrEqual(1)
      expect(retryAfter(owners)).toBeLessThanOrEqual(SLOWDOWN_MAX_SECONDS)
    }
  })
})

describe.each(DIALECTS)('an account slowed down by guesses on %s', (dialect) => {
  let t: TestApp
  let owner: TestUser

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      RATE_LIMIT_SLOWDOWN_AFTER: '3',
      TRUST_PROXY: '1',
    })
    owner = await createUser(t.database.db, await createWebsite(t.database.db))
  })
  afterAll(() => t.close())
  afterEach(() => vi.useRealTimers())

  const login = (password: string, address: string) =>
    post(t, '/auth/login/', { email: owner.email, password }, { 'x-forwarded-for': address })

  it('lets the owner in once the few seconds it asks for are over', async () => {
    // Only Date is faked: the in-process counters read the time from it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    for (let n = 0; n < 4; n++) {
      expect((await login('wrong', `10.5.0.${n}`)).statusCode).toBe(400)
    }
    const slowed = await login(owner.password, '10.5.1.1')
    expect(slowed.statusCode).toBe(429)
    const wait = retryAfter(slowed)
    expect(wait).toBe(1)

    vi.setSystemTime(Date.now() + wait * 1000)
    const answer = await login(owner.password, '10.5.1.1')
    expect(answer.statusCode, answer.body).toBe(200)
  })
})
