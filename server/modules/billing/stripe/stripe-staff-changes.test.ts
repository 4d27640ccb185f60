import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminCustomerSubscription,
  AdminSubscriptionSwitched,
  AdminSubscriptionSwitchPreview,
} from '../../../../contract/schemas/admin-subscriptions.ts'
import { customerSubscriptionPath } from '../../../../contract/values/admin-subscriptions.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { createPlan } from '../test-shop.ts'
import { deliver, stripeEnv, stripeSubscriber } from './stripe-test-support.ts'

const DAY = 86_400

/** Staff switch and comp a subscription Stripe bills, through the local fake Stripe. */
describe.each(DIALECTS)('staff changes to a Stripe subscription on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let site: string
  let owner: string
  const plans = { monthly: '', premium: '' }

  const db = () => t.database.db

  const subscriber = () => stripeSubscriber(t, fake, site, plans.monthly)

  const path = (
    s: { userUid: string; uid: string },
    action: 'comp' | 'switch' | 'switch-preview',
  ) => customerSubscriptionPath(s.userUid, s.uid, action)
  const updatesSent = (stripeId: string) =>
    fake.received('POST', `/v1/subscriptions/${stripeId}`).map((request) => request.params)

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    site = await createWebsite(db(), {
      hosts: ['localhost'],
      settings: { monetization_enabled: true },
    })
    const staff = await createUser(db(), site, { staffRole: 'owner' })
    owner = await createSession(db(), site, staff.uid)
    plans.monthly = await createPlan(db(), site, 'Mensuel', 1290, 'month')
    plans.premium = await createPlan(db(), site, 'Premium', 2490, 'month')
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('switches the price with create_prorations: Stripe prorates what the preview said', async () => {
    const sub = await subscriber()
    // Ten days into a thirty-day period.
    const item = (
      fake.get(sub.stripeId).items as {
        data: { current_period_start: number; current_period_end: number }[]
      }
    ).data[0]!
    item.current_period_start -= 10 * DAY
    item.current_period_end -= 10 * DAY
    const shown = await adminCall(
      t,
      'GET',
      `${path(sub, 'switch-preview')}?plan_uid=${plans.premium}`,
      {
        token: owner,
        host: 'localhost',
      },
    )
    expect(shown.statusCode, shown.body).toBe(200)
    const figures = shown.json<AdminSubscriptionSwitchPreview>()
    expect(figures.credit).toBeGreaterThan(800)
    expect(figures.credit).toBeLessThan(900)
    const answer = await adminCall(t, 'POST', path(sub, 'switch'), {
      token: owner,
      host: 'localhost',
      payload: { plan_uid: plans.premium, proration_date: figures.proration_date },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const [sent] = updatesSent(sub.stripeId)
    expect(sent).toMatchObject({
      items: [{ id: expect.any(String), price: expect.any(String) }],
      proration_behavior: 'create_prorations',
      proration_date: String(new Date(figures.proration_date).getTime() / 1000),
      metadata: { plan_uid: plans.premium },
    })
    expect(fake.pendingInvoiceItems(sub.stripeId)).toEqual([
      { amount: -figures.credit, proration: true },
      { amount: figures.charge, proration: true },
    ])
    expect(answer.json<AdminSubscriptionSwitched>().subscription.plan_uid).toBe(plans.premium)
    // Stripe's own notice of the change keeps the new plan.
    const event = fake.event('customer.subscription.updated', sub.stripeId)
    expect((await deliver(t, event.payload)).statusCode).toBe(200)
    const row = await db()
      .selectFrom('subscriptions')
      .select('plan_uid')
      .where('uid', '=', sub.uid)
      .executeTakeFirstOrThrow()
    expect(row.plan_uid).toBe(plans.premium)
  })

  it('gives free months as a trial to the new date, without proration', async () => {
    const sub = await subscriber()
    const answer = await adminCall(t, 'POST', path(sub, 'comp'), {
      token: owner,
      host: 'localhost',
      payload: { months: 2 },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const changed = answer.json<AdminCustomerSubscription>()
    const [sent] = updatesSent(sub.stripeId)
    expect(sent).toEqual({ trial_end: expect.stringMatching(/^\d+$/), proration_behavior: 'none' })
    expect(changed.current_period_end).toBe(new Date(Number(sent?.trial_end) * 1000).toISOString())
    expect(changed.status).toBe('trialing')
    expect(fake.pendingInvoiceItems(sub.stripeId)).toEqual([])
  })
})
