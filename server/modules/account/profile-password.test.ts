import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { caller, SAFARI_ON_IPHONE, signInAs, type Method } from './account-test-support.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

describe.each(DIALECTS)('the account profile and password on %s', (dialect) => {
  let t: TestApp
  let site: string
  let call: ReturnType<typeof caller>

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(t.database.db, { hosts: ['account.test'] })
    await createWebsite(t.database.db, { hosts: ['elsewhere.test'] })
    call = caller(t, 'account.test')
  })
  afterAll(() => t.close())

  it('is for signed-in users only', async () => {
    const calls: [Method, string][] = [
      ['GET', '/account/'],
      ['PATCH', '/account/'],
      ['POST', '/account/password/'],
      ['POST', '/account/email/'],
      ['GET', '/account/sessions/'],
      ['DELETE', '/account/sessions/some-session/'],
      ['POST', '/account/sessions/sign-out-others/'],
      ['GET', '/account/export/'],
      ['POST', '/account/delete/'],
    ]
    const bodies: Record<string, object> = {
      '/account/': { first_name: 'Zoé' },
      '/account/password/': {
        old_password: 'x',
        new_password1: 'long enough',
        new_password2: 'long enough',
      },
      '/account/email/': { email: 'new@test.example', password: 'x' },
      '/account/delete/': { password: 'x' },
    }
    for (const [method, url] of calls) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : (bodies[url] ?? {})
      const answer = await call(method, url, { payload })
      expect(answer.statusCode, `${method} ${url}`).toBe(401)
      expect(answer.json().type).toBe('Unauthorized')
    }
  })

  it('shows the profile and renames the user with trimmed names', async () => {
    const user = await createUser(t.database.db, site)
    const token = await signInAs(call, user)
    const shown = await call('GET', '/account/', { token })
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['cache-control']).toBe('no-store')
    expect(shown.json()).toEqual({
      uid: user.uid,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: user.email,
      created_at: expect.any(String),
      pending_email: null,
      marketing_consent: false,
    })

    const renamed = await call('PATCH', '/account/', {
      token,
      payload: { first_name: '  Zoé ', last_name: 'Durand' },
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json()).toMatchObject({ first_name: 'Zoé', last_name: 'Durand' })
    const me = await call('GET', '/auth/me/', { token })
    expect(me.json()).toMatchObject({ first_name: 'Zoé', last_name: 'Durand' })

    const onlyLast = await call('PATCH', '/account/', { token, payload: { last_name: 'Petit' } })
    expect(onlyLast.json()).toMatchObject({ first_name: 'Zoé', last_name: 'Petit' })
  })

  it('refuses blank or too long names, naming the field, and never changes the e-mail', async () => {
    const user = await createUser(t.database.db, site)
    const token = await signInAs(call, user)
    expectFieldError(
      await call('PATCH', '/account/', { token, payload: { first_name: '   ' } }),
      'first_name',
    )
    expectFieldError(
      await call('PATCH', '/account/', { token, payload: { last_name: '' } }),
      'last_name',
    )
    expectFieldError(
      await call('PATCH', '/account/', { token, payload: { last_name: 'x'.repeat(151) } }),
      'last_name',
    )
    const email = await call('PATCH', '/account/', { token, payload: { email: 'me@x.example' } })
    // The address changes only through the mailed link: a PATCH leaves it as it is.
    expect(email.statusCode).toBe(200)
    expect((await call('GET', '/account/', { token })).json()).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: user.email,
    })
  })

  it('changes the password, keeps this device signed in and signs every other one out', async () => {
    const user = await createUser(t.database.db, site)
    const laptop = await signInAs(call, user)
    const phone = await signInAs(call, user, SAFARI_ON_IPHONE)

    const changed = await call('POST', '/account/password/', {
      token: laptop,
      payload: {
        old_password: user.password,
        new_password1: 'a new long secret',
        new_password2: 'a new long secret',
      },
    })
    expect(changed.statusCode, changed.body).toBe(200)

    expect((await call('GET', '/auth/me/', { token: laptop })).statusCode).toBe(200)
    expect((await call('GET', '/auth/me/', { token: phone })).statusCode).toBe(401)
    const login = (password: string) =>
      call('POST', '/auth/login/', { payload: { email: user.email, password } })
    expect((await login(user.password)).statusCode).toBe(400)
    expect((await login('a new long secret')).statusCode).toBe(200)
  })

  it('refuses a wrong current password, a short or mismatched new one, naming the field', async () => {
    const user = await createUser(t.database.db, site)
    const token = await signInAs(call, user)
    const other = await signInAs(call, user)
    const change = (payload: object) =>
      call('POST', '/account/password/', {
        token,
        payload: {
          old_password: user.password,
          new_password1: 'long enough',
          new_password2: 'long enough',
          ...payload,
        },
      })
    const wrong = await change({ old_password: 'not my password' })
    expectFieldError(wrong, 'old_password')
    expect(wrong.json().details.old_password).toEqual(['Le mot de passe n’est pas correct.'])
    expectFieldError(
      await change({ new_password1: 'short', new_password2: 'short' }),
      'new_password1',
    )
    expectFieldError(await change({ new_password2: 'something else' }), 'new_password2')
    expectFieldError(await change({ old_password: undefined }), 'old_password')

    expect((await call('GET', '/auth/me/', { token: other })).statusCode).toBe(200)
    const login = await call('POST', '/auth/login/', {
      payload: { email: user.email, password: user.password },
    })
    expect(login.statusCode).toBe(200)
  })

  it('answers another website’s token as anonymous', async () => {
    const user = await createUser(t.database.db, site)
    const token = await signInAs(call, user)
    const elsewhere = caller(t, 'elsewhere.test')
    expect((await elsewhere('GET', '/account/', { token })).statusCode).toBe(401)
  })
})

describe.each(DIALECTS)('password guesses on the account page on %s', (dialect) => {
  let t: TestApp
  let site: string
  let call: ReturnType<typeof caller>

  beforeAll(async () => {
    t = await startTestApp(dialect, { RATE_LIMIT_PER_ACCOUNT: '3' })
    site = await createWebsite(t.database.db, { hosts: ['account.test'] })
    call = caller(t, 'account.test')
  })
  afterAll(() => t.close())

  it('are limited per account: past the limit a 429 says how long to wait', async () => {
    const guesser = await createUser(t.database.db, site)
    const other = await createUser(t.database.db, site)
    const guess = (token: string, old_password: string) =>
      call('POST', '/account/password/', {
        token,
        payload: { old_password, new_password1: 'long enough', new_password2: 'long enough' },
      })
    const token = await signInAs(call, guesser)
    for (const attempt of ['guess 1', 'guess 2', 'guess 3']) {
      expectFieldError(await guess(token, attempt), 'old_password')
    }
    const limited = await guess(token, guesser.password)
    expect(limited.statusCode, limited.body).toBe(429)
    expect(limited.json().type).toBe('TooManyRequests')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)

    // Another account from the same address is not held back.
    const changed = await guess(await signInAs(call, other), other.password)
    expect(changed.statusCode, changed.body).toBe(200)
  })
})
