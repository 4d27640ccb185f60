import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../../../../contract/values/money.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { sentMails } from '../../../../test/support/sent-mails.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { findOrder } from '../repo.ts'
import { setPromotionCodesAllowed, setTrialDays } from './stripe-repo.ts'
import { confirm, deliver, mailCount, sessionIdOf, stripeEnv } from './stripe-test-support.ts'
import { checkout, createItemForSale, createPlan, type ItemForSale } from '../test-shop.ts'

const HOST = 'stripe-coupons.test'
const DAY_MS = 86_400_000

describe.each(DIALECTS)('coupons on Stripe Checkout on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let site = ''
  let owner = ''
  let film: ItemForSale
  let plan = ''
  let trialPlan = ''

  const db = () => t.database.db
  const newBuyer = async () => createSession(db(), site, (await createUser(db(), site)).uid)

  async function coupon(payload: Record<string, unknown>): Promise<void> {
    const made = await adminCall(t, 'POST', '/coupons/', { token: owner, host: HOST, payload })
    expect(made.statusCode, made.body).toBe(201)
  }

  /** Checks out and answers the order, the session Stripe was asked for and what it made. */
  async function stripeCheckout(body: object) {
    const answer = await checkout(t, await newBuyer(), body, HOST)
    expect(answer.statusCode, answer.body).toBe(200)
    const id = sessionIdOf(answer.json().checkout_session_url)
    const order = await db()
      .selectFrom('orders')
      .selectAll()
      .where('provider_session_id', '=', id)
      .executeTakeFirstOrThrow()
    const params = fake.received('POST', '/v1/checkout/sessions').at(-1)!.params
    return { id, order, params, session: fake.get(id) }
  }
  const subscribe = (planUid: string, code: string) =>
    stripeCheckout({ type: 'subscription', subscription: planUid, coupon: code })

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    site = await createWebsite(db(), { hosts: [HOST] })
    // Promotion codes on: a discounted session must still leave them out.
    await setPromotionCodesAllowed(db(), site, true)
    owner = await createSession(
      db(),
      site,
      (await createUser(db(), site, { staffRole: 'owner' })).uid,
    )
    film = await createItemForSale(db(), site, 'Film', [{ amount: 1299, period: 48 }])
    plan = await createPlan(db(), site, 'Mensuel', 990)
    trialPlan = await createPlan(db(), site, 'Découverte', 990)
    await setTrialDays(db(), site, trialPlan, 14)
    await coupon({ code: 'VINGT', kind: 'percent', percent_off: 20 })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it("gives the session a Stripe coupon of the order's discount; Stripe charges the total", async () => {
    const { id, order, params, session } = await stripeCheckout({
      type: 'prices',
      prices: film.priceUids,
      tip: 300,
      coupon: 'vingt',
    })
    expect(order).toMatchObject({ discount: 260, tip: 300, total: 1299 - 260 + 300 })

    const made = fake.received('POST', '/v1/coupons')
    const forOrder = made.filter((r) => r.idempotencyKey === `vitrine-coupon-${order.uid}`)
    expect(forOrder).toHaveLength(1)
    expect(forOrder[0]!.params).toMatchObject({
      amount_off: '260',
      currency: 'eur',
      duration: 'once',
      name: 'VINGT',
    })
    const couponId = (params.discounts as { coupon: string }[])[0]!.coupon
    expect(fake.get(couponId)).toMatchObject({ object: 'coupon', amount_off: 260 })
    expect(params).not.toHaveProperty('allow_promotion_codes')
    expect(session.amount_total).toBe(order.total)

    fake.pay(id)
    const confirmed = await confirm(t, id, HOST)
    expect(confirmed.json()).toEqual({ status: 'paid' })
  })

  it('lowers the first invoice of a subscription by the discount', async () => {
    await coupon({ code: 'ABO', kind: 'amount', amount_off: 400, applies_to: 'plans' })
    const { order, params, session } = await subscribe(plan, 'ABO')
    expect(order).toMatchObject({ discount: 400, total: 590 })
    expect(params.discounts).toHaveLength(1)
    expect(params).not.toHaveProperty('allow_promotion_codes')
    expect(session.amount_total).toBe(590)
  })

  it('keeps the discount of a plan with a free trial for the first payment after it', async () => {
    await coupon({ code: 'ESSAI', kind: 'percent', percent_off: 50, applies_to: 'plans' })
    const { id, order, params } = await subscribe(trialPlan, 'essai')
    expect(order).toMatchObject({ discount: 495, total: 495 })
    expect(params.subscription_data).toMatchObject({ trial_period_days: '14' })
    const couponId = (params.discounts as { coupon: string }[])[0]!.coupon
    // Stripe skips a coupon on an invoice of zero, the trial's: `once` lowers the next one.
    expect(fake.get(couponId)).toMatchObject({ amount_off: 495, currency: 'eur', duration: 'once' })

    const mails = await mailCount(t)
    fake.pay(id)
    const completed = await deliver(t, fake.event('checkout.session.completed', id).payload)
    expect(completed.statusCode, completed.body).toBe(200)
    // Nothing is paid today: the order says so, and what the first payment will be.
    const half = formatMoney(495, 'eur', 'fr')
    expect(await findOrder(db(), site, order.uid)).toMatchObject({
      status: 'paid',
      discount: 0,
      total: 0,
      lines: [expect.objectContaining({ amount: 0 })],
    })
    const subscription = await db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('order_uid', '=', order.uid)
      .executeTakeFirstOrThrow()
    expect(subscription).toMatchObject({ status: 'trialing', plan_uid: trialPlan })
    const trialDays = (Date.parse(subscription.current_period_end) - Date.now()) / DAY_MS
    expect(Math.round(trialDays)).toBe(14)
    const receipt = (await sentMails(t, { atLeast: mails + 1 })).at(-1)
    expect(receipt).toContain(`essai gratuit, puis ${half}`)
    expect(receipt).toMatch(new RegExp(`Total +${formatMoney(0, 'eur', 'fr')}\n`))
    expect(receipt).toContain('Votre essai gratuit se termine le')

    // The first payment after the trial is an order of its own, of the discounted amount.
    const { invoiceId } = fake.endTrial(id)
    await deliver(t, fake.event('invoice.paid', invoiceId).payload)
    const first = await db()
      .selectFrom('orders')
      .select(['total', 'status'])
      .where('provider_session_id', '=', invoiceId)
      .executeTakeFirstOrThrow()
    expect(first).toEqual({ total: 495, status: 'paid' })
  })

  it('refunds on Stripe a payment past the limit of a coupon, and grants it once', async () => {
    await coupon({ code: 'UNEFOIS', kind: 'percent', percent_off: 10, max_redemptions: 1 })
    const series = await createItemForSale(db(), site, 'Série', [{ amount: 800, period: 0 }])
    const buyer = await newBuyer()
    // Two checkouts opened with it before either is paid, then both paid.
    const sessions: string[] = []
    for (const item of [film, series]) {
      const body = { type: 'prices', prices: item.priceUids, coupon: 'unefois' }
      const answer = await checkout(t, buyer, body, HOST)
      expect(answer.statusCode, answer.body).toBe(200)
      sessions.push(sessionIdOf(answer.json().checkout_session_url))
    }
    for (const id of sessions) fake.pay(id)
    const events = sessions.map((id) => fake.event('checkout.session.completed', id).payload)
    const answers = await Promise.all(events.map((payload) => deliver(t, payload)))
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])

    const statuses = await Promise.all(
      sessions.map(async (id) => (await confirm(t, id, HOST)).json()),
    )
    expect(statuses.map((answer) => answer.status).sort()).toEqual(['paid', 'refunded'])
    const refunded = sessions[statuses.findIndex((answer) => answer.status === 'refunded')]!
    const paid = sessions[statuses.findIndex((answer) => answer.status === 'paid')]!
    const refundsOf = (id: string) =>
      fake
        .received('POST', '/v1/refunds')
        .filter((request) => request.params.payment_intent === fake.get(id).payment_intent)
    expect(refundsOf(refunded)).toHaveLength(1)
    expect(refundsOf(paid)).toHaveLength(0)
    expect(fake.chargeOf(refunded).refunded).toBe(true)

    const granted = await db()
      .selectFrom('purchases')
      .innerJoin('orders', 'orders.uid', 'purchases.order_uid')
      .select('orders.provider_session_id')
      .where('purchases.website_uid', '=', site)
      .where('orders.coupon_uid', 'is not', null)
      .where('orders.provider_session_id', 'in', sessions)
      .execute()
    expect(granted).toEqual([{ provider_session_id: paid }])
    const listed = await adminCall(t, 'GET', '/coupons/?q=unefois', { token: owner, host: HOST })
    expect(listed.json()[0]).toMatchObject({ code: 'UNEFOIS', redemptions: 1 })
  })

  it('sends neither a coupon nor discounts without one', async () => {
    const before = fake.received('POST', '/v1/coupons').length
    const { params } = await stripeCheckout({ type: 'prices', prices: film.priceUids })
    expect(fake.received('POST', '/v1/coupons')).toHaveLength(before)
    expect(params).not.toHaveProperty('discounts')
    expect(params.allow_promotion_codes).toBe('true')
  })
})
