import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../../../test/support/database.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { createUser, createWebsite, type TestUser } from '../../../test/support/fixtures.ts'
import { post } from './auth-test-support.ts'

describe.each(DIALECTS)('slowing down repeated attempts on %s', (dialect) => {
  let t: TestApp
  let user: TestUser

  beforeAll(async () => {
    // Behind one proxy, whose X-Forwarded-For names each client (test/http/forwarded-headers).
    t = await startTestApp(dialect, {
      RATE_LIMIT_PER_IP: '3',
      RATE_LIMIT_PER_ACCOUNT: '5',
      TRUST_PROXY: '1',
    })
    const websiteUid = await createWebsite(t.database.db)
    user = await createUser(t.database.db, websiteUid)
  })
  afterAll(() => t.close())

  const from = (ip: string) => ({ 'x-forwarded-for': ip })

  async function expectLimitedAfterThree(url: string, body: (n: number) => object, ip: string) {
    for (let n = 0; n < 3; n++) {
      const answer = await post(t, url, body(n), from(ip))
      expect(answer.statusCode, answer.body).not.toBe(429)
    }
    const limited = await post(t, url, body(3), from(ip))
    expect(limited.statusCode).toBe(429)
    expect(limited.json().type).toBe('TooManyRequests')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not held back by this one.
    expect((await post(t, url, body(4), from(`${ip}9`))).statusCode).not.toBe(429)
  }

  it('limits login attempts per IP', async () => {
    await expectLimitedAfterThree(
      '/auth/login/',
      (n) => ({ email: `guess${n}@test.example`, password: 'guessing' }),
      '10.0.0.1',
    )
  })

  it('limits registrations per IP', async () => {
    await expectLimitedAfterThree(
      '/auth/register/',
      (n) => ({
        first_name: 'A',
        last_name: 'B',
        email: `new${n}@test.example`,
        password1: 'password-1',
        password2: 'password-1',
      }),
      '10.0.0.2',
    )
  })

  it('limits password reset requests per IP', async () => {
    await expectLimitedAfterThree(
      '/password/reset/',
      (n) => ({ email: `reset${n}@test.example` }),
      '10.0.0.3',
    )
  })

  it('does not lock an account for wrong passwords sent from other addresses', async () => {
    for (let n = 0; n < 5; n++) {
      const answer = await post(
        t,
        '/auth/login/',
        { email: user.email, password: 'wrong' },
        from(`10.1.0.${n}`),
      )
      expect(answer.statusCode).toBe(400)
    }
    // Per account and address (login-lockout.test.ts): the owner, elsewhere, signs in.
    const owners = await post(
      t,
      '/auth/login/',
      { email: user.email.toUpperCase(), password: user.password },
      from('10.1.0.99'),
    )
    expect(owners.statusCode, owners.body).toBe(200)
  })
})

describe.each(DIALECTS)('counters of one process, full, on %s', (dialect) => {
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      RATE_LIMIT_PER_IP: '3',
      RATE_LIMIT_MEMORY_KEYS: '20',
      TRUST_PROXY: '1',
    })
    await createWebsite(t.database.db)
  })
  afterAll(() => t.close())

  const reset = (ip: string, n: number) =>
    post(t, '/password/reset/', { email: `bound${n}@test.example` }, { 'x-forwarded-for': ip })

  it('never free an address held back, however many other addresses fill them', async () => {
    const held = '10.9.0.1'
    for (let n = 0; n < 3; n++) expect((await reset(held, n)).statusCode).toBe(200)
    expect((await reset(held, 3)).statusCode).toBe(429)
    const bystander = '10.9.0.2'
    expect((await reset(bystander, 4)).statusCode).toBe(200)

    // Each request is two keys (its address, its e-mail): five times what the counters hold.
    for (let n = 0; n < 50; n++) {
      expect((await reset(`10.8.${n}.1`, 100 + n)).statusCode).toBe(200)
    }

    const stillHeld = await reset(held, 5)
    expect(stillHeld.statusCode).toBe(429)
    expect(Number(stillHeld.headers['retry-after'])).toBeGreaterThan(0)
    // The counters are bounded indeed: the bystander's one attempt, holding nobody back, went.
    for (let n = 0; n < 3; n++) expect((await reset(bystander, 200 + n)).statusCode).toBe(200)
    expect((await reset(bystander, 203)).statusCode).toBe(429)
  })
})
