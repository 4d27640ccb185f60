import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { sentMails } from '../../../test/support/sent-mails.ts'
import { mailParts } from '../../mail/mail-parts.ts'
import {
  buyerCookieOf,
  checkout,
  createPlan,
  orderUidOf,
  pathOf,
  submitForm,
} from '../billing/test-shop.ts'

describe.each(DIALECTS)('the subscription canceled mail on %s', (dialect) => {
  let t: TestApp
  let site: string
  const db = () => t.database.db

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { name: 'Cinéclub', hosts: ['localhost'] })
  })
  afterAll(() => t.close())

  /** A new subscriber of a monthly plan: their token, address and subscription. */
  async function subscriber(email: string) {
    const userUid = (await createUser(db(), site, { email })).uid
    const token = await createSession(db(), site, userUid)
    const plan = await createPlan(db(), site, 'Formule <Premium>', 990, 'month')
    const answer = await checkout(t, token, { type: 'subscription', subscription: plan })
    const url = answer.json().checkout_session_url
    await submitForm(t, `${pathOf(url)}/pay`, { cookie: buyerCookieOf(answer) })
    const row = await db()
      .selectFrom('subscriptions')
      .select(['uid', 'current_period_end'])
      .where('order_uid', '=', orderUidOf(url))
      .executeTakeFirstOrThrow()
    return { token, ...row }
  }

  const cancel = (token: string, uid: string, language: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}/purchases/subscriptions/${uid}/cancel/`,
      headers: { ...signedIn(token), cookie: `language=${language}` },
    })

  const canceledMails = async (email: string) =>
    (await sentMails(t, { to: email, atLeast: 2 })).filter((mail) =>
      /abonnement est résilié|subscription is canceled/.test(mail),
    )

  it('tells the subscriber once, in French, until when access lasts', async () => {
    const email = 'resilie@test.example'
    const { token, uid, current_period_end } = await subscriber(email)
    expect((await cancel(token, uid, 'fr')).statusCode).toBe(200)
    // Asking again changes nothing: no second mail.
    expect((await cancel(token, uid, 'fr')).statusCode).toBe(200)

    const mails = await canceledMails(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('Subject: Cinéclub : votre abonnement est résilié')
    const { text, html } = mailParts(mails[0] ?? '')
    const until = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(current_period_end),
    )
    expect(text).toContain('Votre abonnement « Formule <Premium> » à Cinéclub est résilié')
    expect(text).toContain(`Vous gardez l’accès à ses contenus jusqu’au ${until}.`)
    expect(html).toContain('lang="fr"')
    expect(html).toContain('Formule &lt;Premium&gt;')
    expect(html).toMatch(/href="http:\/\/localhost:3000\/my-stuff"[^>]*>.*Voir mes abonnements/s)
  })

  it('tells the subscriber in English', async () => {
    const email = 'canceled@test.example'
    const { token, uid, current_period_end } = await subscriber(email)
    expect((await cancel(token, uid, 'en')).statusCode).toBe(200)

    const mails = await canceledMails(email)
    expect(mails).toHaveLength(1)
    const { text, html } = mailParts(mails[0] ?? '')
    const until = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(current_period_end),
    )
    expect(text).toContain('Your “Formule <Premium>” subscription to Cinéclub is canceled')
    expect(text).toContain(`You keep access to its content until ${until}.`)
    expect(html).toContain('lang="en"')
  })
})
