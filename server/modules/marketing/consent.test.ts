import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../../../test/support/database.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { createSession, createWebsite, signedIn } from '../../../test/support/fixtures.ts'
import { sentMails } from '../../../test/support/sent-mails.ts'
import { mailParts } from '../../mail/mail-parts.ts'
import { sendMarketingMail, unsubscribeLink } from './marketing-mail.ts'

const host = { host: 'shop.test' }

const newcomer = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email,
  password1: 'cobol-forever',
  password2: 'cobol-forever',
  ...overrides,
})

describe.each(DIALECTS)('marketing consent on %s', (dialect) => {
  let t: TestApp
  let websiteUid: string

  beforeAll(async () => {
    t = await startTestApp(dialect)
    websiteUid = await createWebsite(t.database.db, { hosts: ['shop.test'] })
  })
  afterAll(() => t.close())

  async function registered(email: string, consent?: boolean) {
    const extra = consent === undefined ? {} : { marketing_consent: consent }
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/public/websites/v1/auth/register/',
      headers: host,
      payload: newcomer(email, extra),
    })
    expect(answer.statusCode).toBe(201)
    const { uid } = answer.json<{ uid: string }>()
    return {
      uid,
      headers: { ...host, ...signedIn(await createSession(t.database.db, websiteUid, uid)) },
    }
  }

  const account = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/public/websites/v1/account/', headers })).json<{
      marketing_consent: boolean
    }>()

  it('records the box ticked at registration, and no consent when it is not', async () => {
    const ticked = await registered('ticked@test.example', true)
    const unticked = await registered('unticked@test.example')
    expect((await account(ticked.headers)).marketing_consent).toBe(true)
    expect((await account(unticked.headers)).marketing_consent).toBe(false)
  })

  it('lets the customer turn it on and off from the account page', async () => {
    const customer = await registered('switch@test.example', false)
    const patch = (marketing_consent: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/public/websites/v1/account/',
        headers: customer.headers,
        payload: { marketing_consent },
      })
    expect((await patch(true)).json()).toMatchObject({
      marketing_consent: true,
      first_name: 'Grace',
    })
    expect((await account(customer.headers)).marketing_consent).toBe(true)
    expect((await patch(false)).json()).toMatchObject({ marketing_consent: false })
  })

  it('exports the consent with the data, and erasing the account clears it', async () => {
    const customer = await registered('export@test.example', true)
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/public/websites/v1/account/export/',
      headers: customer.headers,
    })
    expect(exported.json<{ profile: object }>().profile).toMatchObject({
      marketing_consent: true,
      marketing_consent_at: expect.any(String),
    })
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/public/websites/v1/account/delete/',
      headers: customer.headers,
      payload: { password: 'cobol-forever' },
    })
    expect(erased.statusCode).toBeLessThan(300)
    const row = await t.database.db
      .selectFrom('users')
      .select('marketing_consent_at')
      .where('uid', '=', customer.uid)
      .executeTakeFirstOrThrow()
    expect(row.marketing_consent_at).toBeNull()
  })

  it('mails with a personal unsubscribe link and the one-click headers', async () => {
    const customer = await registered('mailed@test.example', true)
    const sender = {
      uid: websiteUid,
      name: 'Test site',
      publicUrl: 'https://shop.test',
      secretKey: t.config.secretKey,
    }
    const recipient = { uid: customer.uid, email: 'mailed@test.example', marketing_consent_at: 'x' }
    const message = { subject: 'News', text: 'Hello', language: 'en' as const }
    expect(await sendMarketingMail(t.app.mailer, sender, recipient, message)).toBe(true)
    const refused = { ...recipient, marketing_consent_at: null }
    expect(await sendMarketingMail(t.app.mailer, sender, refused, message)).toBe(false)
    const mails = await sentMails(t, { to: 'mailed@test.example', atLeast: 2 })
    const mail = mails.find((sent) => sent.includes('Subject: News'))
    const link = unsubscribeLink(sender, customer.uid)
    expect(mail).toContain(`List-Unsubscribe: <${link}>`)
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(mailParts(mail!).text).toContain(`To stop them: ${link}`)
  })

  it('unsubscribes by a POST to the link, at once and again without harm', async () => {
    const customer = await registered('leaving@test.example', true)
    const link = new URL(
      unsubscribeLink(
        {
          uid: websiteUid,
          name: '',
          publicUrl: 'https://shop.test',
          secretKey: t.config.secretKey,
        },
        customer.uid,
      ),
    )
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: `${link.pathname}${link.search}`,
        headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
    expect((await oneClick()).statusCode).toBe(200)
    expect((await account(customer.headers)).marketing_consent).toBe(false)
    expect((await oneClick()).statusCode).toBe(200)
  })

  it('refuses a forged or another site’s token with a 400 naming it', async () => {
    const customer = await registered('forged@test.example', true)
    const other = await createWebsite(t.database.db, { hosts: ['other.test'] })
    const elsewhere = new URL(
      unsubscribeLink(
        { uid: other, name: '', publicUrl: 'https://shop.test', secretKey: t.config.secretKey },
        customer.uid,
      ),
    )
    for (const url of [`${elsewhere.pathname}${elsewhere.search}`, '/unsubscribe?token=abc.def']) {
      const answer = await t.app.inject({ method: 'POST', url, headers: host })
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toMatchObject({ type: 'ValidationError' })
      expect(JSON.stringify(answer.json())).toContain('token')
    }
    expect((await account(customer.headers)).marketing_consent).toBe(true)
  })
})
