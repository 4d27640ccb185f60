import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { sentMails } from '../../../test/support/sent-mails.ts'
import { mailParts } from '../../mail/mail-parts.ts'
import { post } from './auth-test-support.ts'

const register = (email: string, firstName = 'Grace') => ({
  first_name: firstName,
  last_name: 'Hopper',
  email,
  password1: 'cobol-forever',
  password2: 'cobol-forever',
})

describe.each(DIALECTS)('the welcome mail on %s', (dialect) => {
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp(dialect)
    await createWebsite(t.database.db, { name: 'Cinéclub', hosts: ['welcome.test'] })
  })
  afterAll(() => t.close())

  async function registerIn(language: 'fr' | 'en', email: string, firstName?: string) {
    const headers = { host: 'welcome.test', cookie: `language=${language}` }
    const answer = await post(t, '/auth/register/', register(email, firstName), headers)
    expect(answer.statusCode, answer.body).toBe(201)
    return sentMails(t, { to: email, atLeast: 1 })
  }

  it('welcomes a new customer once, in the French they registered in', async () => {
    const mails = await registerIn('fr', 'bienvenue@test.example')
    expect(mails).toHaveLength(1)
    const mail = mails[0] ?? ''
    expect(mail).toContain('Subject: Bienvenue sur Cinéclub')
    const { text, html } = mailParts(mail)
    expect(text).toContain('Bonjour Grace,')
    expect(text).toContain('Bienvenue sur Cinéclub : votre compte est créé.')
    expect(text).toContain('cette adresse (bienvenue@test.example)')
    expect(html).toContain('lang="fr"')
    expect(html).toMatch(/href="http:\/\/localhost:3000"[^>]*>.*Aller sur Cinéclub/s)
    // Registering sets a password: it is no “password changed” notice.
    expect(mail).not.toContain('mot de passe a été modifié')
  })

  it('welcomes in English, the customer’s name shown as text', async () => {
    const mails = await registerIn('en', 'welcome@test.example', '<b>Grace</b>')
    expect(mails).toHaveLength(1)
    const { text, html } = mailParts(mails[0] ?? '')
    expect(text).toContain('Hello <b>Grace</b>,')
    expect(text).toContain('Welcome to Cinéclub: your account is ready.')
    expect(html).toContain('lang="en"')
    expect(html).toContain('Hello &lt;b&gt;Grace&lt;/b&gt;,')
    expect(html).not.toContain('<b>Grace')
  })
})
