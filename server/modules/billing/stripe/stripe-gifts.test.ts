import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import { sentMails } from '../../../../test/support/sent-mails.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { createItemForSale, createPlan, type ItemForSale } from '../test-shop.ts'
import { confirm, sessionIdOf, stripeEnv } from './stripe-test-support.ts'

/** The gift code a mail holds, as its link carries it. */
const codeIn = (mail: string) => /GIFT(?:-[A-Z2-9]{4}){5}/.exec(mail)?.[0] ?? ''
const today = () => new Date().toISOString().slice(0, 10)

/**
 * Gifts paid on Stripe (the local fake): one payment, never a subscription, whatever is given;
 * the recipient's code works once the payment is confirmed; a refund goes back to the card and
 * voids the code.
 */
describe.each(DIALECTS)('gifts paid on Stripe on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let site: string
  let owner: string
  let film: ItemForSale
  let plan: string
  let recipients = 0

  const db = () => t.database.db
  const newCustomer = async () => {
    const user = await createUser(db(), site)
    return { ...user, token: await createSession(db(), site, user.uid) }
  }
  const post = (url: string, token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}${url}`,
      headers: { host: 'localhost', ...signedIn(token), 'accept-language': 'fr' },
      payload,
    })
  const newRecipient = () => `proche${(recipients += 1)}@gift.test`
  const codeMailedTo = async (email: string) => codeIn((await sentMails(t, { to: email }))[0] ?? '')

  /** Buys a gift and pays it on the fake Stripe: its Checkout Session and order. */
  async function buyGift(body: object) {
    const buyer = await newCustomer()
    const started = await post('/billing/checkout/gift/', buyer.token, {
      message: 'Bonne fête',
      deliver_on: today(),
      ...body,
    })
    expect(started.statusCode, started.body).toBe(200)
    const sessionId = sessionIdOf(started.json().checkout_session_url)
    const before = await codeMailedTo((body as { recipient_email: string }).recipient_email)
    expect(before).toBe('')
    fake.pay(sessionId)
    expect((await confirm(t, sessionId)).json()).toEqual({ status: 'paid' })
    const order = await db()
      .selectFrom('orders')
      .select(['uid', 'type', 'status', 'total'])
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow()
    return { session: fake.get(sessionId), order }
  }

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    site = await createWebsite(db(), { name: 'Ciné Club', hosts: ['localhost'] })
    const staff = await createUser(db(), site, { staffRole: 'owner' })
    owner = await createSession(db(), site, staff.uid)
    film = await createItemForSale(db(), site, 'Le Voyage', [{ amount: 1500, period: 0 }])
    plan = await createPlan(db(), site, 'Mensuel', 800, 'month')
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('charges an item once on Stripe, then mails the code that gives it', async () => {
    const recipient = newRecipient()
    const { session, order } = await buyGift({
      price: film.priceUids[0],
      recipient_email: recipient,
    })
    expect(session).toMatchObject({ mode: 'payment', amount_total: 1500 })
    expect(order).toMatchObject({ type: 'gift', status: 'paid', total: 1500 })
    const friend = await newCustomer()
    const redeemed = await post('/gifts/redeem/', friend.token, {
      code: await codeMailedTo(recipient),
    })
    expect(redeemed.statusCode, redeemed.body).toBe(200)
    expect(redeemed.json()).toMatchObject({ label: expect.stringContaining('Le Voyage') })
  })

  it('charges months of a plan as one payment, never a Stripe subscription', async () => {
    const recipient = newRecipient()
    const { session, order } = await buyGift({ plan, months: 3, recipient_email: recipient })
    expect(session).toMatchObject({ mode: 'payment', amount_total: 2400 })
    expect(session.subscription ?? null).toBeNull()
    expect(order.total).toBe(2400)
    expect(fake.received('POST', '/v1/subscriptions')).toEqual([])
    const friend = await newCustomer()
    const redeemed = await post('/gifts/redeem/', friend.token, {
      code: await codeMailedTo(recipient),
    })
    expect(redeemed.statusCode, redeemed.body).toBe(200)
    expect(redeemed.json().plan_uid).toBe(plan)
  })

  it('refunds an unredeemed gift to the card, and its code stops working', async () => {
    const recipient = newRecipient()
    const { session, order } = await buyGift({
      price: film.priceUids[0],
      recipient_email: recipient,
    })
    const refunded = await adminCall(t, 'POST', `/orders/${order.uid}/refunds/`, {
      token: owner,
      host: 'localhost',
      payload: {},
    })
    expect(refunded.statusCode, refunded.body).toBe(201)
    const refunds = fake
      .received('POST', '/v1/refunds')
      .filter((request) => request.params.payment_intent === session.payment_intent)
    expect(refunds).toHaveLength(1)
    const late = await post('/gifts/redeem/', (await newCustomer()).token, {
      code: await codeMailedTo(recipient),
    })
    expect(late.statusCode).toBe(400)
    expect(late.json().details).toEqual({
      code: ['Ce cadeau a été remboursé : son code ne fonctionne plus.'],
    })
  })
})
