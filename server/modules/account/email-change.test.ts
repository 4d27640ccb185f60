import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createUser, createWebsite, type TestUser } from '../../../test/support/fixtures.ts'
import { sentMails } from '../../../test/support/sent-mails.ts'
import { caller, signInAs } from './account-test-support.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

const INVALID_LINK =
  'Ce lien n’est plus valable : il a peut-être déjà servi ou expiré. Demandez un nouveau lien depuis votre compte.'

describe.each(DIALECTS)('changing the e-mail address on %s', (dialect) => {
  let t: TestApp
  let site: string
  let call: ReturnType<typeof caller>

  const mailsTo = (address: string) => sentMails(t, { to: address })

  async function askFor(user: TestUser, token: string, email: string, cookie = '') {
    return call('POST', '/account/email/', {
      token,
      payload: { email, password: user.password },
      headers: cookie ? { cookie } : {},
    })
  }

  function tokenOf(mail: string): string {
    const link = mail.match(/https?:\/\/\S+\/account\/email\/(\S+)/)
    if (!link?.[1]) throw new Error(`no confirmation link in:\n${mail}`)
    return decodeURIComponent(link[1])
  }

  const confirm = (token: string) => call('POST', '/account/email/confirm/', { payload: { token } })
  const emailOf = async (token: string) =>
    (await call('GET', '/account/', { token })).json<{
      email: string
      pending_email: string | null
    }>()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(t.database.db, { hosts: ['mail.test'] })
    call = caller(t, 'mail.test')
  })
  afterAll(() => t.close())

  it('mails a link to the new address and changes it only when the link is opened', async () => {
    const user = await createUser(t.database.db, site)
    const token = await signInAs(call, user)

    const asked = await askFor(user, token, 'New.Address@Test.Example')
    expect(asked.statusCode, asked.body).toBe(202)
    expect(await emailOf(token)).toMatchObject({
      email: user.email,
      pending_email: 'new.address@test.example',
    })
    const [mail] = await mailsTo('new.address@test.example')
    expect(mail).toContain('Subject: Test site : confirmez votre nouvelle adresse e-mail')
    expect(mail).toContain('http://localhost:3000/account/email/')
    expect(await mailsTo(user.email)).toEqual([])

    const confirmed = await confirm(tokenOf(mail ?? ''))
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(await emailOf(token)).toMatchObject({
      email: 'new.address@test.example',
      pending_email: null,
    })
    const login = (email: string) =>
      call('POST', '/auth/login/', { payload: { email, password: user.password } })
    expect((await login('new.address@test.example')).statusCode).toBe(200)
    expect((await login(user.email)).statusCode).toBe(400)

    const again = await confirm(tokenOf(mail ?? ''))
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({
      type: 'ValidationError',
      message: INVALID_LINK,
      details: { token: [INVALID_LINK] },
    })
  })

  it('writes the mail in English when the visitor chose English', async () => {
    const user = await createUser(t.database.db, site)
    const token = await signInAs(call, user)
    expect((await askFor(user, token, 'english@test.example', 'language=en')).statusCode).toBe(202)
    const [mail] = await mailsTo('english@test.example')
    expect(mail).toContain('Subject: Test site: confirm your new e-mail address')
  })

  it('refuses a taken address, the same address, a wrong password or a bad address, naming the field', async () => {
    const user = await createUser(t.database.db, site)
    const taken = await createUser(t.database.db, site)
    const token = await signInAs(call, user)

    const clash = await askFor(user, token, taken.email.toUpperCase())
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toMatchObject({
      type: 'Conflict',
      message: 'Un compte existe déjà avec cette adresse e-mail.',
      details: { email: ['Un compte existe déjà avec cette adresse e-mail.'] },
    })
    expectFieldError(await askFor(user, token, user.email), 'email')
    expectFieldError(await askFor(user, token, 'not an address'), 'email')
    expectFieldError(
      await call('POST', '/account/email/', {
        token,
        payload: { email: 'fresh@test.example', password: 'wrong password' },
      }),
      'password',
    )
    expect(await mailsTo('fresh@test.example')).toEqual([])
    expect((await emailOf(token)).pending_email).toBeNull()
  })

  it('lets only the newest link work, and refuses an expired or made-up one', async () => {
    const user = await createUser(t.database.db, site)
    const token = await signInAs(call, user)
    await askFor(user, token, 'first-choice@test.example')
    await askFor(user, token, 'second-choice@test.example')
    const [first] = await mailsTo('first-choice@test.example')
    const [second] = await mailsTo('second-choice@test.example')

    expectFieldError(await confirm(tokenOf(first ?? '')), 'token')
    expectFieldError(await confirm('x'.repeat(43)), 'token')

    await t.database.db
      .updateTable('email_changes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_uid', '=', user.uid)
      .execute()
    expectFieldError(await confirm(tokenOf(second ?? '')), 'token')
    expect((await emailOf(token)).email).toBe(user.email)
  })

  it('refuses the link when someone took the address meanwhile', async () => {
    const user = await createUser(t.database.db, site)
    const token = await signInAs(call, user)
    await askFor(user, token, 'wanted@test.example')
    await createUser(t.database.db, site, { email: 'wanted@test.example' })
    const [mail] = await mailsTo('wanted@test.example')

    const answer = await confirm(tokenOf(mail ?? ''))
    expect(answer.statusCode).toBe(409)
    expect(answer.json().details).toEqual({
      email: ['Un compte existe déjà avec cette adresse e-mail.'],
    })
    expect((await emailOf(token)).email).toBe(user.email)
  })
})
