import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertWebsite } from '../../db/insert.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { sentMails } from '../../../test/support/sent-mails.ts'
import { createUser, signedIn, type TestUser } from '../../../test/support/fixtures.ts'
import { defaultWebsiteSettings } from '../websites/defaults.ts'
import { get, post, resetLinkOf } from './auth-test-support.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

const INVALID_LINK =
  'Le lien de réinitialisation est invalide, peut-être parce qu’il a déjà été utilisé. Veuillez demander une nouvelle réinitialisation du mot de passe.'
const SENT = 'If an account exists for this e-mail address, a reset link has been sent.'

describe.each(DIALECTS)('resetting a forgotten password on %s', (dialect) => {
  let t: TestApp
  let websiteUid: string
  const host = { host: 'shop.test' }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    // The oldest website also answers hosts nobody claims, such as a forged Host header.
    websiteUid = await insertWebsite(t.database.db, {
      name: 'Shop',
      hosts: ['shop.test'],
      settings: defaultWebsiteSettings(),
      contactEmail: 'staff@test.example',
      publicUrl: 'https://shop.example',
    })
  })
  afterAll(() => t.close())

  const signIn = (user: TestUser, password = user.password) =>
    post(t, '/auth/login/', { email: user.email, password }, host)

  /** Asks for a reset and answers the link of the mail it sends. */
  async function requestLink(user: TestUser, headers = host): Promise<URL> {
    const before = (await sentMails(t)).length
    const answer = await post(t, '/password/reset/', { email: user.email }, headers)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ detail: SENT })
    const mails = await sentMails(t, { atLeast: before + 1 })
    const mail = mails.at(-1) ?? ''
    expect(mail).toContain(`To: ${user.email}`)
    return resetLinkOf(mail)
  }

  function confirmBody(link: URL, password: string) {
    const [uid, token] = link.pathname.split('/').slice(-2)
    return { uid, token, new_password1: password, new_password2: password }
  }

  it('sets a new password through the mailed link and signs every device out', async () => {
    const user = await createUser(t.database.db, websiteUid, { email: 'reset@test.example' })
    const phone = (await signIn(user)).json().token
    const laptop = (await signIn(user)).json().token

    const link = await requestLink(user)
    expect(link.pathname).toMatch(new RegExp(`^/auth/password/reset/${user.uid}/[\\w-]{43}$`))

    const confirmed = await post(
      t,
      '/password/reset/confirm/',
      confirmBody(link, 'new secret!'),
      host,
    )
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toEqual({ detail: expect.any(String) })

    for (const token of [phone, laptop]) {
      expect((await get(t, '/auth/me/', { ...host, ...signedIn(token) })).statusCode).toBe(401)
    }
    expect((await signIn(user)).statusCode).toBe(400)
    expect((await signIn(user, 'new secret!')).statusCode).toBe(200)
  })

  it('lets a link work only once', async () => {
    const user = await createUser(t.database.db, websiteUid)
    const link = await requestLink(user)
    const first = await post(t, '/password/reset/confirm/', confirmBody(link, 'first-new'), host)
    expect(first.statusCode).toBe(200)
    const again = await post(t, '/password/reset/confirm/', confirmBody(link, 'second-new'), host)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({
      type: 'ValidationError',
      message: INVALID_LINK,
      details: { token: [INVALID_LINK] },
      request_id: expect.any(String),
    })
    expect((await signIn(user, 'first-new')).statusCode).toBe(200)
  })

  it('builds the link from the website public URL, whatever the Host header says', async () => {
    const user = await createUser(t.database.db, websiteUid)
    const link = await requestLink(user, { host: 'attacker.example' })
    expect(link.origin).toBe('https://shop.example')
  })

  it('refuses an expired link, a made-up token and a link used for another user', async () => {
    const user = await createUser(t.database.db, websiteUid)
    const other = await createUser(t.database.db, websiteUid)
    const link = await requestLink(user)
    const body = confirmBody(link, 'brand-new-pass')

    const forOther = await post(t, '/password/reset/confirm/', { ...body, uid: other.uid }, host)
    expectFieldError(forOther, 'token')
    const madeUp = await post(
      t,
      '/password/reset/confirm/',
      { ...body, token: 'x'.repeat(43) },
      host,
    )
    expectFieldError(madeUp, 'token')

    await t.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_uid', '=', user.uid)
      .execute()
    const expired = await post(t, '/password/reset/confirm/', body, host)
    expect(expired.json().details).toEqual({ token: [INVALID_LINK] })
    expect((await signIn(user)).statusCode).toBe(200)
  })

  it('refuses a confirmation that differs and keeps the link usable', async () => {
    const user = await createUser(t.database.db, websiteUid)
    const link = await requestLink(user)
    const body = { ...confirmBody(link, 'one-password'), new_password2: 'another-password' }
    expectFieldError(await post(t, '/password/reset/confirm/', body, host), 'new_password2')
    const fixed = await post(t, '/password/reset/confirm/', confirmBody(link, 'one-password'), host)
    expect(fixed.statusCode).toBe(200)
  })

  it('mails in the language of the screen it was asked from: French unless English was chosen', async () => {
    const user = await createUser(t.database.db, websiteUid, { email: 'langue@test.example' })
    const lastMail = async (headers: Record<string, string>) => {
      const before = (await sentMails(t)).length
      await post(t, '/password/reset/', { email: user.email }, headers)
      return (await sentMails(t, { atLeast: before + 1 })).at(-1) ?? ''
    }
    const french = await lastMail(host)
    expect(french).toContain('Bonjour')
    expect(french).not.toContain('Hello')
    const english = await lastMail({ ...host, cookie: 'language=en' })
    expect(english).toContain('Hello')
    expect(english).toContain('Someone asked to reset the password')
  })

  it('answers the same for an address without an account and mails nobody', async () => {
    const answer = await post(t, '/password/reset/', { email: 'ghost@test.example' }, host)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ detail: SENT })
    // A known address asked afterwards proves the outbox is being written.
    await requestLink(await createUser(t.database.db, websiteUid))
    const mails = await sentMails(t, { atLeast: 1 })
    expect(mails.some((mail) => mail.includes('ghost@test.example'))).toBe(false)
  })

  it.each([
    ['a missing e-mail', {}, 'email'],
    ['a malformed e-mail', { email: 'ghost' }, 'email'],
    ['an e-mail of the wrong type', { email: ['a@test.example', 'b@test.example'] }, 'email'],
    ['a too long e-mail', { email: `${'g'.repeat(250)}@test.example` }, 'email'],
  ])('refuses a reset request with %s', async (_, body, field) => {
    expectFieldError(await post(t, '/password/reset/', body, host), field)
  })

  const valid = { uid: 'u', token: 't', new_password1: 'long-enough', new_password2: 'long-enough' }
  it.each([
    ['a missing uid', { uid: undefined }, 'uid'],
    ['a missing token', { token: undefined }, 'token'],
    ['a too long token', { token: 't'.repeat(201) }, 'token'],
    ['a token of the wrong type', { token: { t: 1 } }, 'token'],
    ['a password under 8 characters', { new_password1: 'short' }, 'new_password1'],
    ['a missing confirmation', { new_password2: undefined }, 'new_password2'],
  ])('refuses a confirmation with %s', async (_, overrides, field) => {
    const answer = await post(t, '/password/reset/confirm/', { ...valid, ...overrides }, host)
    expectFieldError(answer, field)
  })
})
