import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import {
  subscriptionEndPausePath,
  subscriptionPausePath,
} from '../../../../contract/values/subscriptions.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import { createWebsite, signedIn } from '../../../../test/support/fixtures.ts'
import { addMediaItem } from '../../catalogue/test-fixtures.ts'
import { writePauseSettings } from '../pause/pause-repo.ts'
import { deliver, stripeEnv, stripeSubscriber } from './stripe-test-support.ts'
import { createPlan } from '../test-shop.ts'

/** A subscriber pauses a subscription Stripe bills, through `pause_collection`. */
describe.each(DIALECTS)('pause of a Stripe subscription on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let site: string
  let plan: string

  const db = () => t.database.db

  const subscriber = () => stripeSubscriber(t, fake, site, plan)

  const rowOf = (stripeId: string) =>
    db()
      .selectFrom('subscriptions')
      .select(['uid', 'status', 'paused_at', 'pause_resumes_at'])
      .where('provider_subscription_id', '=', stripeId)
      .executeTakeFirstOrThrow()

  const post = (token: string, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}${url}`,
      headers: signedIn(token),
      ...(payload === undefined ? {} : { payload }),
    })

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
    await writePauseSettings(db(), site, { enabled: true, maxMonths: 3 })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('sends pause_collection (void, resumes_at) and closes the items until then', async () => {
    const { token, stripeId, uid } = await subscriber()
    const answer = await post(token, subscriptionPausePath(uid), { months: 3 })
    expect(answer.statusCode, answer.body).toBe(200)
    const [sent] = updatesSent(stripeId)
    expect(sent).toEqual({
      pause_collection: { behavior: 'void', resumes_at: expect.stringMatching(/^\d+$/) },
    })
    const pause = fake.get(stripeId).pause_collection as { resumes_at: number }
    const resumesAt = new Date(pause.resumes_at * 1000)
    expect(answer.json()).toMatchObject({
      status: 'paused',
      pause_resumes_at: resumesAt.toISOString(),
    })
    expect(await rowOf(stripeId)).toMatchObject({
      status: 'paused',
      paused_at: expect.any(String),
      pause_resumes_at: resumesAt.toISOString(),
    })
    expect(await hasAccess(token)).toBe(false)
    // Stripe's own notice of the change keeps the pause and its first date.
    const pausedAt = (await rowOf(stripeId)).paused_at
    const event = fake.event('customer.subscription.updated', stripeId)
    expect((await deliver(t, event.payload)).statusCode).toBe(200)
    expect(await rowOf(stripeId)).toMatchObject({ status: 'paused', paused_at: pausedAt })
    // Asking again sends nothing more.
    expect((await post(token, subscriptionPausePath(uid), { months: 1 })).statusCode).toBe(200)
    expect(updatesSent(stripeId)).toHaveLength(1)
  })

  it('resumes when Stripe ends the pause at its date (its webhook)', async () => {
    const { token, stripeId, uid } = await subscriber()
    await post(token, subscriptionPausePath(uid), { months: 1 })
    fake.endPause(stripeId)
    const event = fake.event('customer.subscription.updated', stripeId)
    expect((await deliver(t, event.payload)).statusCode).toBe(200)
    expect(await rowOf(stripeId)).toMatchObject({
      status: 'active',
      paused_at: null,
      pause_resumes_at: null,
    })
    expect(await hasAccess(token)).toBe(true)
  })

  it('ends the pause early by emptying pause_collection', async () => {
    const { token, stripeId, uid } = await subscriber()
    await post(token, subscriptionPausePath(uid), { months: 2 })
    const answer = await post(token, subscriptionEndPausePath(uid))
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ status: 'active', pause_resumes_at: null })
    expect(updatesSent(stripeId)[1]).toEqual({ pause_collection: '' })
    expect(fake.get(stripeId).pause_collection).toBeNull()
    expect(await hasAccess(token)).toBe(true)
  })
})
