import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/support/app.ts'
import { DIALECTS } from '../../test/support/database.ts'
import { createUser } from '../../test/support/fixtures.ts'
import { sentMails } from '../../test/support/sent-mails.ts'
import { insertWebsite } from '../db/insert.ts'
import { defaultWebsiteSettings } from '../modules/websites/defaults.ts'
import { caller, signInAs } from '../modules/account/account-test-support.ts'
import { post } from '../modules/auth/auth-test-support.ts'
import { mailParts } from './mail-parts.ts'

const SCRIPT = '<script>alert(1)</script>'

describe.each(DIALECTS)('the HTML layout of every mail on %s', (dialect) => {
  let t: TestApp
  let websiteUid: string

  beforeAll(async () => {
    t = await startTestApp(dialect)
    websiteUid = await insertWebsite(t.database.db, {
      name: `Ciné ${SCRIPT}`,
      hosts: ['brand.test'],
      settings: {
        ...defaultWebsiteSettings(),
        logo: '/images/logo.png',
        colors_primary: '#0a7d55',
      },
      contactEmail: 'staff@test.example',
      publicUrl: 'https://brand.example',
    })
  })
  afterAll(() => t.close())

  async function resetMail(email: string, language: 'fr' | 'en') {
    const cookie = `language=${language}`
    const answer = await post(t, '/password/reset/', { email }, { host: 'brand.test', cookie })
    expect(answer.statusCode).toBe(200)
    const [mail = ''] = await sentMails(t, { to: email, atLeast: 1 })
    return mailParts(mail)
  }

  it('shows the website’s logo, colour and name around the text, its link as a button', async () => {
    const user = await createUser(t.database.db, websiteUid, { email: 'layout@test.example' })
    const { text, html } = await resetMail(user.email, 'en')

    expect(text).toMatch(/^Hello Ada,\n\nSomeone asked to reset the password of your Ciné/)
    const link = /https:\/\/brand\.example\/auth\/password\/reset\/\S+/.exec(text)?.[0] ?? ''
    expect(link).not.toBe('')

    expect(html).toContain('<html dir="ltr" lang="en">')
    expect(html).toContain('src="https://brand.example/images/logo.png"')
    expect(html).toContain('background-color:#0a7d55')
    expect(html).toMatch(new RegExp(`<a href="${link}"[^>]*>.*Choose a new password`, 's'))
    expect(html).toContain('Someone asked to reset the password of your Ciné')
  })

  it('is in the recipient’s language', async () => {
    const user = await createUser(t.database.db, websiteUid, { email: 'langue@test.example' })
    const { html } = await resetMail(user.email, 'fr')
    expect(html).toContain('lang="fr"')
    expect(html).toContain('Choisir un nouveau mot de passe')
  })

  it('shows a name holding HTML as text, never as markup', async () => {
    const user = await createUser(t.database.db, websiteUid, { email: 'escaped@test.example' })
    await t.database.db
      .updateTable('users')
      .set({ first_name: '<img src=x onerror=alert(2)>' })
      .where('uid', '=', user.uid)
      .execute()
    const { text, html } = await resetMail(user.email, 'en')
    expect(text).toContain('Hello <img src=x onerror=alert(2)>,')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;')
    expect(html).toContain('Ciné &lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('names the main action of the other mails too: confirming a new address', async () => {
    const user = await createUser(t.database.db, websiteUid, { email: 'moving@test.example' })
    const call = caller(t, 'brand.test')
    const token = await signInAs(call, user)
    const english = { cookie: 'language=en' }
    const payload = { email: 'moved@test.example', password: user.password }
    const asked = await call('POST', '/account/email/', { token, headers: english, payload })
    expect(asked.statusCode, asked.body).toBe(202)
    const [mail = ''] = await sentMails(t, { to: 'moved@test.example', atLeast: 1 })
    const { text, html } = mailParts(mail)
    const link = /https:\/\/brand\.example\/\S+/.exec(text)?.[0] ?? ''
    expect(html).toContain('lang="en"')
    expect(html).toMatch(new RegExp(`<a href="${link}"[^>]*>.*Confirm my new address`, 's'))
  })
})
