import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../../../test/support/database.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import {
  createUser,
  createWebsite,
  signedIn,
  type TestUser,
} from '../../../test/support/fixtures.ts'
import { FORM_LOGIN_COOKIE } from '../../../contract/values/form-login.ts'
import { get } from './auth-test-support.ts'

describe.each(DIALECTS)('the login form posted before the scripts ran, on %s', (dialect) => {
  let t: TestApp
  let user: TestUser

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const websiteUid = await createWebsite(t.database.db, { hosts: ['form.test'] })
    user = await createUser(t.database.db, websiteUid, { email: 'grace@test.example' })
  })
  afterAll(() => t.close())

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
      password: user.password,
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
      const answer = await postForm(query, { email: user.email, password: user.password })
      expect(answer.headers.location, redirect).toBe('/')
    }
  })

  it('sends a refused visitor back to the form with the reason, never the password', async () => {
    const wrong = await postForm('?redirect=%2Flegal', {
      email: user.email,
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
