import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../../../test/support/database.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
  type TestUser,
} from '../../../test/support/fixtures.ts'
import { FORM_LOGIN_COOKIE } from '../../../contract/values/form-login.ts'
import { get, post } from './auth-test-support.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import { hashToken } from './viewer.ts'

describe.each(DIALECTS)('signing in and out on %s', (dialect) => {
  let t: TestApp
  let websiteUid: string
  let user: TestUser

  beforeAll(async () => {
    t = await startTestApp(dialect)
    websiteUid = await createWebsite(t.database.db, { hosts: ['localhost', 'shop.test'] })
    await createWebsite(t.database.db, {
      name: 'No accounts',
      hosts: ['closed.test'],
      settings: { auth_enabled: false },
    })
    await createWebsite(t.database.db, {
      name: 'Site password',
      hosts: ['password.test'],
      settings: { auth_method: 'password' },
    })
    user = await createUser(t.database.db, websiteUid, { email: 'ada@test.example' })
  })
  afterAll(() => t.close())

  const signIn = (email: string, password: string, host = 'shop.test') =>
    post(t, '/auth/login/', { email, password }, { host })

  it('answers a login token that then identifies the user', async () => {
    const answer = await signIn(user.email, user.password)
    expect(answer.statusCode).toBe(200)
    const { token } = answer.json()
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32)

    const me = await get(t, '/auth/me/', { host: 'shop.test', ...signedIn(token) })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual({
      uid: user.uid,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@test.example',
      show_billing_settings: true,
      staff_role: null,
    })
  })

  it('accepts the e-mail in another case', async () => {
    const answer = await signIn('ADA@Test.Example', user.password)
    expect(answer.statusCode).toBe(200)
  })

  it('stores only the hash of a login token', async () => {
    const { token } = (await signIn(user.email, user.password)).json()
    const rows = await t.database.db.selectFrom('auth_tokens').selectAll().execute()
    expect(rows.some((row) => row.token_hash === hashToken(token))).toBe(true)
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await signIn(user.email, 'not the password')
    const unknownEmail = await signIn('nobody@test.example', user.password)
    expect(wrongPassword.statusCode).toBe(400)
    expect(wrongPassword.json()).toEqual({
      type: 'InvalidCredentials',
      message: 'Identifiants incorrects.',
      request_id: expect.any(String),
    })
    expect(unknownEmail.statusCode).toBe(400)
    expect(unknownEmail.json()).toEqual({ ...wrongPassword.json(), request_id: expect.any(String) })
  })

  it('does not let a user of one website sign in on another', async () => {
    const answer = await signIn(user.email, user.password, 'password.test')
    expectFieldError(answer, 'email')
    const elsewhere = await createWebsite(t.database.db, { name: 'Other', hosts: ['other.test'] })
    expect(elsewhere).not.toBe(websiteUid)
    expect((await signIn(user.email, user.password, 'other.test')).json().type).toBe(
      'InvalidCredentials',
    )
  })

  it.each([
    ['a missing e-mail', { password: 'whatever1' }, 'email'],
    ['a malformed e-mail', { email: 'not-an-address', password: 'whatever1' }, 'email'],
    ['an e-mail of the wrong type', { email: { at: 'x' }, password: 'whatever1' }, 'email'],
    ['a too long e-mail', { email: `${'a'.repeat(250)}@test.example`, password: 'x' }, 'email'],
    ['a missing password', { email: 'ada@test.example' }, 'password'],
    ['an empty password', { email: 'ada@test.example', password: '' }, 'password'],
    [
      'a password of the wrong type',
      { email: 'ada@test.example', password: ['a', 'b'] },
      'password',
    ],
    ['a too long password', { email: 'ada@test.example', password: 'p'.repeat(1025) }, 'password'],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    expectFieldError(await post(t, '/auth/login/', body, { host: 'shop.test' }), field)
  })

  it('answers 404 on a website without accounts', async () => {
    const answer = await signIn(user.email, user.password, 'closed.test')
    expect(answer.statusCode).toBe(404)
    expect(answer.json().type).toBe('NotFound')
  })

  it('answers 401 to /auth/me/ without a token or with an unknown one', async () => {
    const anonymous = await get(t, '/auth/me/', { host: 'shop.test' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().type).toBe('Unauthorized')
    const unknown = await get(t, '/auth/me/', { host: 'shop.test', ...signedIn('made-up') })
    expect(unknown.statusCode).toBe(401)
  })

  it('answers 401 once a token has expired', async () => {
    const { token } = (await signIn(user.email, user.password)).json()
    await t.database.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute()
    const me = await get(t, '/auth/me/', { host: 'shop.test', ...signedIn(token) })
    expect(me.statusCode).toBe(401)
  })

  it('sets the token lifetime from the configuration', async () => {
    const before = Date.now()
    const { token } = (await signIn(user.email, user.password)).json()
    const row = await t.database.db
      .selectFrom('auth_tokens')
      .select('expires_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow()
    const days = (Date.parse(row.expires_at) - before) / 86_400_000
    expect(days).toBeGreaterThan(t.config.tokenLifetimeDays - 0.01)
    expect(days).toBeLessThan(t.config.tokenLifetimeDays + 0.01)
  })

  it('revokes the token on logout and keeps other sessions signed in', async () => {
    const { token } = (await signIn(user.email, user.password)).json()
    const otherDevice = await createSession(t.database.db, websiteUid, user.uid)
    const headers = { host: 'shop.test', ...signedIn(token) }

    const answer = await post(t, '/auth/logout/', undefined, headers)
    expect(answer.statusCode).toBe(200)
    expect((await get(t, '/auth/me/', headers)).statusCode).toBe(401)
    expect((await post(t, '/auth/logout/', undefined, headers)).statusCode).toBe(401)
    const other = await get(t, '/auth/me/', { host: 'shop.test', ...signedIn(otherDevice) })
    expect(other.statusCode).toBe(200)
  })

  describe('the login form posted before the scripts ran', () => {
    let grace: TestUser

    beforeAll(async () => {
      const formSite = await createWebsite(t.database.db, { hosts: ['form.test'] })
      grace = await createUser(t.database.db, formSite, { email: 'grace@test.example' })
    })

    /** The form as a browser sends it: urlencoded, to the login screen's own address. */
    const postForm = (query: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/auth/login${query}`,
        headers: { host: 'form.test', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      })

    const tokenOf = (setCookie: string | string[] | undefined) => {
      const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
      const cookie = cookies.find((line) => line.startsWith(`${FORM_LOGIN_COOKIE}=`))
      return cookie ? { value: cookie.split(';')[0]!.split('=')[1]!, cookie } : null
    }

    it('signs the visitor in and sends them where they were going, the token for the app', async () => {
      const answer = await postForm('?redirect=%2Flegal', {
        email: ' GRACE@test.example ',
        password: grace.password,
      })
      expect(answer.statusCode).toBe(303)
      expect(answer.headers.location).toBe('/legal')
      const token = tokenOf(answer.headers['set-cookie'])
      expect(token?.cookie).toMatch(/; Path=\/; Max-Age=120; SameSite=Strict$/)
      const me = await get(t, '/auth/me/', { host: 'form.test', ...signedIn(token!.value) })
      expect(me.statusCode).toBe(200)
      expect(me.json()).toMatchObject({ email: 'grace@test.example' })
    })

    it('never sends the visitor to another site or back to the auth screens', async () => {
      for (const redirect of ['//evil.example/', 'https://evil.example/', '/auth/register', '']) {
        const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''
        const answer = await postForm(query, { email: grace.email, password: grace.password })
        expect(answer.headers.location, redirect).toBe('/')
      }
    })

    it('sends a refused visitor back to the form with the reason, never the password', async () => {
      const wrong = await postForm('?redirect=%2Flegal', {
        email: grace.email,
        password: 'not-the-password',
      })
      expect(wrong.statusCode).toBe(303)
      expect(wrong.headers.location).toBe('/auth/login?redirect=%2Flegal&login_failed=credentials')
      expect(tokenOf(wrong.headers['set-cookie'])).toBeNull()
      const noEmail = await postForm('', { password: 'secret-du-test' })
      expect(noEmail.headers.location).toBe('/auth/login?login_failed=other')
      expect(String(noEmail.headers.location)).not.toContain('secret')
    })
  })
})
