import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import { confirm, deliver, sessionIdOf, stripeEnv } from './stripe-test-support.ts'
import { checkout, createItemForSale, createPlan, type ItemForSale } from '../test-shop.ts'

/** A duplicate paid on Stripe anyway (two tabs) is refunded through Stripe and grants nothing. */
describe.each(DIALECTS)('duplicate payments through Stripe on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let site: string
  let plan: string
  let film: ItemForSale

  const db = () => t.database.db

  /** A new signed-in buyer: their uid and token. */
  async function buyer() {
    const { uid } = await createUser(db(), site)
    return { uid, token: await createSession(db(), site, uid) }
  }

  /** Two checkouts of the same thing, opened before either is paid, both paid on Stripe. */
  async function paidTwice(token: string, body: object): Promise<string[]> {
    const tabs: string[] = []
    for (let i = 0; i < 2; i++) {
      const answer = await checkout(t, token, body)
      expect(answer.statusCode, answer.body).toBe(200)
      tabs.push(sessionIdOf(answer.json().checkout_session_url))
    }
    for (const id of tabs) fake.pay(id)
    return tabs
  }

  const send = (type: string, objectId: string) => deliver(t, fake.event(type, objectId).payload)

  const statusOf = async (sessionId: string) =>
    (
      await db()
        .selectFrom('orders')
        .select('status')
        .where('provider_session_id', '=', sessionId)
        .executeTakeFirstOrThrow()
    ).status

  const refundsOf = (paymentIntent: unknown) =>
    fake
      .received('POST', '/v1/refunds')
      .filter((request) => request.params.payment_intent === paymentIntent)

  /** The payment intent that paid the first invoice of a subscription checkout. */
  function invoiceIntent(sessionId: string): string {
    const invoice = fake.get(fake.get(sessionId).invoice as string)
    const payments = invoice.payments as { data: { payment: { payment_intent: string } }[] }
    return payments.data[0]!.payment.payment_intent
  }

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    site = await createWebsite(db(), { name: 'Main', hosts: ['localhost'] })
    plan = await createPlan(db(), site, 'Mensuel', 1290, 'month')
    film = await createItemForSale(db(), site, 'Film', [{ amount: 2500, period: 0 }])
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('refunds on Stripe an item paid in two tabs, and grants it once', async () => {
    const { token } = await buyer()
    const tabs = await paidTwice(token, { type: 'prices', prices: film.priceUids })
    const events = tabs.map((id) => fake.event('checkout.session.completed', id))
    const answers = await Promise.all(events.map((event) => deliver(t, event.payload)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    const statuses = await Promise.all(tabs.map(statusOf))
    expect([...statuses].sort()).toEqual(['paid', 'refunded'])
    const refunded = tabs[statuses.indexOf('refunded')]!
    const paid = tabs[statuses.indexOf('paid')]!

    const [refund, ...more] = refundsOf(fake.get(refunded).payment_intent)
    expect(more).toHaveLength(0)
    expect(refund?.params).toMatchObject({ reason: 'duplicate' })
    expect(refund?.idempotencyKey).toMatch(/^vitrine-refund-/)
    expect(fake.chargeOf(refunded).refunded).toBe(true)
    expect(fake.chargeOf(paid).refunded).toBe(false)

    // Stripe then tells of the refund, and delivers the payment again: nothing more happens.
    expect((await send('charge.refunded', fake.chargeOf(refunded).id)).statusCode).toBe(200)
    expect((await deliver(t, events[statuses.indexOf('refunded')]!.payload)).statusCode).toBe(200)
    expect((await confirm(t, refunded)).json()).toEqual({ status: 'refunded' })
    expect((await confirm(t, paid)).json()).toEqual({ status: 'paid' })
    expect(refundsOf(fake.get(refunded).payment_intent)).toHaveLength(1)
    const list = await t.app.inject({ url: `${API_BASE}/purchases/`, headers: signedIn(token) })
    expect(list.json()).toEqual([expect.objectContaining({ uid: film.itemUid })])
  })

  it('opens one Stripe session for a checkout sent again after its process died', async () => {
    const { uid, token } = await buyer()
    const body = { type: 'prices', prices: film.priceUids }
    const keyed = () =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE}/billing/checkout/`,
        headers: { host: 'localhost', ...signedIn(token), 'idempotency-key': 'died' },
        payload: body,
      })
    const first = sessionIdOf((await keyed()).json().checkout_session_url)
    // As if the process died once Stripe had made the session, before it was stored.
    await db()
      .updateTable('orders')
      .set({ provider_session_id: null })
      .where('user_uid', '=', uid)
      .execute()
    await db()
      .updateTable('checkout_keys')
      .set({ checkout_url: null })
      .where('user_uid', '=', uid)
      .execute()

    const again = await keyed()
    expect(again.statusCode, again.body).toBe(200)
    // Stripe answers the order's idempotency key with the session it made: one to pay.
    expect(sessionIdOf(again.json().checkout_session_url)).toBe(first)
    const orders = await db()
      .selectFrom('orders')
      .select('provider_session_id')
      .where('user_uid', '=', uid)
      .execute()
    expect(orders).toEqual([{ provider_session_id: first }])
  })

  it('cancels and refunds on Stripe a second subscription to the plan', async () => {
    const { uid, token } = await buyer()
    const tabs = await paidTwice(token, { type: 'subscription', subscription: plan })
    const stripeSubscriptions = tabs.map((id) => fake.get(id).subscription as string)
    // Stripe often tells of the subscriptions before the checkouts that made them.
    for (const id of stripeSubscriptions) {
      expect((await send('customer.subscription.created', id)).statusCode).toBe(200)
    }
    const answers = await Promise.all(tabs.map((id) => send('checkout.session.completed', id)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    const statuses = await Promise.all(tabs.map(statusOf))
    expect([...statuses].sort()).toEqual(['paid', 'refunded'])
    const kept = statuses.indexOf('paid')
    const dropped = statuses.indexOf('refunded')

    const droppedSubscription = stripeSubscriptions[dropped]!
    expect(fake.get(droppedSubscription).status).toBe('canceled')
    expect(fake.get(stripeSubscriptions[kept]!).status).toBe('active')
    expect(fake.received('DELETE', `/v1/subscriptions/${droppedSubscription}`)).toHaveLength(1)
    expect(refundsOf(invoiceIntent(tabs[dropped]!))).toHaveLength(1)
    expect(refundsOf(invoiceIntent(tabs[kept]!))).toHaveLength(0)

    expect((await send('customer.subscription.deleted', droppedSubscription)).statusCode).toBe(200)
    const rows = await db()
      .selectFrom('subscriptions')
      .select(['provider_subscription_id', 'status'])
      .where('user_uid', '=', uid)
      .orderBy('status')
      .execute()
    expect(rows).toEqual([
      { provider_subscription_id: stripeSubscriptions[kept], status: 'active' },
      { provider_subscription_id: droppedSubscription, status: 'canceled' },
    ])
  })

  it('keeps a duplicate open while Stripe fails the refund, and refunds it on redelivery', async () => {
    const { token } = await buyer()
    const [first, second] = await paidTwice(token, { type: 'prices', prices: film.priceUids })
    expect((await send('checkout.session.completed', first!)).statusCode).toBe(200)
    const event = fake.event('checkout.session.completed', second!)
    fake.failNext('/v1/refunds', 3)
    expect((await deliver(t, event.payload)).statusCode).toBe(500)
    expect(await statusOf(second!)).toBe('open')
    expect(fake.chargeOf(second!).refunded).toBe(false)

    expect((await deliver(t, event.payload)).statusCode).toBe(200)
    expect(await statusOf(second!)).toBe('refunded')
    expect(fake.chargeOf(second!).refunded).toBe(true)
    const attempts = refundsOf(fake.get(second!).payment_intent)
    expect(new Set(attempts.map((attempt) => attempt.idempotencyKey)).size).toBe(1)
    const list = await t.app.inject({ url: `${API_BASE}/purchases/`, headers: signedIn(token) })
    expect(list.json()).toHaveLength(1)
  })
})
