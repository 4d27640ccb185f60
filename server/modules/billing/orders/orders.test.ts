import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrder, AdminOrderDetail } from '../../../../contract/schemas/admin-orders.ts'
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
import { deliver, sessionIdOf, stripeEnv } from '../stripe/stripe-test-support.ts'
import {
  buyerCookieOf,
  checkout,
  createItemForSale,
  createPlan,
  orderUidOf,
  pathOf,
  submitForm,
  type ItemForSale,
} from '../test-shop.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'

const HOST = 'orders.test'
const OTHER_HOST = 'other-orders.test'

/** Intl separates figures and symbols with no-break spaces; compare with plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe.each(DIALECTS)('orders and refunds in the back office, sandbox, on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '', contributor: '', ownerOfOther: '' }
  let film: ItemForSale
  let plan = ''
  let foreignOrder = ''
  const buyers = {} as Record<'lea' | 'sam', { uid: string; token: string; email: string }>

  const db = () => t.database.db
  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; payload?: unknown } = {},
  ) => adminCall(t, method, url, { token: tokens.owner, host: HOST, ...options })
  const detail = async (uid: string) => {
    const answer = await call('GET', `/orders/${uid}/`)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<AdminOrderDetail>()
  }
  const refund = (uid: string, payload: object = {}) =>
    call('POST', `/orders/${uid}/refunds/`, { payload })
  const hasAccess = async (token: string) => {
    const { slug } = await db()
      .selectFrom('items')
      .select('slug')
      .where('uid', '=', film.itemUid)
      .executeTakeFirstOrThrow()
    const answer = await t.app.inject({
      url: `${API_BASE}/items/${slug}/`,
      headers: { host: HOST, ...signedIn(token) },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<{ has_access: boolean }>().has_access
  }
  const mailsTo = async (email: string) => (await sentMails(t, { to: email })).map(plainSpaces)

  /** Opens an order as `token` on `host` and pays it on the sandbox's page; answers its uid. */
  async function paidOrder(token: string, body: object, host = HOST): Promise<string> {
    const answer = await checkout(t, token, body, host)
    expect(answer.statusCode, answer.body).toBe(200)
    const url: string = answer.json().checkout_session_url
    const paid = await submitForm(t, `${pathOf(url)}/pay`, { host, cookie: buyerCookieOf(answer) })
    expect(paid.statusCode, paid.body).toBe(303)
    return orderUidOf(url)
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const site = await createWebsite(db(), { name: 'Main', hosts: [HOST] })
    const other = await createWebsite(db(), { name: 'Other', hosts: [OTHER_HOST] })
    const session = async (websiteUid: string, options: Parameters<typeof createUser>[2]) =>
      createSession(db(), websiteUid, (await createUser(db(), websiteUid, options)).uid)
    for (const role of ['owner', 'editor', 'contributor'] as const) {
      tokens[role] = await session(site, { staffRole: role })
    }
    tokens.ownerOfOther = await session(other, { staffRole: 'owner' })
    for (const name of ['lea', 'sam'] as const) {
      const email = `${name}@orders.test`
      const { uid } = await createUser(db(), site, { email })
      buyers[name] = { uid, email, token: await createSession(db(), site, uid) }
    }
    film = await createItemForSale(db(), site, 'Film', [{ amount: 2500, period: 0 }])
    plan = await createPlan(db(), site, 'Mensuel', 990, 'month')
    const elsewhere = await createItemForSale(db(), other, 'Ailleurs', [{ amount: 800, period: 0 }])
    foreignOrder = await paidOrder(
      await session(other, {}),
      { type: 'prices', prices: elsewhere.priceUids },
      OTHER_HOST,
    )
  })
  afterAll(() => t.close())

  it('lists the orders of this website, newest first, found by buyer, status and type', async () => {
    const bought = await paidOrder(buyers.lea.token, {
      type: 'prices',
      prices: film.priceUids,
      tip: 300,
    })
    const subscribed = await paidOrder(buyers.sam.token, {
      type: 'subscription',
      subscription: plan,
    })
    const answer = await call('GET', '/orders/')
    expect(answer.statusCode, answer.body).toBe(200)
    const rows = answer.json<AdminOrder[]>()
    expect(rows.map((row) => row.uid)).toEqual([subscribed, bought])
    expect(answer.headers['x-total-count']).toBe('2')
    expect(rows[1]).toMatchObject({
      type: 'prices',
      status: 'paid',
      total: 2800,
      tip: 300,
      refunded_amount: 0,
      customer_email: buyers.lea.email,
      provider: 'sandbox',
    })
    const found = async (query: string) =>
      (await call('GET', `/orders/${query}`)).json<AdminOrder[]>().map((row) => row.uid)
    expect(await found('?q=LEA@orders')).toEqual([bought])
    expect(await found('?type=subscription')).toEqual([subscribed])
    expect(await found(`?user_uid=${buyers.lea.uid}`)).toEqual([bought])
    expect(await found('?status=refunded')).toEqual([])
    expect(await found('?_sort=total&_order=ASC')).toEqual([subscribed, bought])
    expectFieldError(await call('GET', '/orders/?_sort=email'), '_sort')
  })

  it("shows an order's lines as the buyer saw them", async () => {
    const [row] = (await call('GET', `/orders/?user_uid=${buyers.lea.uid}`)).json<AdminOrder[]>()
    const order = await detail(row!.uid)
    expect(order.lines).toEqual([
      {
        label: expect.any(String),
        amount: 2500,
        item_uid: film.itemUid,
        plan_uid: null,
        period: 0,
      },
    ])
    expect(order.refunds).toEqual([])
  })

  it('refunds part of an order: the access stays, the buyer is told, the log keeps it', async () => {
    const [row] = (await call('GET', `/orders/?user_uid=${buyers.lea.uid}`)).json<AdminOrder[]>()
    const uid = row!.uid
    const answer = await refund(uid, { amount: 300, reason: 'Pourboire rendu' })
    expect(answer.statusCode, answer.body).toBe(201)
    expect(answer.json<AdminOrderDetail>()).toMatchObject({
      status: 'paid',
      refunded_amount: 300,
      refunds: [{ amount: 300, reason: 'Pourboire rendu', refunded_by_email: expect.any(String) }],
    })
    expect(await hasAccess(buyers.lea.token)).toBe(true)
    expect((await mailsTo(buyers.lea.email)).at(-1)).toContain('Remboursement de 3,00 €')
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'order')
      .where('record_uid', '=', uid)
      .execute()
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.after ?? '')).toMatchObject({
      status: 'paid',
      refunded_amount: 300,
    })
  })

  it('refuses more than is left, naming the amount, and writes nothing', async () => {
    const [row] = (await call('GET', `/orders/?user_uid=${buyers.lea.uid}`)).json<AdminOrder[]>()
    expectFieldError(await refund(row!.uid, { amount: 2501 }), 'amount')
    expectFieldError(await refund(row!.uid, { amount: 0 }), 'amount')
    expect((await detail(row!.uid)).refunds).toHaveLength(1)
  })

  it('refunds what is left in full: the purchase closes at once, and only once', async () => {
    const [row] = (await call('GET', `/orders/?user_uid=${buyers.lea.uid}`)).json<AdminOrder[]>()
    const answer = await refund(row!.uid)
    expect(answer.statusCode, answer.body).toBe(201)
    const order = answer.json<AdminOrderDetail>()
    expect(order).toMatchObject({ status: 'refunded', refunded_amount: 2800 })
    expect(order.refunds.map((each) => each.amount)).toEqual([300, 2500])
    expect(await hasAccess(buyers.lea.token)).toBe(false)
    expect((await mailsTo(buyers.lea.email)).at(-1)).toContain('remboursée en totalité')
    expect((await refund(row!.uid, { amount: 1 })).statusCode).toBe(409)
    expect((await call('GET', '/orders/?status=refunded')).json<AdminOrder[]>()).toHaveLength(1)
  })

  it('ends the subscription a fully refunded order started', async () => {
    const [row] = (await call('GET', `/orders/?user_uid=${buyers.sam.uid}`)).json<AdminOrder[]>()
    const answer = await refund(row!.uid)
    expect(answer.statusCode, answer.body).toBe(201)
    const subscription = await db()
      .selectFrom('subscriptions')
      .select(['status', 'current_period_end'])
      .where('order_uid', '=', row!.uid)
      .executeTakeFirstOrThrow()
    expect(subscription.status).toBe('canceled')
    expect(Date.parse(subscription.current_period_end)).toBeLessThanOrEqual(Date.now())
  })

  it('refuses to refund an order that was never paid', async () => {
    const answer = await checkout(
      t,
      buyers.sam.token,
      { type: 'prices', prices: film.priceUids },
      HOST,
    )
    const open = orderUidOf(answer.json().checkout_session_url)
    expect((await refund(open)).statusCode).toBe(409)
    expect((await call('POST', `/orders/${open}/receipt/`)).statusCode).toBe(409)
  })

  it('sends the receipt of a paid order again', async () => {
    const uid = await paidOrder(buyers.sam.token, { type: 'prices', prices: film.priceUids })
    const before = (await mailsTo(buyers.sam.email)).length
    const answer = await call('POST', `/orders/${uid}/receipt/`)
    expect(answer.statusCode, answer.body).toBe(204)
    const mails = await mailsTo(buyers.sam.email)
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)).toContain('Merci pour votre achat')
  })

  it('keeps orders to owners of this website', async () => {
    for (const role of ['editor', 'contributor'] as const) {
      expect((await call('GET', '/orders/', { token: tokens[role] })).statusCode).toBe(403)
      const [row] = (await call('GET', '/orders/')).json<AdminOrder[]>()
      const refused = await call('POST', `/orders/${row!.uid}/refunds/`, {
        token: tokens[role],
        payload: {},
      })
      expect(refused.statusCode).toBe(403)
    }
    expect((await call('GET', `/orders/${foreignOrder}/`)).statusCode).toBe(404)
    expect((await refund(foreignOrder)).statusCode).toBe(404)
    const theirs = await adminCall(t, 'GET', '/orders/', {
      token: tokens.ownerOfOther,
      host: OTHER_HOST,
    })
    expect(theirs.json<AdminOrder[]>().map((row) => row.uid)).toEqual([foreignOrder])
  })
})

describe.each(DIALECTS)('refunds through Stripe in the back office on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let owner = ''
  let buyer = ''
  let film: ItemForSale

  const db = () => t.database.db
  const refund = (uid: string, payload: object = {}) =>
    adminCall(t, 'POST', `/orders/${uid}/refunds/`, { token: owner, payload })
  const refundsOn = (sessionId: string) =>
    fake
      .received('POST', '/v1/refunds')
      .filter((request) => request.params.payment_intent === fake.get(sessionId).payment_intent)

  /** A film bought on Stripe Checkout, the webhook delivered: its order uid and session. */
  async function paidOnStripe() {
    const answer = await checkout(t, buyer, { type: 'prices', prices: film.priceUids })
    expect(answer.statusCode, answer.body).toBe(200)
    const sessionId = sessionIdOf(answer.json().checkout_session_url)
    fake.pay(sessionId)
    const event = fake.event('checkout.session.completed', sessionId)
    expect((await deliver(t, event.payload)).statusCode).toBe(200)
    const order = await db()
      .selectFrom('orders')
      .select(['uid', 'status'])
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow()
    expect(order.status).toBe('paid')
    return { uid: order.uid, sessionId }
  }

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    const site = await createWebsite(db(), { name: 'Main', hosts: ['localhost'] })
    const staff = await createUser(db(), site, { staffRole: 'owner' })
    owner = await createSession(db(), site, staff.uid)
    buyer = await createSession(db(), site, (await createUser(db(), site)).uid)
    film = await createItemForSale(db(), site, 'Film', [{ amount: 2500, period: 0 }])
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('gives back part on Stripe, then the rest, each once', async () => {
    const { uid, sessionId } = await paidOnStripe()
    expect((await refund(uid, { amount: 500 })).statusCode).toBe(201)
    const [partial] = refundsOn(sessionId)
    expect(partial?.params).toMatchObject({ amount: '500', reason: 'requested_by_customer' })
    expect(fake.chargeOf(sessionId).refunded).toBe(false)

    const answer = await refund(uid)
    expect(answer.statusCode, answer.body).toBe(201)
    expect(answer.json<AdminOrderDetail>()).toMatchObject({
      status: 'refunded',
      refunded_amount: 2500,
    })
    const [, rest, ...more] = refundsOn(sessionId)
    expect(more).toHaveLength(0)
    expect(rest?.params.amount).toBeUndefined()
    expect(rest?.idempotencyKey).not.toBe(partial?.idempotencyKey)
    expect(fake.chargeOf(sessionId).refunded).toBe(true)

    // Stripe then tells of the refund: nothing more happens.
    const told = fake.event('charge.refunded', fake.chargeOf(sessionId).id)
    expect((await deliver(t, told.payload)).statusCode).toBe(200)
    expect(refundsOn(sessionId)).toHaveLength(2)
  })

  it('refunds nothing when Stripe refuses, and says so', async () => {
    const { uid, sessionId } = await paidOnStripe()
    fake.failNext('/v1/refunds', 3)
    const answer = await refund(uid, { amount: 700 })
    expect(answer.statusCode, answer.body).toBe(502)
    expect(answer.json()).toMatchObject({ type: 'ServerError' })
    const order = await adminCall(t, 'GET', `/orders/${uid}/`, { token: owner })
    expect(order.json<AdminOrderDetail>()).toMatchObject({ status: 'paid', refunded_amount: 0 })
    expect(fake.chargeOf(sessionId).refunded).toBe(false)
  })
})
