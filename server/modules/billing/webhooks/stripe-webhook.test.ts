import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { signWebhookPayload } from '../stripe/stripe-client.ts'
import {
  confirm,
  deliver,
  mailCount,
  sessionIdOf,
  stripeEnv,
  WEBHOOK_SECRET,
} from '../stripe/stripe-test-support.ts'
import { checkout, createItemForSale, type ItemForSale } from '../test-shop.ts'

describe.each(DIALECTS)('Stripe webhooks on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let site: string
  let film: ItemForSale

  const db = () => t.database.db
  const orderOf = (sessionId: string) =>
    db()
      .selectFrom('orders')
      .selectAll()
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow()
  const purchasesOf = async (sessionId: string) =>
    db()
      .selectFrom('purchases')
      .selectAll()
      .where('order_uid', '=', (await orderOf(sessionId)).uid)
      .execute()
  const eventsApplied = async () =>
    (await db().selectFrom('stripe_events').select('event_id').execute()).length

  /** A new buyer's checkout of the film, open on Stripe; answers its session id. */
  async function openSession(): Promise<string> {
    const token = await createSession(db(), site, (await createUser(db(), site)).uid)
    const answer = await checkout(t, token, { type: 'prices', prices: film.priceUids })
    expect(answer.statusCode, answer.body).toBe(200)
    return sessionIdOf(answer.json().checkout_session_url)
  }

  /** A checkout the buyer has paid on Stripe, and the event telling so. */
  async function paidSession() {
    const id = await openSession()
    fake.pay(id)
    return { id, event: fake.event('checkout.session.completed', id) }
  }

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    site = await createWebsite(db(), { name: 'Main', hosts: ['localhost'] })
    await createWebsite(db(), { name: 'Other', hosts: ['other.test'] })
    film = await createItemForSale(db(), site, 'Film', [{ amount: 1200, period: 48 }])
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('refuses a missing, forged or stale signature with a 400, writing nothing', async () => {
    const { id, event } = await paidSession()
    const reads = fake.received('GET').length
    const stale = Math.floor(Date.now() / 1000) - 600
    const attempts = [
      deliver(t, event.payload, null),
      deliver(t, event.payload, signWebhookPayload(event.payload, 'whsec_someone_else')),
      deliver(t, event.payload, signWebhookPayload(event.payload, WEBHOOK_SECRET, stale)),
      deliver(
        t,
        event.payload.replace('"paid"', '"PAID"'),
        signWebhookPayload(event.payload, WEBHOOK_SECRET),
      ),
      deliver(t, event.payload, 'garbage'),
    ]
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode).toBe(400)
      expect(answer.json()).toMatchObject({ type: 'ValidationError' })
      expect(answer.json().details).toHaveProperty('stripe-signature')
    }
    expect(fake.received('GET')).toHaveLength(reads)
    expect(await eventsApplied()).toBe(0)
    expect(await purchasesOf(id)).toHaveLength(0)
    expect((await orderOf(id)).status).toBe('open')
  })

  it('settles a paid checkout once when the same event comes twice', async () => {
    const mails = await mailCount(t)
    const { id, event } = await paidSession()
    const first = await deliver(t, event.payload)
    const second = await deliver(t, event.payload)
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    expect(first.json()).toEqual({ received: true })
    expect((await orderOf(id)).status).toBe('paid')
    expect(await purchasesOf(id)).toHaveLength(1)
    expect(await mailCount(t)).toBe(mails + 1)
  })

  it('settles once when ten deliveries of one event arrive together', async () => {
    const mails = await mailCount(t)
    const events = await eventsApplied()
    const { id, event } = await paidSession()
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(t, event.payload)))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200))
    expect(await purchasesOf(id)).toHaveLength(1)
    expect(await eventsApplied()).toBe(events + 1)
    expect(await mailCount(t)).toBe(mails + 1)
  })

  it('settles once when two different events for one session arrive together', async () => {
    const { id, event } = await paidSession()
    const again = fake.event('checkout.session.completed', id)
    const answers = await Promise.all([deliver(t, event.payload), deliver(t, again.payload)])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200])
    expect(await purchasesOf(id)).toHaveLength(1)
  })

  it('settles once when the success page and the webhook both confirm the session', async () => {
    const mails = await mailCount(t)
    const { id, event } = await paidSession()
    const [confirmed, delivered] = await Promise.all([confirm(t, id), deliver(t, event.payload)])
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toEqual({ status: 'paid' })
    expect(delivered.statusCode).toBe(200)
    expect(await purchasesOf(id)).toHaveLength(1)
    expect((await confirm(t, id)).json()).toEqual({ status: 'paid' })
    expect(await purchasesOf(id)).toHaveLength(1)
    expect(await mailCount(t)).toBe(mails + 1)
  })

  it('confirms a session paid before its webhook, which then changes nothing', async () => {
    const { id, event } = await paidSession()
    expect((await confirm(t, id)).json()).toEqual({ status: 'paid' })
    expect(await purchasesOf(id)).toHaveLength(1)
    expect((await deliver(t, event.payload)).statusCode).toBe(200)
    expect(await purchasesOf(id)).toHaveLength(1)
  })

  it('answers pending before payment, 404 for an unknown or foreign session', async () => {
    const id = await openSession()
    expect((await confirm(t, id)).json()).toEqual({ status: 'pending' })
    expect(await purchasesOf(id)).toHaveLength(0)
    for (const answer of [
      await confirm(t, 'cs_test_unknown'),
      await confirm(t, id, 'other.test'),
    ]) {
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toEqual({
        type: 'NotFound',
        message: expect.any(String),
        request_id: expect.any(String),
      })
    }
    expect((await confirm(t, '')).statusCode).toBe(400)
  })

  it('waits for a delayed payment method, then settles when it succeeds', async () => {
    const id = await openSession()
    fake.pay(id, 'unpaid')
    expect(
      (await deliver(t, fake.event('checkout.session.completed', id).payload)).statusCode,
    ).toBe(200)
    expect((await orderOf(id)).status).toBe('open')
    fake.settleAsyncPayment(id)
    const succeeded = fake.event('checkout.session.async_payment_succeeded', id)
    expect((await deliver(t, succeeded.payload)).statusCode).toBe(200)
    expect((await orderOf(id)).status).toBe('paid')
    expect(await purchasesOf(id)).toHaveLength(1)
  })

  it('cancels the order of an expired session', async () => {
    const id = await openSession()
    fake.expire(id)
    expect((await deliver(t, fake.event('checkout.session.expired', id).payload)).statusCode).toBe(
      200,
    )
    expect((await orderOf(id)).status).toBe('canceled')
    expect((await confirm(t, id)).json()).toEqual({ status: 'canceled' })
  })

  it('acknowledges events it does not handle, changing nothing', async () => {
    const events = await eventsApplied()
    const id = await openSession()
    const other = fake.event('customer.created', fake.get(id).customer as string)
    const answer = await deliver(t, other.payload)
    expect(answer.statusCode).toBe(200)
    expect(await eventsApplied()).toBe(events)
  })
})

describe.each(DIALECTS)('Stripe webhooks while mail is down on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, { ...stripeEnv(fake), SMTP_URL: 'smtp://127.0.0.1:1' })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('still settles and answers 200 when the receipt cannot be sent', async () => {
    const db = t.database.db
    const site = await createWebsite(db)
    const token = await createSession(db, site, (await createUser(db, site)).uid)
    const film = await createItemForSale(db, site, 'Film', [{ amount: 500, period: 0 }])
    const answer = await checkout(t, token, { type: 'prices', prices: film.priceUids })
    const id = sessionIdOf(answer.json().checkout_session_url)
    fake.pay(id)
    const delivered = await deliver(t, fake.event('checkout.session.completed', id).payload)
    expect(delivered.statusCode).toBe(200)
    const order = await db
      .selectFrom('orders')
      .select(['uid', 'status'])
      .where('provider_session_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(order.status).toBe('paid')
    const purchases = await db
      .selectFrom('purchases')
      .select('uid')
      .where('order_uid', '=', order.uid)
      .execute()
    expect(purchases).toHaveLength(1)
  })
})
