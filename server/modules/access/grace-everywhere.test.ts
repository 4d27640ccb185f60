import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminAnalytics } from '../../../contract/schemas/admin-analytics.ts'
import type { AdminCustomer } from '../../../contract/schemas/admin-customers.ts'
import type { Subscription } from '../../../contract/schemas/billing.ts'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { checkout, createPlan } from '../billing/test-shop.ts'
import { addSubscription } from '../catalogue/test-fixtures.ts'

/**
 * A subscriber whose renewal failed keeps the plan's items through the website's grace days (the
 * access rule), so everything else that counts subscribers counts them too, and no longer: "my
 * stuff" lists the subscription with the date access ends, the customers' segments and the
 * analytics count them as subscribed, and the checkout refuses them a second subscription to the
 * same plan (two would be charged once the card is updated).
 */
describe.each(DIALECTS)('a failed renewal within its grace days, everywhere, on %s', (dialect) => {
  let t: TestApp
  let plan = ''
  let staffToken = ''
  const viewers = { inGrace: { uid: '', token: '' }, graceOver: { uid: '', token: '' } }

  const subscriptionsOf = async (token: string) => {
    const answer = await t.app.inject({
      url: `${API_BASE}/purchases/subscriptions/`,
      headers: { host: 'localhost', ...signedIn(token) },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<Subscription[]>()
  }
  const staff = async <T>(url: string) => {
    const answer = await adminCall(t, 'GET', url, { token: staffToken, host: 'localhost' })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<T>()
  }
  const segment = async (name: string) =>
    (await staff<AdminCustomer[]>(`/customers/?segment=${name}`)).map((row) => row.email)

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, {
      name: 'Grace',
      hosts: ['localhost'],
      settings: { monetization_enabled: true },
    })
    plan = await createPlan(db, site, 'Mensuel', 990)
    const owner = await createUser(db, site, { staffRole: 'owner', email: 'owner@grace.test' })
    staffToken = await createSession(db, site, owner.uid)
    for (const [name, graceEndsInHours] of [
      ['inGrace', 48],
      ['graceOver', -1],
    ] as const) {
      const user = await createUser(db, site, { email: `${name.toLowerCase()}@grace.test` })
      viewers[name] = { uid: user.uid, token: await createSession(db, site, user.uid) }
      // The period it did not pay started a day ago.
      await addSubscription(db, site, {
        userUid: user.uid,
        planUid: plan,
        endsInHours: 24 * 29,
        graceEndsInHours,
      })
    }
  })
  afterAll(() => t.close())

  it('lists the subscription in "my stuff" with the end of its grace days, then no longer', async () => {
    const [held] = await subscriptionsOf(viewers.inGrace.token)
    expect(held).toMatchObject({ plan, status: 'past_due', canceled: false, winback_offer: null })
    const graceEnd = Date.parse(held!.grace_ends_at!)
    expect(graceEnd - Date.now()).toBeGreaterThan(47 * 3_600_000)
    expect(graceEnd - Date.now()).toBeLessThanOrEqual(48 * 3_600_000)
    expect(await subscriptionsOf(viewers.graceOver.token)).toEqual([])
  })

  it('counts the subscriber in the "subscribed" segment and the analytics, not after grace', async () => {
    expect(await segment('subscribed')).toEqual(['ingrace@grace.test'])
    expect(await segment('unsubscribed')).toEqual(['graceover@grace.test'])
    const customers = await staff<AdminCustomer[]>('/customers/?q=grace.test')
    const activeOf = (email: string) =>
      customers.find((row) => row.email === email)?.active_subscriptions
    expect([activeOf('ingrace@grace.test'), activeOf('graceover@grace.test')]).toEqual([1, 0])
    const { subscribers } = await staff<AdminAnalytics>('/analytics/')
    expect(subscribers.active).toBe(1)
  })

  it('refuses a second subscription to the plan during grace, and sells it after', async () => {
    const body = { type: 'subscription', subscription: plan }
    const during = await checkout(t, viewers.inGrace.token, body)
    expect(during.statusCode, during.body).toBe(409)
    expect(during.json().details).toHaveProperty('subscription')
    const after = await checkout(t, viewers.graceOver.token, body)
    expect(after.statusCode, after.body).toBe(200)
  })
})
