import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import { signPortalToken } from './portal-token.ts'
import {
  buyerCookieOf,
  checkout,
  createPlan,
  openPage,
  orderUidOf,
  pathOf,
  submitForm,
} from '../test-shop.ts'

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe.each(DIALECTS)('sandbox billing page on %s', (dialect) => {
  let t: TestApp
  let site: string
  let userUid: string
  let token: string
  let subscriptionUid: string

  const db = () => t.database.db
  const subscription = () =>
    db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('uid', '=', subscriptionUid)
      .executeTakeFirstOrThrow()

  async function portalPath(): Promise<string> {
    const answer = await t.app.inject({
      url: `${API_BASE}/me/stripe-portal/`,
      headers: signedIn(token),
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().url).toMatch(/^http:\/\/localhost\/sandbox\/billing\//)
    return pathOf(answer.json().url)
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { name: 'Main', hosts: ['localhost'] })
    await createWebsite(db(), { name: 'Other', hosts: ['other.test'] })
    userUid = (await createUser(db(), site)).uid
    token = await createSession(db(), site, userUid)
    const plan = await createPlan(db(), site, 'Formule <Premium>', 990, 'month')
    const answer = await checkout(t, token, { type: 'subscription', subscription: plan })
    const url = answer.json().checkout_session_url
    await submitForm(t, `${pathOf(url)}/pay`, { cookie: buyerCookieOf(answer) })
    subscriptionUid = (
      await db()
        .selectFrom('subscriptions')
        .select('uid')
        .where('order_uid', '=', orderUidOf(url))
        .executeTakeFirstOrThrow()
    ).uid
  })
  afterAll(() => t.close())

  it('opens a new billing page for the owner of a subscription a mail names, for nobody else', async () => {
    const url = `${API_BASE}/me/stripe-portal/?subscription=${subscriptionUid}`
    const first = await t.app.inject({ url, headers: signedIn(token) })
    expect(first.statusCode).toBe(200)
    const page = await t.app.inject({ url: pathOf(first.json().url) })
    expect(page.statusCode).toBe(200)
    expect(plainSpaces(page.body)).toContain('Formule &lt;Premium&gt;')

    const stranger = await createSession(db(), site, (await createUser(db(), site)).uid)
    const refused = await t.app.inject({ url, headers: signedIn(stranger) })
    expect(refused.statusCode).toBe(404)
    expect(refused.json().details).toEqual({ subscription: [expect.any(String)] })
    const signedOut = await t.app.inject({ url })
    expect(signedOut.statusCode).toBe(401)
  })

  it('lists the subscriptions of the signed-in user with a Cancel button', async () => {
    const page = await t.app.inject({ url: await portalPath() })
    expect(page.statusCode).toBe(200)
    const text = plainSpaces(page.body)
    expect(text).toContain('<html lang="fr">')
    expect(text).toContain('Formule &lt;Premium&gt;')
    expect(text).toContain('9,90 € / mois')
    expect(text).toContain('Actif')
    expect(text).toContain(`/subscriptions/${subscriptionUid}/cancel`)
  })

  it('speaks English, with English amounts and dates, to a visitor who chose English', async () => {
    const page = await t.app.inject({ url: await portalPath(), headers: { cookie: 'language=en' } })
    const text = plainSpaces(page.body)
    expect(text).toContain('<html lang="en">')
    expect(text).toContain('Manage billing')
    expect(text).toContain('Your subscriptions')
    expect(text).toContain('€9.90 / month')
    expect(text).toContain('Active')
    expect(text).toContain('aria-label="Cancel the Formule &lt;Premium&gt; subscription"')
    expect(text).toMatch(
      /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    )
    expect(text).not.toMatch(/Gestion|Actif|mois|Annuler/)
    // A phone shows the subscription as a card, never a five-column table to scroll sideways.
    expect(text).not.toContain('<table')
  })

  it('says when a subscription cancelled in the site ends at its period end', async () => {
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/purchases/subscriptions/${subscriptionUid}/cancel/`,
      headers: signedIn(token),
    })
    expect(cancel.statusCode).toBe(200)
    const ending = plainSpaces((await t.app.inject({ url: await portalPath() })).body)
    expect(ending).toContain('Se termine à échéance')
    expect(ending).not.toContain('Actif')
    const resume = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/purchases/subscriptions/${subscriptionUid}/resume/`,
      headers: signedIn(token),
    })
    expect(resume.statusCode).toBe(200)
    expect((await t.app.inject({ url: await portalPath() })).body).toContain('Actif')
  })

  it('cancels a subscription from the page', async () => {
    const path = await portalPath()
    const cancel = await submitForm(t, `${path}/subscriptions/${subscriptionUid}/cancel`)
    expect(cancel.statusCode).toBe(303)
    expect(cancel.headers.location).toBe(path)
    const row = await subscription()
    expect(row.status).toBe('canceled')
    expect(row.canceled_at).not.toBeNull()
    const page = await t.app.inject({ url: path })
    expect(page.body).toContain('Annulé')
    expect(page.body).not.toContain(`/subscriptions/${subscriptionUid}/cancel`)
  })

  it('answers 403 for a tampered, expired or foreign-site link', async () => {
    const path = await portalPath()
    const tampered = path.slice(0, -2) + (path.endsWith('AA') ? 'BB' : 'AA')
    const forged = `/sandbox/billing/${signPortalToken('another-secret', site, userUid, new Date(Date.now() + 60_000))}`
    const expired = `/sandbox/billing/${signPortalToken(t.config.secretKey, site, userUid, new Date(Date.now() - 1000))}`
    for (const url of [tampered, forged, expired, '/sandbox/billing/garbage']) {
      const page = await openPage(t, url)
      expect(page.statusCode, url).toBe(403)
      expect(page.headers['content-type']).toContain('text/html')
    }
    const foreign = await t.app.inject({ url: path, headers: { host: 'other.test' } })
    expect(foreign.statusCode).toBe(403)
  })

  it('does not cancel through a bad link', async () => {
    await db()
      .updateTable('subscriptions')
      .set({ status: 'active', canceled_at: null })
      .where('uid', '=', subscriptionUid)
      .execute()
    const expired = signPortalToken(t.config.secretKey, site, userUid, new Date(Date.now() - 1000))
    const answer = await submitForm(
      t,
      `/sandbox/billing/${expired}/subscriptions/${subscriptionUid}/cancel`,
    )
    expect(answer.statusCode).toBe(403)
    expect((await subscription()).status).toBe('active')
  })
})
