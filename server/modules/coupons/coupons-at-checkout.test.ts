import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import {
  COUPON_REFUSALS_IN_FRENCH,
  type CouponRefusal,
} from '../../../contract/values/admin-coupons.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import { sentMails } from '../../../test/support/sent-mails.ts'
import { COUPON_HOLD_MINUTES } from './repo.ts'
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
} from '../billing/test-shop.ts'

const HOST = 'coupons.test'
const DAY_MS = 86_400_000
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
/** Intl separates figures and symbols with no-break spaces; compare with plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe.each(DIALECTS)('coupons at checkout on %s', (dialect) => {
  let t: TestApp
  let site = ''
  let owner = ''
  let film: ItemForSale
  let series: ItemForSale
  let documentary: ItemForSale
  let plan = ''
  let foreignCode = ''
  let counter = 0

  const db = () => t.database.db
  const newBuyer = async () => createSession(db(), site, (await createUser(db(), site)).uid)
  /** A new buyer, with their address (for their mail) and their token. */
  async function newCustomer() {
    const user = await createUser(db(), site)
    return { ...user, token: await createSession(db(), site, user.uid) }
  }
  const orderRow = (uid: string) =>
    db().selectFrom('orders').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow()

  /** A coupon made in the back office, with a code of its own; answers the code. */
  async function coupon(fields: Record<string, unknown>, host = HOST): Promise<string> {
    counter += 1
    const code = `Promo-${counter}`
    const made = await adminCall(t, 'POST', '/coupons/', {
      token: owner,
      host,
      payload: { code, kind: 'percent', percent_off: 20, ...fields },
    })
    expect(made.statusCode, made.body).toBe(201)
    return code
  }

  /** Checks out as `buyer` and answers the order opened, with the cookie to pay it. */
  async function order(buyer: string, body: Record<string, unknown>) {
    const answer = await checkout(t, buyer, body, HOST)
    expect(answer.statusCode, answer.body).toBe(200)
    const url: string = answer.json().checkout_session_url
    const visit = { host: HOST, cookie: buyerCookieOf(answer) }
    return {
      url,
      row: () => orderRow(orderUidOf(url)),
      page: () => openPage(t, pathOf(url), visit),
      pay: () => submitForm(t, `${pathOf(url)}/pay`, visit),
    }
  }

  async function expectRefused(buyer: string, body: object, reason: CouponRefusal) {
    const answer = await checkout(t, buyer, body, HOST)
    expectFieldError(answer, 'coupon')
    expect(answer.json().details.coupon).toEqual([COUPON_REFUSALS_IN_FRENCH[reason]])
  }

  /** The coupon as the back office lists it, with its redemptions. */
  async function listed(code: string): Promise<{ uid: string; redemptions: number }> {
    const answer = await adminCall(t, 'GET', `/coupons/?q=${code}`, { token: owner, host: HOST })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json()[0]
  }

  /** The items the buyer may watch because they bought them. */
  async function purchased(token: string): Promise<string[]> {
    const answer = await t.app.inject({
      url: `${API_BASE}/purchases/`,
      headers: { host: HOST, ...signedIn(token) },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    return (answer.json() as { uid: string }[]).map((item) => item.uid)
  }

  const preview = (code: string, type: string, token?: string) =>
    t.app.inject({
      url: `${API_BASE}/billing/coupons/${encodeURIComponent(code)}/?type=${type}`,
      headers: { host: HOST, ...(token ? signedIn(token) : {}) },
    })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { hosts: [HOST] })
    const ownerUid = (await createUser(db(), site, { staffRole: 'owner' })).uid
    owner = await createSession(db(), site, ownerUid)
    film = await createItemForSale(db(), site, 'Film', [{ amount: 1299, period: 48 }])
    series = await createItemForSale(db(), site, 'Série', [{ amount: 800, period: 0 }])
    documentary = await createItemForSale(db(), site, 'Documentaire', [{ amount: 600, period: 0 }])
    plan = await createPlan(db(), site, 'Mensuel', 990)
    const other = await createWebsite(db(), { hosts: ['elsewhere.test'] })
    const otherOwner = (await createUser(db(), other, { staffRole: 'owner' })).uid
    const otherToken = await createSession(db(), other, otherOwner)
    const made = await adminCall(t, 'POST', '/coupons/', {
      token: otherToken,
      host: 'elsewhere.test',
      payload: { code: 'AILLEURS', kind: 'percent', percent_off: 50 },
    })
    expect(made.statusCode, made.body).toBe(201)
    foreignCode = 'AILLEURS'
  })
  afterAll(() => t.close())

  it('takes a percentage off the lines, rounded to the cent, and leaves the tip whole', async () => {
    const code = await coupon({ percent_off: 15 })
    const body = { type: 'prices', prices: [...film.priceUids, ...series.priceUids], tip: 300 }
    const opened = await order(await newBuyer(), { ...body, coupon: code.toLowerCase() })
    const row = await opened.row()
    // 15 % of 20,99 € is 3,1485 €: 3,15 €.
    expect(row).toMatchObject({ discount: 315, tip: 300, total: 2099 - 315 + 300 })
    const page = plainSpaces((await opened.page()).body)
    expect(page).toContain('Réduction')
    expect(page).toMatch(/data-testid="discount">− 3,15 €</)
    expect(page).toMatch(/data-testid="total">20,84 €</)
  })

  it('takes a fixed amount off, never more than the lines', async () => {
    const small = await coupon({ kind: 'amount', amount_off: 500 })
    const opened = await order(await newBuyer(), {
      type: 'prices',
      prices: film.priceUids,
      tip: 100,
      coupon: small,
    })
    expect(await opened.row()).toMatchObject({ discount: 500, total: 1299 - 500 + 100 })

    const big = await coupon({ kind: 'amount', amount_off: 5000 })
    const capped = await order(await newBuyer(), {
      type: 'prices',
      prices: series.priceUids,
      tip: 200,
      coupon: big,
    })
    expect(await capped.row()).toMatchObject({ discount: 800, tip: 200, total: 200 })
  })

  it('ignores a total the buyer forges: the server reckons every amount', async () => {
    const code = await coupon({ percent_off: 10 })
    const answer = await checkout(
      t,
      await newBuyer(),
      { type: 'prices', prices: film.priceUids, coupon: code, total: 1, discount: 1299 },
      HOST,
    )
    // Unknown fields are dropped or refused, never obeyed.
    if (answer.statusCode === 200) {
      const row = await orderRow(orderUidOf(answer.json().checkout_session_url))
      expect(row).toMatchObject({ discount: 130, total: 1169 })
    } else {
      expect(answer.statusCode).toBe(400)
    }
  })

  it('lowers a subscription when the coupon applies to plans', async () => {
    const code = await coupon({ applies_to: 'plans', percent_off: 50 })
    const opened = await order(await newBuyer(), {
      type: 'subscription',
      subscription: plan,
      coupon: code,
    })
    expect(await opened.row()).toMatchObject({ discount: 495, total: 495 })
    await expectRefused(
      await newBuyer(),
      { type: 'prices', prices: film.priceUids, coupon: code },
      'not_for_prices',
    )
    const pricesOnly = await coupon({ applies_to: 'prices' })
    await expectRefused(
      await newBuyer(),
      { type: 'subscription', subscription: plan, coupon: pricesOnly },
      'not_for_plans',
    )
  })

  it('refuses an unknown code, and a code of another website', async () => {
    const buyer = await newBuyer()
    const body = { type: 'prices', prices: film.priceUids }
    await expectRefused(buyer, { ...body, coupon: 'NOPE' }, 'unknown')
    await expectRefused(buyer, { ...body, coupon: foreignCode }, 'unknown')
  })

  it('refuses a code before its start and after its end', async () => {
    const now = Date.now()
    const later = await coupon({ starts_at: new Date(now + DAY_MS).toISOString() })
    const over = await coupon({
      starts_at: new Date(now - 2 * DAY_MS).toISOString(),
      ends_at: new Date(now - DAY_MS).toISOString(),
    })
    const running = await coupon({
      starts_at: new Date(now - DAY_MS).toISOString(),
      ends_at: new Date(now + DAY_MS).toISOString(),
    })
    const buyer = await newBuyer()
    const body = { type: 'prices', prices: film.priceUids }
    await expectRefused(buyer, { ...body, coupon: later }, 'not_started')
    await expectRefused(buyer, { ...body, coupon: over }, 'expired')
    await order(buyer, { ...body, coupon: running })
  })

  it('stops at its limit: paid orders count, and open ones while their buyer pays', async () => {
    const code = await coupon({ max_redemptions: 2 })
    const body = { type: 'prices', prices: series.priceUids, coupon: code }
    const first = await order(await newBuyer(), body)
    const abandoned = await order(await newBuyer(), body)
    // Both seats are held by checkouts under way.
    await expectRefused(await newBuyer(), body, 'exhausted')
    expect((await first.pay()).statusCode).toBe(303)
    // An order left open past the hold gives its seat back.
    await db()
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() - (COUPON_HOLD_MINUTES + 1) * 60_000).toISOString() })
      .where('uid', '=', (await abandoned.row()).uid)
      .execute()
    const second = await order(await newBuyer(), body)
    expect((await second.pay()).statusCode).toBe(303)
    await expectRefused(await newBuyer(), body, 'exhausted')
    expect(await preview(code, 'prices')).toMatchObject({ statusCode: 400 })
  })

  it("gives its last seat to one of two checkouts at once, and a buyer's own try never blocks them", async () => {
    const code = await coupon({ max_redemptions: 1, once_per_customer: false })
    const body = { type: 'prices', prices: series.priceUids, coupon: code }
    const buyers = [await newBuyer(), await newBuyer()]
    const answers = await Promise.all(buyers.map((buyer) => checkout(t, buyer, body, HOST)))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])

    const last = await coupon({ max_redemptions: 1 })
    const buyer = await newBuyer()
    const again = { type: 'prices', prices: series.priceUids, coupon: last }
    await order(buyer, again)
    // Back from the payment page to the cart, the same buyer checks out again.
    const back = await order(buyer, again)
    expect((await back.pay()).statusCode).toBe(303)
  })

  it('grants a coupon of one use once to a buyer who paid three checkouts opened with it', async () => {
    const code = await coupon({ max_redemptions: 1 })
    const buyer = await newCustomer()
    const carts = [film, series, documentary].map((item) => ({
      type: 'prices',
      prices: item.priceUids,
      coupon: code,
    }))
    // Three tabs opened before any is paid: the buyer's own open orders never block a new one.
    const opened = []
    for (const cart of carts) opened.push(await order(buyer.token, cart))
    for (const tab of opened) expect((await tab.pay()).statusCode).toBe(303)

    const statuses = await Promise.all(opened.map(async (tab) => (await tab.row()).status))
    expect(statuses).toEqual(['paid', 'refunded', 'refunded'])
    expect(await purchased(buyer.token)).toEqual([film.itemUid])
    expect((await listed(code)).redemptions).toBe(1)
    const notices = (await sentMails(t, { to: buyer.email })).filter((mail) =>
      mail.includes('Paiement remboursé'),
    )
    expect(notices).toHaveLength(2)
    expect(notices[0]).toContain(`code promo « ${code} » avait atteint son nombre maximal`)
    expect(plainSpaces(notices[0]!)).toMatch(/vous remboursons 6,40 €/)
  })

  it('refunds at payment the second use of a coupon by its buyer, when once is all it allows', async () => {
    const code = await coupon({})
    const buyer = await newCustomer()
    const first = await order(buyer.token, { type: 'prices', prices: film.priceUids, coupon: code })
    const second = await order(buyer.token, {
      type: 'prices',
      prices: series.priceUids,
      coupon: code,
    })
    expect((await second.pay()).statusCode).toBe(303)
    expect((await first.pay()).statusCode).toBe(303)
    expect((await second.row()).status).toBe('paid')
    expect((await first.row()).status).toBe('refunded')
    expect(await purchased(buyer.token)).toEqual([series.itemUid])
    const notice = (await sentMails(t, { to: buyer.email })).find((mail) =>
      mail.includes('Paiement remboursé'),
    )
    expect(notice).toContain(`Vous aviez déjà utilisé le code promo « ${code} »`)
  })

  it('refunds the payments past the limit when three buyers pay its last seat at once', async () => {
    const code = await coupon({ max_redemptions: 1, once_per_customer: false })
    const body = { type: 'prices', prices: series.priceUids, coupon: code }
    const buyers = [await newCustomer(), await newCustomer(), await newCustomer()]
    const tabs = []
    for (const buyer of buyers) {
      const tab = await order(buyer.token, body)
      // Its buyer lingers past the hold: the seat goes to the next, who opens in turn.
      await db()
        .updateTable('orders')
        .set({ created_at: minutesAgo(COUPON_HOLD_MINUTES + 1) })
        .where('uid', '=', (await tab.row()).uid)
        .execute()
      tabs.push(tab)
    }
    const paid = await Promise.all(tabs.map((tab) => tab.pay()))
    expect(paid.map((answer) => answer.statusCode)).toEqual([303, 303, 303])

    const statuses = await Promise.all(tabs.map(async (tab) => (await tab.row()).status))
    expect([...statuses].sort()).toEqual(['paid', 'refunded', 'refunded'])
    const granted = await Promise.all(buyers.map((buyer) => purchased(buyer.token)))
    expect(granted.flat()).toEqual([series.itemUid])
    expect(granted[statuses.indexOf('paid')]).toEqual([series.itemUid])
    expect((await listed(code)).redemptions).toBe(1)
  })

  it('is used once per customer unless the owner allows more', async () => {
    const once = await coupon({})
    const buyer = await newBuyer()
    const body = { type: 'prices', prices: film.priceUids, coupon: once }
    const paid = await order(buyer, body)
    expect((await paid.pay()).statusCode).toBe(303)
    const again = { type: 'prices', prices: series.priceUids, coupon: once }
    await expectRefused(buyer, again, 'used')
    expect(await preview(once, 'prices', buyer)).toMatchObject({ statusCode: 400 })
    expect((await preview(once, 'prices')).statusCode).toBe(200)

    const many = await coupon({ once_per_customer: false })
    const other = await newBuyer()
    const firstTime = await order(other, { type: 'prices', prices: film.priceUids, coupon: many })
    expect((await firstTime.pay()).statusCode).toBe(303)
    await order(other, { type: 'prices', prices: series.priceUids, coupon: many })
  })

  it('tells the cart what a usable code takes off, and why another is refused', async () => {
    const code = await coupon({ kind: 'amount', amount_off: 250, applies_to: 'both' })
    const answer = await preview(code.toUpperCase(), 'subscription', await newBuyer())
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toEqual({ code, percent_off: null, amount_off: 250 })
    const unknown = await preview('NOPE', 'prices')
    expectFieldError(unknown, 'coupon')
  })

  it('stops applying once deleted after use; the paid order keeps its discount', async () => {
    const code = await coupon({ percent_off: 30 })
    const paid = await order(await newBuyer(), {
      type: 'prices',
      prices: film.priceUids,
      coupon: code,
    })
    expect((await paid.pay()).statusCode).toBe(303)
    const listed = await adminCall(t, 'GET', `/coupons/?q=${code}`, { token: owner, host: HOST })
    const uid: string = listed.json()[0].uid
    const removed = await adminCall(t, 'DELETE', `/coupons/${uid}/`, { token: owner, host: HOST })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toMatchObject({ redemptions: 1, archived_at: expect.any(String) })
    await expectRefused(
      await newBuyer(),
      { type: 'prices', prices: film.priceUids, coupon: code },
      'unknown',
    )
    expect(await paid.row()).toMatchObject({ status: 'paid', discount: 390, total: 909 })
  })
})
