import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { outboxMails } from '../auth/auth-test-support.ts'
import {
  checkout,
  createItemForSale,
  createPlan,
  orderUidOf,
  pathOf,
  submitForm,
  type ItemForSale,
} from './test-shop.ts'

const HOUR_MS = 3_600_000
/** Where Pay sends the browser: the storefront's success page, which confirms the order. */
const success = (url: string) => `/checkout/success?session_id=${orderUidOf(url)}`
/** Intl separates figures and symbols with no-break spaces; compare with plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe.each(DIALECTS)('sandbox checkout on %s', (dialect) => {
  let t: TestApp
  let site: string
  let token: string
  let userUid: string
  let rental: ItemForSale
  let forever: ItemForSale
  let plan: string
  let swissToken: string
  let swissItem: ItemForSale

  const db = () => t.database.db
  const purchasesOf = (orderUid: string) =>
    db().selectFrom('purchases').selectAll().where('order_uid', '=', orderUid).execute()
  const orderRow = (uid: string) =>
    db().selectFrom('orders').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow()

  /** Opens an order as a new buyer, or as `as`: nobody pays twice for what they already have. */
  async function openOrder(body: object, as?: string): Promise<string> {
    const buyer = as ?? (await createSession(db(), site, (await createUser(db(), site)).uid))
    const answer = await checkout(t, buyer, body)
    expect(answer.statusCode).toBe(200)
    return answer.json().checkout_session_url
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { name: 'Main', hosts: ['localhost'] })
    await createWebsite(db(), { name: 'Other', hosts: ['other.test'] })
    const swiss = await createWebsite(db(), {
      name: 'Swiss',
      hosts: ['swiss.test'],
      settings: { monetization_currency: 'chf' },
    })
    userUid = (await createUser(db(), site)).uid
    token = await createSession(db(), site, userUid)
    swissToken = await createSession(db(), swiss, (await createUser(db(), swiss)).uid)
    rental = await createItemForSale(db(), site, 'Location <b>&</b> "film"', [
      { amount: 1200, period: 48 },
    ])
    forever = await createItemForSale(db(), site, 'Achat', [{ amount: 2000, period: 0 }])
    swissItem = await createItemForSale(db(), swiss, 'Film suisse', [{ amount: 1250, period: 0 }])
    plan = await createPlan(db(), site, 'Annuel', 9900, 'year')
  })
  afterAll(() => t.close())

  it('shows the order lines and the total in euros, with Pay and Cancel', async () => {
    const url = await openOrder({ type: 'prices', prices: rental.priceUids, tip: 250 })
    const page = await t.app.inject({ url: pathOf(url) })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    const text = plainSpaces(page.body)
    expect(text).toContain('<html lang="fr">')
    expect(text).toContain(
      'Location &lt;b&gt;&amp;&lt;/b&gt; &quot;film&quot; — Accès pendant 48 heures',
    )
    expect(text).not.toContain('<b>&</b>')
    expect(text).toContain('12,00 €')
    expect(text).toContain('Pourboire')
    expect(text).toContain('2,50 €')
    expect(text).toMatch(/data-testid="total">14,50 €</)
    expect(text).toMatch(/<form method="post" action="\/sandbox\/checkout\/[\w-]+\/pay">/)
    expect(text).toContain('>Payer</button>')
    expect(text).toContain('>Annuler</button>')
    expect(text).not.toContain('<script')
  })

  it('shows a Swiss site its total in francs', async () => {
    const answer = await checkout(
      t,
      swissToken,
      { type: 'prices', prices: swissItem.priceUids },
      'swiss.test',
    )
    const page = await t.app.inject({
      url: pathOf(answer.json().checkout_session_url),
      headers: { host: 'swiss.test' },
    })
    expect(plainSpaces(page.body)).toContain('12.50 CHF')
  })

  it('answers 404 for an unknown order and for an order of another website', async () => {
    const unknown = await t.app.inject({ url: '/sandbox/checkout/no-such-order' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['content-type']).toContain('text/html')
    const url = await openOrder({ type: 'prices', prices: forever.priceUids })
    const foreign = await t.app.inject({ url: pathOf(url), headers: { host: 'other.test' } })
    expect(foreign.statusCode).toBe(404)
    const pay = await submitForm(t, `${pathOf(url)}/pay`, 'other.test')
    expect(pay.statusCode).toBe(404)
    expect(await purchasesOf(orderUidOf(url))).toHaveLength(0)
  })

  it('Pay grants each line once, with access until paid_at plus the period', async () => {
    const url = await openOrder(
      { type: 'prices', prices: [rental.priceUids[0], forever.priceUids[0]] },
      token,
    )
    const pay = await submitForm(t, `${pathOf(url)}/pay`)
    expect(pay.statusCode).toBe(303)
    expect(pay.headers.location).toBe(`/checkout/success?session_id=${orderUidOf(url)}`)
    const order = await orderRow(orderUidOf(url))
    expect(order.status).toBe('paid')
    const paidAt = new Date(order.paid_at!).getTime()
    const purchases = await purchasesOf(order.uid)
    expect(purchases).toHaveLength(2)
    const byItem = new Map(purchases.map((p) => [p.item_uid, p]))
    expect(byItem.get(rental.itemUid)).toMatchObject({ user_uid: userUid, amount: 1200 })
    expect(new Date(byItem.get(rental.itemUid)!.expire_at!).getTime()).toBe(paidAt + 48 * HOUR_MS)
    expect(byItem.get(forever.itemUid)!.expire_at).toBeNull()
  })

  it('fulfils exactly once when Pay is posted twice in a row', async () => {
    const url = await openOrder({ type: 'prices', prices: rental.priceUids })
    const first = await submitForm(t, `${pathOf(url)}/pay`)
    const second = await submitForm(t, `${pathOf(url)}/pay`)
    expect([first.statusCode, second.statusCode]).toEqual([303, 303])
    expect(second.headers.location).toBe(success(url))
    expect(await purchasesOf(orderUidOf(url))).toHaveLength(1)
  })

  it('fulfils exactly once when Pay is posted twice at the same time', async () => {
    const url = await openOrder({ type: 'prices', prices: rental.priceUids })
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submitForm(t, `${pathOf(url)}/pay`)),
    )
    expect(answers.map((a) => a.headers.location)).toEqual(Array(5).fill(success(url)))
    expect(await purchasesOf(orderUidOf(url))).toHaveLength(1)
  })

  it('makes a subscription active for a year after Pay', async () => {
    const url = await openOrder({ type: 'subscription', subscription: plan }, token)
    expect((await submitForm(t, `${pathOf(url)}/pay`)).headers.location).toBe(success(url))
    const subscription = await db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('order_uid', '=', orderUidOf(url))
      .executeTakeFirstOrThrow()
    expect(subscription).toMatchObject({ user_uid: userUid, plan_uid: plan, status: 'active' })
    const paidAt = new Date((await orderRow(orderUidOf(url))).paid_at!)
    const end = new Date(subscription.current_period_end)
    expect(end.getUTCFullYear()).toBe(paidAt.getUTCFullYear() + 1)
    expect(end.getUTCMonth()).toBe(paidAt.getUTCMonth())
    const again = await checkout(t, token, { type: 'subscription', subscription: plan })
    expect(again.statusCode).toBe(409)
  })

  it('records a donation and grants nothing', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/billing/checkout/donate/`,
      headers: signedIn(token),
      payload: { amount: 1500, message: 'Continuez !' },
    })
    const uid = orderUidOf(answer.json().checkout_session_url)
    const page = await t.app.inject({ url: pathOf(answer.json().checkout_session_url) })
    expect(plainSpaces(page.body)).toContain('15,00 €')
    await submitForm(t, `${pathOf(answer.json().checkout_session_url)}/pay`)
    const donation = await db()
      .selectFrom('donations')
      .selectAll()
      .where('order_uid', '=', uid)
      .executeTakeFirstOrThrow()
    expect(donation).toMatchObject({ user_uid: userUid, amount: 1500, message: 'Continuez !' })
    expect(await purchasesOf(uid)).toHaveLength(0)
    const subscriptions = await db()
      .selectFrom('subscriptions')
      .select('uid')
      .where('order_uid', '=', uid)
      .execute()
    expect(subscriptions).toHaveLength(0)
  })

  it('Cancel returns to the storefront and a later Pay fulfils nothing', async () => {
    const url = await openOrder({ type: 'prices', prices: forever.priceUids })
    const cancel = await submitForm(t, `${pathOf(url)}/cancel`)
    expect(cancel.statusCode).toBe(303)
    expect(cancel.headers.location).toBe('/')
    expect((await orderRow(orderUidOf(url))).status).toBe('canceled')
    const pay = await submitForm(t, `${pathOf(url)}/pay`)
    expect(pay.headers.location).toBe(pathOf(url))
    expect(await purchasesOf(orderUidOf(url))).toHaveLength(0)
    const page = await t.app.inject({ url: pathOf(url) })
    expect(page.body).toContain('Cette commande a été annulée.')
    expect(page.body).not.toContain('>Payer</button>')
  })

  it('mails a receipt once, however many times Pay is posted', async () => {
    const before = (await outboxMails(t.config.outboxDir, 0)).length
    const url = await openOrder({ type: 'prices', prices: forever.priceUids, tip: 100 })
    await Promise.all([submitForm(t, `${pathOf(url)}/pay`), submitForm(t, `${pathOf(url)}/pay`)])
    const mails = await outboxMails(t.config.outboxDir, before + 1)
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)).toContain('Merci pour votre achat sur Main')
    expect(mails.at(-1)).toMatch(/Pourboire\s+1,00/)
    expect(mails.at(-1)).toMatch(/Total\s+21,00/)
  })

  it('confirms on the success page: pending, then paid; 404 for an unknown order', async () => {
    const url = await openOrder({ type: 'prices', prices: forever.priceUids })
    const uid = orderUidOf(url)
    const confirm = (sessionId: string, host = 'localhost') =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE}/billing/checkout/confirm/`,
        headers: { host },
        payload: { session_id: sessionId },
      })
    expect((await confirm(uid)).json()).toEqual({ status: 'pending' })
    await submitForm(t, `${pathOf(url)}/pay`)
    expect((await confirm(uid)).json()).toEqual({ status: 'paid' })
    expect(await purchasesOf(uid)).toHaveLength(1)
    const unknown = await confirm('no-such-order')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ type: 'NotFound', message: expect.any(String) })
    expect((await confirm(uid, 'other.test')).statusCode).toBe(404)
  })

  it('has no Stripe webhook while payments go through the sandbox', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook/',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1","type":"checkout.session.completed"}',
    })
    expect(answer.statusCode).toBe(404)
    expect(answer.json().type).toBe('NotFound')
  })

  it('Cancel after Pay leaves the order paid', async () => {
    const url = await openOrder({ type: 'prices', prices: forever.priceUids })
    await submitForm(t, `${pathOf(url)}/pay`)
    await submitForm(t, `${pathOf(url)}/cancel`)
    expect((await orderRow(orderUidOf(url))).status).toBe('paid')
    expect(await purchasesOf(orderUidOf(url))).toHaveLength(1)
  })
})
