import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { sentMails } from '../../../test/support/sent-mails.ts'
import { mailParts } from '../../mail/mail-parts.ts'
import { caller, signInAs } from '../account/account-test-support.ts'
import { resetLinkOf } from './auth-test-support.ts'

describe.each(DIALECTS)('the “your password was changed” mail on %s', (dialect) => {
  let t: TestApp
  let site: string
  let call: ReturnType<typeof caller>

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(t.database.db, { name: 'Cinéclub', hosts: ['changed.test'] })
    call = caller(t, 'changed.test')
  })
  afterAll(() => t.close())

  const changedMails = async (email: string, atLeast: number) =>
    (await sentMails(t, { to: email, atLeast })).filter((mail) =>
      mail.includes('Subject: Cinéclub'),
    )

  it('tells the owner, in their language, when the account page changed the password', async () => {
    const user = await createUser(t.database.db, site, { email: 'changed@test.example' })
    const token = await signInAs(call, user)
    const changed = await call('POST', '/account/password/', {
      token,
      headers: { cookie: 'language=fr' },
      payload: {
        old_password: user.password,
        new_password1: 'a brand new one',
        new_password2: 'a brand new one',
      },
    })
    expect(changed.statusCode, changed.body).toBe(200)

    const mails = await changedMails(user.email, 1)
    expect(mails).toHaveLength(1)
    const mail = mails[0] ?? ''
    expect(mail).toContain('Subject: Cinéclub : votre mot de passe a été modifié')
    const { text, html } = mailParts(mail)
    expect(text).toContain('Bonjour Ada,')
    expect(text).toMatch(
      /Votre mot de passe a été modifié : celui de votre compte Cinéclub a changé le \d+ \S+ \d{4}/,
    )
    expect(text).toContain('Si ce n’était pas vous, réinitialisez tout de suite votre mot de passe')
    expect(text).toContain('http://localhost:3000/auth/password-reset-1')
    expect(html).toContain('lang="fr"')
    expect(html).toMatch(
      /href="http:\/\/localhost:3000\/auth\/password-reset-1"[^>]*>.*Réinitialiser mon mot de passe/s,
    )
  })

  it('tells the owner, in English, when a reset link set a new password', async () => {
    const user = await createUser(t.database.db, site, { email: 'reset-changed@test.example' })
    const english = { cookie: 'language=en' }
    await call('POST', '/password/reset/', { headers: english, payload: { email: user.email } })
    const [resetMail = ''] = await sentMails(t, { to: user.email, atLeast: 1 })
    const [uid, resetToken] = resetLinkOf(resetMail).pathname.split('/').slice(-2)
    const confirmed = await call('POST', '/password/reset/confirm/', {
      headers: english,
      payload: {
        uid,
        token: resetToken,
        new_password1: 'reset secret',
        new_password2: 'reset secret',
      },
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)

    const mails = (await sentMails(t, { to: user.email, atLeast: 2 })).filter((mail) =>
      mail.includes('your password was changed'),
    )
    expect(mails).toHaveLength(1)
    const { text, html } = mailParts(mails[0] ?? '')
    expect(text).toMatch(
      /Your password was changed: the password of your Cinéclub account changed on/,
    )
    expect(text).toContain('If it was not you, reset your password now')
    expect(html).toContain('lang="en"')
    expect(html).toContain('Reset my password')
  })
})
