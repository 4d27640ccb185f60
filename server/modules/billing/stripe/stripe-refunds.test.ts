import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../../../contract/schemas/admin-orders.ts'
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
import { adminCall } from '../../../../test/support/staff-api.ts'
import { addMediaItem } from '../../catalogue/test-fixtures.ts'
import { checkout, createPlan } from '../test-shop.ts'
import { setTrialDays } from './stripe-repo.ts'
import { deliver, mailCount, sessionIdOf, stripeEnv } from './stripe-test-support.ts'

/**
 * A plan with a free trial: its checkout's order costs nothing, and the first payment after the
 * trial is a renewal's order, which the staff refund on Stripe; during the trial nothing was
 * paid to give back.
 */
describe.each(DIALECTS)('staff refunds of a Stripe free trial on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let site = ''
  let owner = ''
  let trialPlan = ''

  const db = () => t.database.db
  const refund = (uid: string, payload: object = {}) =>
    adminCall(t, 'POST', `/orders/${uid}/refunds/`, { token: owner, host: 'localhost', payload })
  const order = async (uid: string) =>
    (
      await adminCall(t, 'GET', `/orders/${uid}/`, { token: owner, host: 'localhost' })
    ).json<AdminOrderDetail>()
  const refundsOf = (paymentIntent: string) =>
    fake
      .received('POST', '/v1/refunds')
      .filter((request) => request.params.payment_intent === paymentIntent)
  const hasAccess = async (token: string) => {
    const answer = await t.app.inject({
      url: `${API_BASE}/items/included/`,
      headers: signedIn(token),
    })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<{ has_access: boolean }>().has_access
  }

  /** A new buyer who started the free trial on Stripe, the webhook delivered. */
  async function trialStarted() {
    const token = await createSession(db(), site, (await createUser(db(), site)).uid)
    const answer = await checkout(t, token, { type: 'subscription', subscription: trialPlan })
    expect(answer.statusCode, answer.body).toBe(200)
    const sessionId = sessionIdOf(answer.json().checkout_session_url)
    fake.pay(sessionId)
    const completed = await deliver(t, fake.event('checkout.session.completed', sessionId).payload)
    expect(completed.statusCode, completed.body).toBe(200)
    const { uid } = await db()
      .selectFrom('orders')
      .select('uid')
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow()
    expect(await order(uid)).toMatchObject({
      status: 'paid',
      total: 0,
      lines: [
        expect.objectContaining({
          label: expect.stringMatching(/essai gratuit, puis 9,90/),
          amount: 0,
        }),
      ],
    })
    return { token, uid, sessionId, subscriptionId: String(fake.get(sessionId).subscription) }
  }

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    site = await createWebsite(db(), { name: 'Main', hosts: ['localhost'] })
    const staff = await createUser(db(), site, { staffRole: 'owner' })
    owner = await createSession(db(), site, staff.uid)
    trialPlan = await createPlan(db(), site, 'Découverte', 990, 'month')
    await setTrialDays(db(), site, trialPlan, 14)
    await addMediaItem(db(), site, 'Included', { monetizationEnabled: true, planUids: [trialPlan] })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('gives back on Stripe the payment after the trial: a part, then the rest ending access', async () => {
    const { token, sessionId, subscriptionId } = await trialStarted()
    const { invoiceId, paymentIntent } = fake.endTrial(sessionId)
    const paid = await deliver(t, fake.event('invoice.paid', invoiceId).payload)
    expect(paid.statusCode, paid.body).toBe(200)
    expect(await hasAccess(token)).toBe(true)
    // The payment that ended the trial is an order of its own, once however often Stripe tells.
    await deliver(t, fake.event('invoice.paid', invoiceId).payload)
    const renewals = await db()
      .selectFrom('orders')
      .select('uid')
      .where('provider_session_id', '=', invoiceId)
      .execute()
    expect(renewals).toHaveLength(1)
    const uid = renewals[0]!.uid
    expect(await order(uid)).toMatchObject({
      type: 'subscription',
      status: 'paid',
      total: 990,
      lines: [expect.objectContaining({ label: 'Renouvellement Découverte (mensuel)' })],
    })

    const partial = await refund(uid, { amount: 300 })
    expect(partial.statusCode, partial.body).toBe(201)
    expect(refundsOf(paymentIntent).map((request) => request.params)).toEqual([
      expect.objectContaining({ amount: '300', reason: 'requested_by_customer' }),
    ])
    expect(fake.get(subscriptionId).status).toBe('active')
    expect(await hasAccess(token)).toBe(true)

    const rest = await refund(uid)
    expect(rest.statusCode, rest.body).toBe(201)
    expect(rest.json<AdminOrderDetail>()).toMatchObject({
      status: 'refunded',
      refunded_amount: 990,
    })
    const [, last, ...more] = refundsOf(paymentIntent)
    expect(more).toEqual([])
    expect(last?.params.amount).toBeUndefined()
    expect(fake.get(subscriptionId).status).toBe('canceled')
    expect(await hasAccess(token)).toBe(false)
  })

  it("refunds a renewal's order refunded in Stripe's dashboard, in full only", async () => {
    const { sessionId } = await trialStarted()
    const { invoiceId, paymentIntent } = fake.endTrial(sessionId)
    expect((await deliver(t, fake.event('invoice.paid', invoiceId).payload)).statusCode).toBe(200)
    const { uid } = await db()
      .selectFrom('orders')
      .select('uid')
      .where('provider_session_id', '=', invoiceId)
      .executeTakeFirstOrThrow()
    const charge = fake.chargeOfIntent(paymentIntent)
    const refunded = async () =>
      (await deliver(t, fake.event('charge.refunded', charge.id).payload)).statusCode

    // A part given back in the dashboard changes nothing.
    fake.refund(charge.id, 300)
    expect(await refunded()).toBe(200)
    expect(await order(uid)).toMatchObject({ status: 'paid' })
    // The rest: the renewal's order is refunded, as the checkout's would be.
    fake.refund(charge.id)
    expect(await refunded()).toBe(200)
    expect(await order(uid)).toMatchObject({ status: 'refunded' })
    expect(await refunded()).toBe(200)
    expect(await order(uid)).toMatchObject({ status: 'refunded' })
  })

  it('refuses a refund while the trial has charged nothing, and changes nothing', async () => {
    const { token, uid, subscriptionId } = await trialStarted()
    const refundsAsked = fake.received('POST', '/v1/refunds').length
    const mails = await mailCount(t)

    const answer = await refund(uid)
    expect(answer.statusCode, answer.body).toBe(409)
    expect(answer.json()).toMatchObject({
      type: 'Conflict',
      message: 'Il ne reste rien à rembourser sur cette commande.',
    })
    expect(await order(uid)).toMatchObject({ status: 'paid', refunded_amount: 0, refunds: [] })
    expect(fake.received('POST', '/v1/refunds')).toHaveLength(refundsAsked)
    expect(fake.get(subscriptionId).status).toBe('trialing')
    expect(await hasAccess(token)).toBe(true)
    expect(await mailCount(t)).toBe(mails)
  })
})
