import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import {
  subscriptionChangePath,
  subscriptionPausePath,
  subscriptionWinbackPath,
} from '../../../contract/values/subscriptions.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { writePauseSettings } from '../billing/pause/pause-repo.ts'
import { renewSandboxSubscriptions } from '../billing/sandbox/sandbox-renewals.ts'
import { buyerCookieOf, checkout, createPlan, pathOf, submitForm } from '../billing/test-shop.ts'
import { writeWinbackSettings } from '../billing/winback/winback-repo.ts'

const SECOND_MS = 1000
const HOST = 'localhost'

interface Listed {
  uid: string
  status: string
  canceled: boolean
  current_period_end: string
  winback_offer: unknown
}

describe.each(DIALECTS)('a subscriber taking the win-back offer (sandbox) on %s', (dialect) => {
  let t: TestApp
  let site: string
  let plan: string
  let owner: string

  const db = () => t.database.db
  const get = (token: string, path: string) =>
    t.app.inject({ url: `${API_BASE}${path}`, headers: { host: HOST, ...signedIn(token) } })
  const post = (token: string, path: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}${path}`,
      headers: { host: HOST, ...signedIn(token) },
      ...(payload === undefined ? {} : { payload }),
    })
  const subscriptionsOf = async (token: string) =>
    (await get(token, '/purchases/subscriptions/')).json<Listed[]>()
  const ordersOf = async (token: string) => (await get(token, '/account/orders/')).json()

  /** A new customer subscribes through the sandbox: their token, uid and subscription. */
  async function subscriber() {
    const user = await createUser(db(), site)
    const token = await createSession(db(), site, user.uid)
    const answer = await checkout(t, token, { type: 'subscription', subscription: plan }, HOST)
    expect(answer.statusCode, answer.body).toBe(200)
    const path = pathOf(answer.json().checkout_session_url)
    const paid = await submitForm(t, `${path}/pay`, { cookie: buyerCookieOf(answer) })
    expect(paid.statusCode).toBe(303)
    const [subscription] = await subscriptionsOf(token)
    return { token, userUid: user.uid, subscription: subscription! }
  }

  /** Renews the subscription once, at the end of its period, and answers the new end. */
  async function renew(token: string) {
    const [before] = await subscriptionsOf(token)
    const end = new Date(before!.current_period_end)
    await renewSandboxSubscriptions(db(), new Date(end.getTime() + SECOND_MS))
    const [after] = await subscriptionsOf(token)
    expect(after!.current_period_end).not.toBe(before!.current_period_end)
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { hosts: [HOST] })
    plan = await createPlan(db(), site, 'Mensuel', 1000, 'month')
    owner = await createSession(
      db(),
      site,
      (await createUser(db(), site, { staffRole: 'owner' })).uid,
    )
  })
  afterAll(() => t.close())

  it('makes no offer while the site makes none', async () => {
    const { token, subscription } = await subscriber()
    expect(subscription.winback_offer).toBeNull()
    const refused = await post(token, subscriptionWinbackPath(subscription.uid))
    expect(refused.statusCode).toBe(409)
  })

  it('discounts the next renewals, as many as offered, then charges the full price', async () => {
    await writeWinbackSettings(db(), site, {
      enabled: true,
      kind: 'percent',
      percentOff: 25,
      amountOff: null,
      months: 2,
    })
    const { token, userUid, subscription } = await subscriber()
    expect(subscription.winback_offer).toEqual({
      percent_off: 25,
      amount_off: null,
      currency: 'eur',
      months: 2,
    })
    const taken = await post(token, subscriptionWinbackPath(subscription.uid))
    expect(taken.statusCode, taken.body).toBe(200)
    expect(taken.json()).toMatchObject({ status: 'active', canceled: false, winback_offer: null })
    // Once per subscription: neither taken again nor offered when it is cancelled later.
    expect((await post(token, subscriptionWinbackPath(subscription.uid))).statusCode).toBe(409)

    await renew(token)
    await renew(token)
    await renew(token)
    const totals = (await ordersOf(token)).map((order: { total: number }) => order.total)
    expect(totals).toEqual([1000, 750, 750, 1000])

    const page = await adminCall(t, 'GET', `/customers/${userUid}/`, { token: owner, host: HOST })
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().subscriptions).toMatchObject([
      {
        uid: subscription.uid,
        winback_accepted_at: expect.any(String),
        winback_percent_off: 25,
        winback_amount_off: null,
        winback_months: 2,
      },
    ])
  })

  it('takes an amount off, and charges nothing when it is more than the price', async () => {
    await writeWinbackSettings(db(), site, {
      enabled: true,
      kind: 'amount',
      percentOff: null,
      amountOff: 1250,
      months: 1,
    })
    const { token, subscription } = await subscriber()
    expect(subscription.winback_offer).toMatchObject({ percent_off: null, amount_off: 1250 })
    expect((await post(token, subscriptionWinbackPath(subscription.uid))).statusCode).toBe(200)
    await renew(token)
    await renew(token)
    const totals = (await ordersOf(token)).map((order: { total: number }) => order.total)
    expect(totals).toEqual([1000, 1000])
  })

  it('is made once: cancelled without it, then resumed, it is not offered again', async () => {
    const { token, subscription } = await subscriber()
    expect(subscription.winback_offer).not.toBeNull()
    const canceled = await post(token, subscriptionChangePath(subscription.uid, 'cancel'))
    expect(canceled.json()).toMatchObject({ canceled: true, winback_offer: null })
    const resumed = await post(token, subscriptionChangePath(subscription.uid, 'resume'))
    expect(resumed.json()).toMatchObject({ canceled: false, winback_offer: null })
    expect((await post(token, subscriptionWinbackPath(subscription.uid))).statusCode).toBe(409)
  })

  it('is made once beside the pause: a subscriber who paused is not offered it after', async () => {
    await writePauseSettings(db(), site, { enabled: true, maxMonths: 1 })
    const { token, subscription } = await subscriber()
    expect(
      (await post(token, subscriptionPausePath(subscription.uid), { months: 1 })).json(),
    ).toMatchObject({ status: 'paused', winback_offer: null })
    await post(token, `/purchases/subscriptions/${subscription.uid}/end-pause/`)
    const [resumed] = await subscriptionsOf(token)
    expect(resumed).toMatchObject({ status: 'active', winback_offer: null })
  })
})
