import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import { subscriptionWinbackPath } from '../../../../contract/values/subscriptions.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import { createWebsite, signedIn } from '../../../../test/support/fixtures.ts'
import { writeWinbackSettings } from '../winback/winback-repo.ts'
import { deliver, stripeEnv, stripeSubscriber } from './stripe-test-support.ts'
import { createPlan } from '../test-shop.ts'

/** A subscriber Stripe bills takes the win-back offer: a coupon repeating for its months. */
describe.each(DIALECTS)('the win-back offer on a Stripe subscription on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let site: string
  let plan: string

  const db = () => t.database.db

  const subscriber = () => stripeSubscriber(t, fake, site, plan)

  const accept = (token: string, uid: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}${subscriptionWinbackPath(uid)}`,
      headers: signedIn(token),
    })

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    site = await createWebsite(db(), { hosts: ['localhost'] })
    plan = await createPlan(db(), site, 'Mensuel', 1290, 'month')
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('applies a coupon of 30 % repeating 3 months to the subscription, once', async () => {
    await writeWinbackSettings(db(), site, {
      enabled: true,
      kind: 'percent',
      percentOff: 30,
      amountOff: null,
      months: 3,
    })
    const { token, stripeId, uid } = await subscriber()
    const answer = await accept(token, uid)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ status: 'active', canceled: false, winback_offer: null })
    const discounts = fake.get(stripeId).discounts as { coupon: Record<string, unknown> }[]
    expect(discounts).toHaveLength(1)
    expect(discounts[0]!.coupon).toMatchObject({
      percent_off: 30,
      amount_off: null,
      duration: 'repeating',
      duration_in_months: '3',
      max_redemptions: '1',
    })
    expect((await accept(token, uid)).statusCode).toBe(409)
    expect(fake.received('POST', '/v1/coupons')).toHaveLength(1)
  })

  it('applies an amount off in the site’s currency', async () => {
    await writeWinbackSettings(db(), site, {
      enabled: true,
      kind: 'amount',
      percentOff: null,
      amountOff: 500,
      months: 2,
    })
    const { token, stripeId, uid } = await subscriber()
    expect((await accept(token, uid)).statusCode).toBe(200)
    const [discount] = fake.get(stripeId).discounts as { coupon: Record<string, unknown> }[]
    expect(discount!.coupon).toMatchObject({
      amount_off: 500,
      percent_off: null,
      currency: 'eur',
      duration: 'repeating',
      duration_in_months: '2',
    })

    // Each renewal Stripe charges spends one of the offer's months, a delivery twice only once.
    const monthsLeft = async () =>
      (
        await db()
          .selectFrom('subscriptions')
          .select('winback_months_left')
          .where('uid', '=', uid)
          .executeTakeFirstOrThrow()
      ).winback_months_left
    expect(await monthsLeft()).toBe(2)
    const renew = async () => {
      const invoice = fake.createInvoice(stripeId, 'subscription_cycle', 490)
      fake.payInvoice(invoice.id)
      const event = fake.event('invoice.paid', invoice.id)
      expect((await deliver(t, event.payload)).statusCode).toBe(200)
      expect((await deliver(t, event.payload)).statusCode).toBe(200)
    }
    await renew()
    expect(await monthsLeft()).toBe(1)
    await renew()
    await renew()
    expect(await monthsLeft()).toBe(0)
  })
})
