import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import {
  subscriptionChangePath,
  type SubscriptionChange,
} from '../../../../contract/values/subscriptions.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import { createWebsite, signedIn } from '../../../../test/support/fixtures.ts'
import { addMediaItem } from '../../catalogue/test-fixtures.ts'
import { deliver, stripeEnv, stripeSubscriber } from './stripe-test-support.ts'
import { createPlan } from '../test-shop.ts'

/** A subscriber cancels at the period's end, and resumes, a subscription Stripe bills. */
describe.each(DIALECTS)('renewal of a Stripe subscription changed in the site on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let site: string
  let plan: string

  const db = () => t.database.db

  const subscriber = () => stripeSubscriber(t, fake, site, plan)

  const rowOf = (stripeId: string) =>
    db()
      .selectFrom('subscriptions')
      .select(['uid', 'status', 'canceled_at', 'current_period_end'])
      .where('provider_subscription_id', '=', stripeId)
      .executeTakeFirstOrThrow()

  const change = (token: string, uid: string, what: SubscriptionChange) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}${subscriptionChangePath(uid, what)}`,
      headers: signedIn(token),
    })

  /** What the app asked Stripe to change on the subscription, oldest first. */
  const updatesSent = (stripeId: string) =>
    fake.received('POST', `/v1/subscriptions/${stripeId}`).map((request) => request.params)

  const hasAccess = async (token: string) => {
    const answer = await t.app.inject({
      url: `${API_BASE}/items/included/`,
      headers: signedIn(token),
    })
    return answer.json().has_access as boolean
  }

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    site = await createWebsite(db(), { hosts: ['localhost'] })
    plan = await createPlan(db(), site, 'Mensuel', 1290, 'month')
    await addMediaItem(db(), site, 'Included', { monetizationEnabled: true, planUids: [plan] })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('sends cancel_at_period_end to Stripe and stores its answer; access lasts', async () => {
    const { token, stripeId, uid } = await subscriber()
    const answer = await change(token, uid, 'cancel')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ uid, status: 'active', canceled: true })
    expect(updatesSent(stripeId)).toEqual([{ cancel_at_period_end: 'true' }])
    const [request] = fake.received('POST', `/v1/subscriptions/${stripeId}`)
    expect(request?.idempotencyKey).toMatch(/^vitrine-renewal-/)
    expect(fake.get(stripeId).cancel_at_period_end).toBe(true)
    const row = await rowOf(stripeId)
    expect(row.status).toBe('active')
    expect(row.canceled_at).toBe(
      new Date(Number(fake.get(stripeId).canceled_at) * 1000).toISOString(),
    )
    expect(await hasAccess(token)).toBe(true)

    // Stripe's own notice of the change says the same.
    const event = fake.event('customer.subscription.updated', stripeId)
    expect((await deliver(t, event.payload)).statusCode).toBe(200)
    expect((await rowOf(stripeId)).canceled_at).not.toBeNull()

    // Asking again sends nothing more.
    expect((await change(token, uid, 'cancel')).json().canceled).toBe(true)
    expect(updatesSent(stripeId)).toHaveLength(1)
  })

  it('resumes through Stripe, once', async () => {
    const { token, stripeId, uid } = await subscriber()
    await change(token, uid, 'cancel')
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await change(token, uid, 'resume')
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.json()).toMatchObject({ uid, status: 'active', canceled: false })
    }
    expect(updatesSent(stripeId)).toEqual([
      { cancel_at_period_end: 'true' },
      { cancel_at_period_end: 'false' },
    ])
    expect(await rowOf(stripeId)).toMatchObject({ status: 'active', canceled_at: null })
  })

  it('resumes one the billing portal set to end on a date by clearing that date', async () => {
    const { token, stripeId, uid } = await subscriber()
    const stripe = fake.get(stripeId)
    stripe.cancel_at = Math.floor(Date.now() / 1000) + 86_400
    stripe.canceled_at = Math.floor(Date.now() / 1000)
    await deliver(t, fake.event('customer.subscription.updated', stripeId).payload)
    expect((await rowOf(stripeId)).canceled_at).not.toBeNull()
    const answer = await change(token, uid, 'resume')
    expect(answer.json().canceled).toBe(false)
    expect(updatesSent(stripeId)).toEqual([{ cancel_at: '' }])
  })

  it('refuses, without a 500, a subscription Stripe ended or no longer knows', async () => {
    const ended = await subscriber()
    fake.updateSubscription(ended.stripeId, { status: 'canceled' })
    const answer = await change(ended.token, ended.uid, 'cancel')
    expect(answer.statusCode, answer.body).toBe(409)
    expect(updatesSent(ended.stripeId)).toEqual([])
    expect((await rowOf(ended.stripeId)).status).toBe('canceled')

    const unknown = await subscriber()
    await db()
      .updateTable('subscriptions')
      .set({ provider_subscription_id: 'sub_unknown' })
      .where('uid', '=', unknown.uid)
      .execute()
    const refused = await change(unknown.token, unknown.uid, 'cancel')
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().type).toBe('Conflict')
  })
})
