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
import { setPromotionCodesAllowed, setTrialDays } from './stripe-repo.ts'
import { sessionIdOf, stripeEnv } from './stripe-test-support.ts'
import { checkout, createItemForSale, createPlan, type ItemForSale } from '../test-shop.ts'

describe.each(DIALECTS)('Stripe checkout sessions on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let site: string
  let promoSite: string
  let userUid: string
  let token: string
  let promoToken: string
  let film: ItemForSale
  let series: ItemForSale
  let promoFilm: ItemForSale
  let trialPlan: string
  let plainPlan: string

  const db = () => t.database.db
  const orderOf = (sessionId: string) =>
    db()
      .selectFrom('orders')
      .selectAll()
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow()
  const customerOf = (website: string, user: string) =>
    db()
      .selectFrom('stripe_customers')
      .select('customer_id')
      .where('website_uid', '=', website)
      .where('user_uid', '=', user)
      .executeTakeFirstOrThrow()
      .then((row) => row.customer_id)

  /** Checks out and answers the session Stripe was asked for: its id and parameters. */
  async function stripeSession(body: object, tokenUsed = token, host = 'localhost') {
    const answer = await checkout(t, tokenUsed, body, host)
    expect(answer.statusCode, answer.body).toBe(200)
    const url: string = answer.json().checkout_session_url
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    const id = sessionIdOf(url)
    const created = fake.received('POST', '/v1/checkout/sessions').at(-1)!
    return { id, params: created.params, key: created.idempotencyKey, order: await orderOf(id) }
  }

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    site = await createWebsite(db(), { name: 'Main', hosts: ['localhost'] })
    promoSite = await createWebsite(db(), { name: 'Promo', hosts: ['promo.test'] })
    await setPromotionCodesAllowed(db(), promoSite, true)
    userUid = (await createUser(db(), site, { email: 'buyer@test.example' })).uid
    token = await createSession(db(), site, userUid)
    promoToken = await createSession(db(), promoSite, (await createUser(db(), promoSite)).uid)
    film = await createItemForSale(db(), site, 'Film', [{ amount: 1200, period: 48 }])
    series = await createItemForSale(db(), site, 'Série', [{ amount: 800, period: 0 }])
    promoFilm = await createItemForSale(db(), promoSite, 'Promo', [{ amount: 500, period: 0 }])
    trialPlan = await createPlan(db(), site, 'Mensuel', 990, 'month')
    await setTrialDays(db(), site, trialPlan, 14)
    plainPlan = await createPlan(db(), site, 'Annuel', 9900, 'year')
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('asks for a payment with one line per chosen price and the tip as its own line', async () => {
    const { id, params, order } = await stripeSession({
      type: 'prices',
      prices: [film.priceUids[0], series.priceUids[0]],
      tip: 300,
    })
    const metadata = {
      website_uid: site,
      user_uid: userUid,
      order_uid: order.uid,
      order_type: 'prices',
    }
    expect(params).toEqual({
      mode: 'payment',
      customer: await customerOf(site, userUid),
      client_reference_id: order.uid,
      locale: 'auto',
      metadata,
      payment_intent_data: { metadata },
      success_url: 'http://localhost/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '1200',
            product_data: {
              name: 'Film — Accès pendant 48 heures',
              metadata: { item_uid: film.itemUid, price_uid: film.priceUids[0] },
            },
          },
        },
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '800',
            product_data: {
              name: 'Série — Accès illimité',
              metadata: { item_uid: series.itemUid, price_uid: series.priceUids[0] },
            },
          },
        },
        {
          quantity: '1',
          price_data: { currency: 'eur', unit_amount: '300', product_data: { name: 'Pourboire' } },
        },
      ],
    })
    expect(order).toMatchObject({ provider: 'stripe', status: 'open', total: 2300 })
    expect(fake.get(id).amount_total).toBe(2300)
  })

  it('subscribes at the plan’s Stripe price with its free trial, made once', async () => {
    const { params, order } = await stripeSession({ type: 'subscription', subscription: trialPlan })
    const [product] = fake.received('POST', '/v1/products')
    const [price] = fake.received('POST', '/v1/prices')
    expect(product?.params).toEqual({
      name: 'Mensuel',
      metadata: { website_uid: site, plan_uid: trialPlan },
    })
    expect(price?.params).toMatchObject({
      unit_amount: '990',
      currency: 'eur',
      recurring: { interval: 'month' },
      metadata: { website_uid: site, plan_uid: trialPlan },
    })
    const metadata = {
      website_uid: site,
      user_uid: userUid,
      order_uid: order.uid,
      order_type: 'subscription',
    }
    const priceId = (
      await db().selectFrom('stripe_prices').select('price_id').executeTakeFirstOrThrow()
    ).price_id
    expect(params).toEqual({
      mode: 'subscription',
      customer: await customerOf(site, userUid),
      client_reference_id: order.uid,
      locale: 'auto',
      metadata,
      line_items: [{ price: priceId, quantity: '1' }],
      subscription_data: {
        metadata: { ...metadata, plan_uid: trialPlan },
        trial_period_days: '14',
      },
      success_url: 'http://localhost/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/',
    })

    const other = await createSession(db(), site, (await createUser(db(), site)).uid)
    const again = await stripeSession({ type: 'subscription', subscription: trialPlan }, other)
    expect(again.params.line_items).toEqual([{ price: priceId, quantity: '1' }])
    expect(fake.received('POST', '/v1/prices')).toHaveLength(1)
    expect(fake.received('POST', '/v1/products')).toHaveLength(1)
  })

  it('starts a plan without a trial straight away', async () => {
    const { params } = await stripeSession({ type: 'subscription', subscription: plainPlan })
    expect(params.subscription_data).toEqual({
      metadata: expect.objectContaining({ plan_uid: plainPlan }),
    })
    expect(fake.received('POST', '/v1/prices').at(-1)?.params).toMatchObject({
      unit_amount: '9900',
      recurring: { interval: 'year' },
    })
  })

  it('asks for a donation of the amount given, which never unlocks anything', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/billing/checkout/donate/`,
      headers: signedIn(token),
      payload: { amount: 1500, message: 'Bravo' },
    })
    expect(answer.statusCode).toBe(200)
    const id = sessionIdOf(answer.json().checkout_session_url)
    const order = await orderOf(id)
    const metadata = {
      website_uid: site,
      user_uid: userUid,
      order_uid: order.uid,
      order_type: 'donation',
    }
    expect(fake.received('POST', '/v1/checkout/sessions').at(-1)?.params).toEqual({
      mode: 'payment',
      submit_type: 'donate',
      customer: await customerOf(site, userUid),
      client_reference_id: order.uid,
      locale: 'auto',
      metadata,
      payment_intent_data: { metadata },
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'eur',
            unit_amount: '1500',
            product_data: { name: 'Don à Main' },
          },
        },
      ],
      success_url: 'http://localhost/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/',
    })
  })

  it('lets buyers enter promotion codes only where the website allows them', async () => {
    const promo = await stripeSession(
      { type: 'prices', prices: promoFilm.priceUids },
      promoToken,
      'promo.test',
    )
    expect(promo.params.allow_promotion_codes).toBe('true')
    const plain = await stripeSession({ type: 'prices', prices: series.priceUids })
    expect(plain.params).not.toHaveProperty('allow_promotion_codes')
  })

  it('keeps one Stripe customer per user and website', async () => {
    const before = fake.received('POST', '/v1/customers').length
    await stripeSession({ type: 'prices', prices: film.priceUids })
    expect(fake.received('POST', '/v1/customers')).toHaveLength(before)
    const customers = await db().selectFrom('stripe_customers').selectAll().execute()
    const ids = customers.map((c) => c.customer_id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(customers.filter((c) => c.website_uid === promoSite)).toHaveLength(1)
    const created = fake.received('POST', '/v1/customers')[0]!
    expect(created.params).toEqual({
      email: 'buyer@test.example',
      metadata: { website_uid: site, user_uid: userUid },
    })
  })

  it('sends an idempotency key with every POST, the same one again on a retry', async () => {
    fake.failNext('/v1/checkout/sessions')
    fake.failNext('/v1/customers')
    const newcomer = (await createUser(db(), site)).uid
    const newToken = await createSession(db(), site, newcomer)
    const { order, key } = await stripeSession({ type: 'prices', prices: film.priceUids }, newToken)
    expect(key).toBe(`vitrine-checkout-${order.uid}`)
    const attempts = fake
      .received('POST', '/v1/checkout/sessions')
      .filter((r) => r.idempotencyKey === key)
    expect(attempts).toHaveLength(2)
    const customerAttempts = fake.received('POST', '/v1/customers').slice(-2)
    expect(customerAttempts[0]!.idempotencyKey).toBe(customerAttempts[1]!.idempotencyKey)
    expect(customerAttempts[0]!.idempotencyKey).toBe(`vitrine-customer-${site}-${newcomer}`)
    for (const request of fake.received('POST')) {
      expect(request.idempotencyKey, request.path).toMatch(/^vitrine-/)
    }
  })

  it('opens a real billing portal session for the signed-in user', async () => {
    const answer = await t.app.inject({
      url: `${API_BASE}/me/stripe-portal/`,
      headers: signedIn(token),
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/)
    const [portal] = fake.received('POST', '/v1/billing_portal/sessions')
    expect(portal?.params).toEqual({
      customer: await customerOf(site, userUid),
      return_url: 'http://localhost/',
    })
    expect(portal?.idempotencyKey).toMatch(/^vitrine-portal-/)
  })
})
