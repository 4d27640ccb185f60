import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { sentMails } from '../../../../test/support/sent-mails.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import { sandboxBuyerCookie } from './sandbox-buyer.ts'
import {
  buyerCookieOf,
  checkout,
  createItemForSale,
  createPlan,
  openPage,
  orderUidOf,
  pathOf,
  submitForm,
  type ItemForSale,
  type Visit,
} from '../test-shop.ts'

const HOUR_MS = 3_600_000
/** Where Pay sends the browser: the storefront's success page, which confirms the order. */
const success = (url: string) => `/checkout/success?session_id=${orderUidOf(url)}`
/** Intl separates figures and symbols with no-break spaces; compare with plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe.each(DIALECTS)('sandbox checkout on %s', (dialect) => {
  let t: TestApp
  let site: string
  let otherSite: string
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

  const newBuyer = async () => createSession(db(), site, (await createUser(db(), site)).uid)

  /** Each checkout url's buyer cookie, which the browser that started it sends back. */
  const cookies = new Map<string, string>()
  const asBuyer = (url: string): Visit => ({ cookie: cookies.get(url) })
  const page = (url: string) => openPage(t, pathOf(url), asBuyer(url))
  const pay = (url: string) => submitForm(t, `${pathOf(url)}/pay`, asBuyer(url))
  const cancel = (url: string) => submitForm(t, `${pathOf(url)}/cancel`, asBuyer(url))

  /** Opens an order as a new buyer, or as `as`: nobody pays twice for what they already have. */
  async function openOrder(body: object, as?: string): Promise<string> {
    const answer = await checkout(t, as ?? (await newBuyer()), body)
    expect(answer.statusCode).toBe(200)
    const url: string = answer.json().checkout_session_url
    cookies.set(url, buyerCookieOf(answer))
    return url
  }

  /** The Cookie header value a sandbox buyer cookie made with these arguments would give. */
  const madeCookie = (...args: Parameters<typeof sandboxBuyerCookie>) =>
    sandboxBuyerCookie(...args).split(';')[0]

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { name: 'Main', hosts: ['localhost'] })
    otherSite = await createWebsite(db(), { name: 'Other', hosts: ['other.test'] })
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
    const shown = await page(url)
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['content-type']).toContain('text/html')
    const text = plainSpaces(shown.body)
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

  it('speaks English, with English amounts, to a visitor who chose English', async () => {
    const url = await openOrder({ type: 'prices', prices: rental.priceUids, tip: 250 })
    const cookie = `${cookies.get(url)}; language=en`
    const text = plainSpaces((await openPage(t, pathOf(url), { cookie })).body)
    expect(text).toContain('<html lang="en">')
    expect(text).toContain('Test mode: no real payment is made.')
    expect(text).toContain('<h1>Payment</h1>')
    expect(text).toContain('Order details')
    expect(text).toContain('>Tip<')
    expect(text).toContain('€2.50')
    expect(text).toMatch(/data-testid="total">€14\.50</)
    expect(text).toContain('>Pay</button>')
    expect(text).toContain('>Cancel</button>')
    expect(text).not.toMatch(/Paiement|Pourboire|Payer|Annuler|14,50/)
    const unknown = await openPage(t, '/sandbox/checkout/no-such-order', { cookie: 'language=en' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('Order not found')
  })

  it('shows a Swiss site its total in francs', async () => {
    const answer = await checkout(
      t,
      swissToken,
      { type: 'prices', prices: swissItem.priceUids },
      'swiss.test',
    )
    const visit = { host: 'swiss.test', cookie: buyerCookieOf(answer) }
    const shown = await openPage(t, pathOf(answer.json().checkout_session_url), visit)
    expect(plainSpaces(shown.body)).toContain('12.50 CHF')
  })

  it('answers 404 for an unknown order and for an order of another website', async () => {
    const unknown = await openPage(t, '/sandbox/checkout/no-such-order')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['content-type']).toContain('text/html')
    const url = await openOrder({ type: 'prices', prices: forever.priceUids })
    const elsewhere = { ...asBuyer(url), host: 'other.test' }
    const foreign = await openPage(t, pathOf(url), elsewhere)
    expect(foreign.statusCode).toBe(404)
    const paid = await submitForm(t, `${pathOf(url)}/pay`, elsewhere)
    expect(paid.statusCode).toBe(404)
    expect(await purchasesOf(orderUidOf(url))).toHaveLength(0)
  })

  it('gives the buyer an HttpOnly, SameSite=Lax cookie for the sandbox checkout pages', async () => {
    const answer = await checkout(t, await newBuyer(), { type: 'prices', prices: rental.priceUids })
    expect(answer.headers['set-cookie']).toMatch(
      /^vitrine_sandbox_buyer=[\w-]+\.\d+\.[\w-]+; Path=\/sandbox\/checkout\/; Max-Age=86400; HttpOnly; SameSite=Lax$/,
    )
  })

  it('refuses the page, Pay and Cancel to anyone but the buyer who started the checkout', async () => {
    const answer = await checkout(t, await newBuyer(), {
      type: 'prices',
      prices: forever.priceUids,
    })
    const url: string = answer.json().checkout_session_url
    const uid = orderUidOf(url)
    const buyerUid = (await orderRow(uid)).user_uid
    const anotherBuyer = buyerCookieOf(
      await checkout(t, await newBuyer(), { type: 'prices', prices: forever.priceUids }),
    )
    const dayAgo = new Date(Date.now() - 24 * HOUR_MS - 1000)
    const strangers: Record<string, string | undefined> = {
      'no cookie': undefined,
      'another buyer': anotherBuyer,
      expired: madeCookie(t.config.secretKey, site, buyerUid, false, dayAgo),
      forged: madeCookie('another-secret-that-is-long-enough-0123456789', site, buyerUid, false),
      'another website': madeCookie(t.config.secretKey, otherSite, buyerUid, false),
    }
    for (const [who, cookie] of Object.entries(strangers)) {
      const shown = await openPage(t, pathOf(url), { cookie })
      expect(shown.statusCode, who).toBe(403)
      expect(shown.headers['content-type'], who).toContain('text/html')
      expect(shown.body, who).not.toContain('data-testid="total"')
      expect(shown.body, who).not.toContain('>Payer</button>')
      for (const action of ['pay', 'cancel']) {
        const refused = await submitForm(t, `${pathOf(url)}/${action}`, { cookie })
        expect(refused.statusCode, `${action} with ${who}`).toBe(403)
        expect(refused.json()).toEqual({
          type: 'Forbidden',
          message: expect.any(String),
          request_id: expect.any(String),
        })
      }
    }
    expect((await orderRow(uid)).status).toBe('open')
    expect(await purchasesOf(uid)).toHaveLength(0)

    cookies.set(url, buyerCookieOf(answer))
    expect((await page(url)).statusCode).toBe(200)
    expect((await pay(url)).headers.location).toBe(success(url))
    expect(await purchasesOf(uid)).toHaveLength(1)
  })

  it('Pay grants each line once, with access until paid_at plus the period', async () => {
    const url = await openOrder(
      { type: 'prices', prices: [rental.priceUids[0], forever.priceUids[0]] },
      token,
    )
    const paid = await pay(url)
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`/checkout/success?session_id=${orderUidOf(url)}`)
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
    const first = await pay(url)
    const second = await pay(url)
    expect([first.statusCode, second.statusCode]).toEqual([303, 303])
    expect(second.headers.location).toBe(success(url))
    expect(await purchasesOf(orderUidOf(url))).toHaveLength(1)
  })

  it('fulfils exactly once when Pay is posted twice at the same time', async () => {
    const url = await openOrder({ type: 'prices', prices: rental.priceUids })
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(url)))
    expect(answers.map((a) => a.headers.location)).toEqual(Array(5).fill(success(url)))
    expect(await purchasesOf(orderUidOf(url))).toHaveLength(1)
  })

  it('makes a subscription active for a year after Pay', async () => {
    const url = await openOrder({ type: 'subscription', subscription: plan }, token)
    expect((await pay(url)).headers.location).toBe(success(url))
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

  it('subscribes to a private plan, offered only by its link, but never to another site’s', async () => {
    const makePrivate = (uid: string) =>
      db().updateTable('plans').set({ is_private: 1 }).where('uid', '=', uid).execute()
    const club = await createPlan(db(), site, 'Club privé', 1500, 'month')
    await makePrivate(club)
    const buyer = await newBuyer()
    const url = await openOrder({ type: 'subscription', subscription: club }, buyer)
    expect((await pay(url)).headers.location).toBe(success(url))
    const subscription = await db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('order_uid', '=', orderUidOf(url))
      .executeTakeFirstOrThrow()
    expect(subscription).toMatchObject({ plan_uid: club, status: 'active' })

    const foreign = await createPlan(db(), otherSite, 'Club ailleurs', 1500, 'month')
    await makePrivate(foreign)
    const refused = await checkout(t, buyer, { type: 'subscription', subscription: foreign })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().details).toHaveProperty('subscription')
  })

  it('records a donation and grants nothing', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/billing/checkout/donate/`,
      headers: signedIn(token),
      payload: { amount: 1500, message: 'Continuez !' },
    })
    const url: string = answer.json().checkout_session_url
    cookies.set(url, buyerCookieOf(answer))
    const uid = orderUidOf(url)
    expect(plainSpaces((await page(url)).body)).toContain('15,00 €')
    await pay(url)
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

  it('takes the buyer back to the page they were buying from, paid or not', async () => {
    const back = '/un-film?saison=2'
    const body = { type: 'prices', prices: rental.priceUids, return_path: back }
    const paying = await openOrder(body)
    const { pathname, search } = new URL(paying)
    expect(search).toBe(`?return=${encodeURIComponent(back)}`)
    // The page's buttons keep it, as a browser sends the form.
    const shown = (await openPage(t, `${pathname}${search}`, asBuyer(paying))).body
    expect(shown).toContain(`action="${pathname}/pay${search}"`)
    expect(shown).toContain(`action="${pathname}/cancel${search}"`)
    const paid = await submitForm(t, `${pathname}/pay${search}`, asBuyer(paying))
    expect(paid.headers.location).toBe(`${success(paying)}&return=${encodeURIComponent(back)}`)

    const leaving = await openOrder(body)
    const left = new URL(leaving)
    const canceled = await submitForm(t, `${left.pathname}/cancel${left.search}`, asBuyer(leaving))
    expect(canceled.headers.location).toBe(back)
    // An address of another site, forged in the page's address, takes them home instead.
    const forged = await openOrder({ type: 'prices', prices: forever.priceUids })
    const elsewhere = await submitForm(
      t,
      `${pathOf(forged)}/cancel?return=${encodeURIComponent('//evil.example/')}`,
      asBuyer(forged),
    )
    expect(elsewhere.headers.location).toBe('/')
  })

  it('refuses a return path that is not a page of the site', async () => {
    for (const path of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const answer = await checkout(t, await newBuyer(), {
        type: 'prices',
        prices: rental.priceUids,
        return_path: path,
      })
      expect(answer.statusCode, path).toBe(400)
      expect(answer.json().details, path).toHaveProperty('return_path')
    }
  })

  it('Cancel returns to the storefront and a later Pay fulfils nothing', async () => {
    const url = await openOrder({ type: 'prices', prices: forever.priceUids })
    const canceled = await cancel(url)
    expect(canceled.statusCode).toBe(303)
    expect(canceled.headers.location).toBe('/')
    expect((await orderRow(orderUidOf(url))).status).toBe('canceled')
    const paid = await pay(url)
    expect(paid.headers.location).toBe(pathOf(url))
    expect(await purchasesOf(orderUidOf(url))).toHaveLength(0)
    const shown = await page(url)
    expect(shown.body).toContain('Cette commande a été annulée.')
    expect(shown.body).not.toContain('>Payer</button>')
  })

  it('mails a receipt once, however many times Pay is posted', async () => {
    const before = (await sentMails(t)).length
    const url = await openOrder({ type: 'prices', prices: forever.priceUids, tip: 100 })
    await Promise.all([pay(url), pay(url)])
    const mails = await sentMails(t, { atLeast: before + 1 })
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)).toContain('Merci pour votre achat sur Main')
    expect(mails.at(-1)).toMatch(/Pourboire\s+1,00/)
    expect(mails.at(-1)).toMatch(/Total\s+21,00/)
  })

  it('writes the order and mails its receipt in the language the buyer paid in', async () => {
    const before = (await sentMails(t)).length
    const answer = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/billing/checkout/`,
      headers: { host: 'localhost', ...signedIn(await newBuyer()), cookie: 'language=en' },
      payload: { type: 'prices', prices: rental.priceUids, tip: 100 },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const url: string = answer.json().checkout_session_url
    cookies.set(url, buyerCookieOf(answer))
    const order = await orderRow(orderUidOf(url))
    expect(order.language).toBe('en')
    expect(JSON.parse(order.lines)[0].label).toBe('Location <b>&</b> "film" — 48-hour access')
    await pay(url)
    const mails = await sentMails(t, { atLeast: before + 1 })
    const receipt = mails.at(-1)
    expect(receipt).toContain('Thank you for your purchase on Main')
    expect(receipt).toMatch(/Tip\s+€1\.00/)
    expect(receipt).toMatch(/Total\s+€13\.00/)
    expect(receipt).not.toMatch(/Merci|Pourboire|Accès/)
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
    await pay(url)
    expect((await confirm(uid)).json()).toEqual({ status: 'paid' })
    expect(await purchasesOf(uid)).toHaveLength(1)
    const unknown = await confirm('no-such-order')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({
      type: 'NotFound',
      message: expect.any(String),
      request_id: expect.any(String),
    })
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
    await pay(url)
    await cancel(url)
    expect((await orderRow(orderUidOf(url))).status).toBe('paid')
    expect(await purchasesOf(orderUidOf(url))).toHaveLength(1)
  })
})
