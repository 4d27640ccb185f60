import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import { insertItem, insertMedia } from '../../../db/insert.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import { buyerCookieOf, checkout, createPlan, openPage, pathOf, submitForm } from '../test-shop.ts'
import { periodEnd } from '../checkout/fulfilment.ts'
import { renewSandboxSubscriptions } from './sandbox-renewals.ts'

const DAY_MS = 86_400_000
const SECOND_MS = 1000

describe.each(DIALECTS)('a plan with a free trial, through the sandbox, on %s', (dialect) => {
  let t: TestApp
  let site: string
  let plan: string
  let slug: string

  const db = () => t.database.db
  const get = (token: string, path: string) =>
    t.app.inject({ url: `${API_BASE}${path}`, headers: { host: 'localhost', ...signedIn(token) } })
  const ordersOf = async (token: string) => (await get(token, '/account/orders/')).json()
  const hasAccess = async (token: string) =>
    (await get(token, `/items/${slug}/`)).json().has_access as boolean
  const subscriptionOf = (token: string) =>
    get(token, '/purchases/subscriptions/').then((answer) => answer.json())

  /** A new customer subscribes to the plan: the sandbox page's url and the buyer's visit. */
  async function startCheckout(headers: Record<string, string> = {}) {
    const token = await createSession(db(), site, (await createUser(db(), site)).uid)
    const body = { type: 'subscription', subscription: plan }
    const answer = await checkout(t, token, body, 'localhost', headers)
    expect(answer.statusCode).toBe(200)
    const path = pathOf(answer.json().checkout_session_url)
    return { token, path, visit: { cookie: buyerCookieOf(answer) } }
  }

  /** A new customer subscribes to the plan and presses Pay on the sandbox page. */
  async function subscribe(headers: Record<string, string> = {}): Promise<string> {
    const { token, path, visit } = await startCheckout(headers)
    expect((await submitForm(t, `${path}/pay`, visit)).statusCode).toBe(303)
    return token
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { name: 'Main', hosts: ['localhost'] })
    plan = await createPlan(db(), site, 'Découverte', 990, 'month', 7)
    slug = `club-${dialect}`
    const media = await insertMedia(db(), site, { name: 'Film du club', duration: 60 })
    await insertItem(db(), site, {
      slug,
      contentObjectType: 'media',
      contentObjectUid: media,
      visibilityType: 'public',
      monetizationEnabled: true,
      planUids: [plan],
    })
  })
  afterAll(() => t.close())

  it('tells the buyer on the sandbox page that nothing is charged today', async () => {
    const { path, visit } = await startCheckout()
    const shown = (await openPage(t, path, visit)).body
      .replace(/\u00a0/g, ' ')
      .replace(/&#39;/g, "'")
    expect(shown).toMatch(/data-testid="due-today">0,00 €</)
    expect(shown).toMatch(
      /Essai gratuit de 7 jours : rien n'est débité aujourd'hui, puis 9,90 € à la fin de l'essai\./,
    )
  })

  it('starts in trial for 7 days: access at once, nothing charged', async () => {
    const before = Date.now()
    const token = await subscribe()
    expect(await hasAccess(token)).toBe(true)
    const [order, ...others] = await ordersOf(token)
    expect(others).toEqual([])
    expect(order).toMatchObject({ status: 'paid', total: 0 })
    // Intl writes a no-break space before the euro sign.
    expect(order.lines).toEqual([
      { label: 'Abonnement Découverte (mensuel) — essai gratuit, puis 9,90\u00a0€', amount: 0 },
    ])
    const subscriptions = await subscriptionOf(token)
    expect(subscriptions).toMatchObject([{ plan, status: 'trialing', canceled: false }])
    const end = Date.parse(subscriptions[0].current_period_end)
    expect(end).toBeGreaterThanOrEqual(before + 7 * DAY_MS)
    expect(end).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS)
  })

  it('charges nothing before the trial ends, then the plan’s price at its end', async () => {
    const token = await subscribe()
    const [trial] = await subscriptionOf(token)
    const trialEnd = new Date(trial.current_period_end)

    await renewSandboxSubscriptions(db(), new Date(trialEnd.getTime() - SECOND_MS))
    expect(await ordersOf(token)).toHaveLength(1)

    await renewSandboxSubscriptions(db(), new Date(trialEnd.getTime() + SECOND_MS))
    const [charge, start] = await ordersOf(token)
    expect(start.total).toBe(0)
    expect(charge).toMatchObject({
      status: 'paid',
      total: 990,
      paid_at: trialEnd.toISOString(),
      lines: [{ label: "Abonnement Découverte (mensuel) — fin de l'essai gratuit", amount: 990 }],
    })
    // Paid for a month from the trial's end.
    const [paid] = await subscriptionOf(token)
    expect(paid).toMatchObject({
      status: 'active',
      current_period_end: periodEnd(trialEnd, 'month'),
    })

    // A second run over the same moment charges nothing more.
    await renewSandboxSubscriptions(db(), new Date(trialEnd.getTime() + SECOND_MS))
    expect(await ordersOf(token)).toHaveLength(2)
  })

  it('writes the trial and its first charge in English for a buyer who paid in English', async () => {
    const token = await subscribe({ cookie: 'language=en' })
    const [trial] = await subscriptionOf(token)
    const trialEnd = new Date(trial.current_period_end)
    await renewSandboxSubscriptions(db(), new Date(trialEnd.getTime() + SECOND_MS))
    const [charge, start] = await ordersOf(token)
    expect(start.lines).toEqual([
      { label: 'Découverte subscription (monthly) — free trial, then €9.90', amount: 0 },
    ])
    expect(charge.lines).toEqual([
      { label: 'Découverte subscription (monthly) — end of the free trial', amount: 990 },
    ])
  })

  it('charges nothing to a buyer who stopped the renewal during the trial, and ends it', async () => {
    const token = await subscribe()
    const [trial] = await subscriptionOf(token)
    const stop = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/purchases/subscriptions/${trial.uid}/cancel/`,
      headers: { host: 'localhost', ...signedIn(token) },
    })
    expect(stop.statusCode, stop.body).toBe(200)
    expect(await hasAccess(token)).toBe(true)

    await renewSandboxSubscriptions(
      db(),
      new Date(Date.parse(trial.current_period_end) + SECOND_MS),
    )
    expect((await ordersOf(token)).map((order: { total: number }) => order.total)).toEqual([0])
    const row = await db()
      .selectFrom('subscriptions')
      .select('status')
      .where('uid', '=', trial.uid)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('canceled')
  })

  it('lets the buyer cancel during the trial from the sandbox billing page', async () => {
    const token = await subscribe()
    const [trial] = await subscriptionOf(token)
    const portal = await get(token, '/me/stripe-portal/')
    const path = pathOf(portal.json().url)
    const page = (await openPage(t, path)).body
    expect(page).toMatch(/Période d(&#39;|&#x27;|')essai/)
    expect(page).toContain(`/subscriptions/${trial.uid}/cancel`)

    const cancel = await submitForm(t, `${path}/subscriptions/${trial.uid}/cancel`)
    expect(cancel.statusCode).toBe(303)
    expect(await subscriptionOf(token)).toEqual([])
    expect(await hasAccess(token)).toBe(false)
  })
})
