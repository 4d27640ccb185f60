import type { LightMyRequestResponse } from 'fastify'
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
import { addPurchase, hoursFromNow } from '../../catalogue/test-fixtures.ts'
import { confirm } from '../stripe/stripe-test-support.ts'
import {
  buyerCookieOf,
  checkout,
  createItemForSale,
  createPlan,
  orderUidOf,
  pathOf,
  submitForm,
} from '../test-shop.ts'

/** What a buyer already has is not sold twice: refused at checkout, refunded at settlement. */
describe.each(DIALECTS)('duplicate payments through the sandbox on %s', (dialect) => {
  let t: TestApp
  let site: string
  let plan: string
  let otherPlan: string

  const db = () => t.database.db

  /** A new signed-in buyer. */
  async function buyer() {
    const user = await createUser(db(), site)
    return { ...user, token: await createSession(db(), site, user.uid) }
  }

  /** Each checkout url's buyer cookie, which the browser that started it sends back. */
  const cookies = new Map<string, string>()

  async function open(token: string, body: object): Promise<string> {
    const answer = await checkout(t, token, body)
    expect(answer.statusCode, answer.body).toBe(200)
    const url: string = answer.json().checkout_session_url
    cookies.set(url, buyerCookieOf(answer))
    return url
  }

  const pay = (url: string) => submitForm(t, `${pathOf(url)}/pay`, { cookie: cookies.get(url) })
  const success = (url: string) => `/checkout/success?session_id=${orderUidOf(url)}`

  const statusOf = async (url: string) =>
    (
      await db()
        .selectFrom('orders')
        .select('status')
        .where('uid', '=', orderUidOf(url))
        .executeTakeFirstOrThrow()
    ).status

  const ordersOf = (userUid: string) =>
    db().selectFrom('orders').select('uid').where('user_uid', '=', userUid).execute()

  async function purchases(token: string): Promise<{ uid: string }[]> {
    const answer = await t.app.inject({ url: `${API_BASE}/purchases/`, headers: signedIn(token) })
    expect(answer.statusCode).toBe(200)
    return answer.json()
  }

  /** The rows of the buyer's billing page (the sandbox's list of their subscriptions). */
  async function billingRows(token: string): Promise<number> {
    const portal = await t.app.inject({
      url: `${API_BASE}/me/stripe-portal/`,
      headers: signedIn(token),
    })
    const page = await t.app.inject({ url: pathOf(portal.json().url) })
    // One card (a heading with the plan's name) per subscription.
    return page.body.split('<h3').length - 1
  }

  const mailsTo = async (email: string) =>
    (await sentMails(t)).filter((mail) => mail.includes(`To: ${email}`))

  function expectConflict(answer: LightMyRequestResponse, field: string): string {
    expect(answer.statusCode, answer.body).toBe(409)
    const body = answer.json()
    expect(body).toEqual({
      type: 'Conflict',
      message: expect.any(String),
      details: { [field]: [body.message] },
      request_id: expect.any(String),
    })
    return body.message
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { name: 'Main', hosts: ['localhost'] })
    plan = await createPlan(db(), site, 'Mensuel', 990, 'month')
    otherPlan = await createPlan(db(), site, 'Annuel', 9900, 'year')
  })
  afterAll(() => t.close())

  it('refuses a second subscription to a plan the buyer has, and takes another plan', async () => {
    const { token } = await buyer()
    await pay(await open(token, { type: 'subscription', subscription: plan }))
    const again = await checkout(t, token, { type: 'subscription', subscription: plan })
    expectConflict(again, 'subscription')
    const other = await checkout(t, token, { type: 'subscription', subscription: otherPlan })
    expect(other.statusCode).toBe(200)
  })

  it('refuses to sell again an item the buyer owns for good, naming prices', async () => {
    const { uid, token } = await buyer()
    const film = await createItemForSale(db(), site, 'Film acheté', [
      { amount: 2500, period: 0 },
      { amount: 900, period: 48 },
    ])
    const series = await createItemForSale(db(), site, 'Série', [{ amount: 800, period: 0 }])
    await pay(await open(token, { type: 'prices', prices: [film.priceUids[0]] }))
    const orders = (await ordersOf(uid)).length
    for (const prices of [
      [film.priceUids[0]],
      [film.priceUids[1]],
      [series.priceUids[0], film.priceUids[1]],
    ]) {
      const message = expectConflict(await checkout(t, token, { type: 'prices', prices }), 'prices')
      expect(message).toContain('Film acheté')
    }
    expect(await ordersOf(uid)).toHaveLength(orders)
    const other = await checkout(t, token, { type: 'prices', prices: series.priceUids })
    expect(other.statusCode).toBe(200)
  })

  it('refuses the same rental while it runs, but sells a longer one or unlimited access', async () => {
    const { token } = await buyer()
    const film = await createItemForSale(db(), site, 'Film loué', [
      { amount: 500, period: 24 },
      { amount: 300, period: 12 },
      { amount: 1000, period: 72 },
      { amount: 2500, period: 0 },
    ])
    const [day, halfDay, threeDays, forever] = film.priceUids
    await pay(await open(token, { type: 'prices', prices: [day] }))
    for (const price of [day, halfDay]) {
      const message = expectConflict(
        await checkout(t, token, { type: 'prices', prices: [price] }),
        'prices',
      )
      expect(message).toContain('Film loué')
    }
    for (const price of [threeDays, forever]) {
      const answer = await checkout(t, token, { type: 'prices', prices: [price] })
      expect(answer.statusCode, answer.body).toBe(200)
    }
  })

  it('sells again what ended or was refunded, and a download the buyer lacks', async () => {
    const film = await createItemForSale(db(), site, 'Film revendu', [
      { amount: 2500, period: 0 },
      { amount: 4000, period: 0, downloadableChoices: 3 },
    ])
    const [streamed, downloadable] = film.priceUids
    const owner = await buyer()
    await pay(await open(owner.token, { type: 'prices', prices: [streamed] }))
    const upgrade = await checkout(t, owner.token, { type: 'prices', prices: [downloadable] })
    expect(upgrade.statusCode, upgrade.body).toBe(200)

    const former = await buyer()
    const ended = { userUid: former.uid, itemUid: film.itemUid, priceUid: streamed }
    await addPurchase(db(), site, { ...ended, expireAt: hoursFromNow(-1) })
    await addPurchase(db(), site, { ...ended, revoked: true })
    const again = await checkout(t, former.token, { type: 'prices', prices: [streamed] })
    expect(again.statusCode, again.body).toBe(200)
  })

  it('grants an item paid in two tabs once, refunds the other order and says so', async () => {
    const { email, token } = await buyer()
    const film = await createItemForSale(db(), site, 'Film en double', [
      { amount: 2500, period: 0 },
    ])
    const body = { type: 'prices', prices: film.priceUids, tip: 100 }
    const tabs = [await open(token, body), await open(token, body)]
    const answers = await Promise.all(tabs.map(pay))
    // Both tabs land on the success page, which tells each what became of its payment.
    expect(answers.map((answer) => answer.headers.location)).toEqual(tabs.map(success))
    const statuses = await Promise.all(tabs.map(statusOf))
    expect([...statuses].sort()).toEqual(['paid', 'refunded'])
    const refunded = tabs[statuses.indexOf('refunded')]!
    expect((await confirm(t, orderUidOf(refunded))).json()).toEqual({ status: 'refunded' })
    expect(await purchases(token)).toEqual([expect.objectContaining({ uid: film.itemUid })])
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(2)
    expect(mails.filter((mail) => mail.includes('Merci pour votre achat'))).toHaveLength(1)
    const notice = mails.find((mail) => mail.includes('payer deux fois'))
    expect(notice).toContain(`Commande ${orderUidOf(refunded)}`)
    expect(notice).toMatch(/vous remboursons 26,00/)
  })

  it('gives one subscription for five checkouts of one plan paid at the same time', async () => {
    const { uid, token } = await buyer()
    const tabs: string[] = []
    for (let i = 0; i < 5; i++) {
      tabs.push(await open(token, { type: 'subscription', subscription: plan }))
    }
    const answers = await Promise.all(tabs.map(pay))
    expect(answers.map((answer) => answer.headers.location)).toEqual(tabs.map(success))
    const statuses = await Promise.all(tabs.map(statusOf))
    expect([...statuses].sort()).toEqual(['paid', ...Array(4).fill('refunded')])
    const subscriptions = await db()
      .selectFrom('subscriptions')
      .select(['order_uid', 'status'])
      .where('user_uid', '=', uid)
      .execute()
    const paid = tabs[statuses.indexOf('paid')]!
    expect(subscriptions).toEqual([{ order_uid: orderUidOf(paid), status: 'active' }])
    expect(await billingRows(token)).toBe(1)
    // Paying a refunded order again changes nothing.
    await pay(tabs[statuses.indexOf('refunded')]!)
    expect(await billingRows(token)).toBe(1)
  })

  it('refunds a whole cart that repeats an item the other cart bought', async () => {
    const { uid, token } = await buyer()
    const film = await createItemForSale(db(), site, 'Film partagé', [{ amount: 900, period: 0 }])
    const series = await createItemForSale(db(), site, 'Série', [{ amount: 800, period: 0 }])
    const alone = await open(token, { type: 'prices', prices: film.priceUids })
    const both = await open(token, {
      type: 'prices',
      prices: [series.priceUids[0], film.priceUids[0]],
    })
    await Promise.all([pay(alone), pay(both)])
    const statuses = [await statusOf(alone), await statusOf(both)]
    expect([...statuses].sort()).toEqual(['paid', 'refunded'])
    const granted = await db()
      .selectFrom('purchases')
      .select(['item_uid', 'order_uid'])
      .where('user_uid', '=', uid)
      .execute()
    const paid = statuses[0] === 'paid' ? alone : both
    expect(granted.every((row) => row.order_uid === orderUidOf(paid))).toBe(true)
    expect(granted.filter((row) => row.item_uid === film.itemUid)).toHaveLength(1)
    expect(await purchases(token)).toHaveLength(granted.length)
  })
})
