import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminAnalytics } from '../../../../contract/schemas/admin-analytics.ts'
import type { AdminOrder, AdminOrderDetail } from '../../../../contract/schemas/admin-orders.ts'
import type { DataExport } from '../../../../contract/schemas/admin-data-exports.ts'
import { dataExportFilePath } from '../../../../contract/values/admin-data-exports.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { up as netRevenue } from '../../../db/migrations/0040-net-revenue.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import {
  buyerCookieOf,
  checkout,
  createItemForSale,
  orderUidOf,
  pathOf,
  submitForm,
  type ItemForSale,
} from '../test-shop.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'

const HOST = 'discounts.test'
const DAY_MS = 86_400_000

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/**
 * Orders paid with a promo code, as the back office shows them: the order's page, the orders
 * CSV and the analytics, where every figure is what was charged, the discount taken off.
 */
describe.each(DIALECTS)('orders paid with a coupon in the back office on %s', (dialect) => {
  let t: TestApp
  let site = ''
  let owner = ''
  const items = {} as Record<'film' | 'series' | 'documentary', ItemForSale>
  const orders = { fixed: '', percent: '' }

  const db = () => t.database.db
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    adminCall(t, method, url, { token: owner, host: HOST, payload })
  const newBuyer = async () => createSession(db(), site, (await createUser(db(), site)).uid)

  /** Opens an order with this body and pays it on the sandbox's page; answers its uid. */
  async function paidOrder(body: object): Promise<string> {
    const answer = await checkout(t, await newBuyer(), body, HOST)
    expect(answer.statusCode, answer.body).toBe(200)
    const url: string = answer.json().checkout_session_url
    const visit = { host: HOST, cookie: buyerCookieOf(answer) }
    expect((await submitForm(t, `${pathOf(url)}/pay`, visit)).statusCode).toBe(303)
    return orderUidOf(url)
  }

  async function coupon(payload: object) {
    const made = await call('POST', '/coupons/', payload)
    expect(made.statusCode, made.body).toBe(201)
  }

  /** The figures of the days around today, when the sandbox orders were paid. */
  async function analytics(): Promise<AdminAnalytics> {
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    const answer = await call(
      'GET',
      `/analytics/?from=${day(Date.now() - DAY_MS)}&to=${day(Date.now())}`,
    )
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<AdminAnalytics>()
  }

  /** Each revenue figure, gross, refunds and net, added up over `rows`. */
  const added = (rows: { gross: number; refunds: number; net: number }[]) => ({
    gross: sum(rows.map((row) => row.gross)),
    refunds: sum(rows.map((row) => row.refunds)),
    net: sum(rows.map((row) => row.net)),
  })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { hosts: [HOST], settings: { monetization_enabled: true } })
    const staff = await createUser(db(), site, { staffRole: 'owner' })
    owner = await createSession(db(), site, staff.uid)
    items.film = await createItemForSale(db(), site, 'Film', [{ amount: 899, period: 48 }])
    items.series = await createItemForSale(db(), site, 'Série', [{ amount: 900, period: 0 }])
    items.documentary = await createItemForSale(db(), site, 'Doc', [{ amount: 333, period: 0 }])
    await coupon({ code: 'Moins240', kind: 'amount', amount_off: 240 })
    await coupon({ code: 'Quinze', kind: 'percent', percent_off: 15 })
    // 17,99 € of lines, 2,40 € off, 1 € of tip: 16,59 € charged.
    orders.fixed = await paidOrder({
      type: 'prices',
      prices: [...items.film.priceUids, ...items.series.priceUids],
      tip: 100,
      coupon: 'moins240',
    })
    // 15 % of 12,32 € is 1,848 €: 1,85 € off, 10,47 € charged.
    orders.percent = await paidOrder({
      type: 'prices',
      prices: [...items.documentary.priceUids, ...items.film.priceUids],
      coupon: 'QUINZE',
    })
  })
  afterAll(() => t.close())

  it('shows the coupon and its discount: the lines, less it, plus the tip, are the total', async () => {
    const answer = await call('GET', `/orders/${orders.fixed}/`)
    expect(answer.statusCode, answer.body).toBe(200)
    const order = answer.json<AdminOrderDetail>()
    expect(order).toMatchObject({ coupon_code: 'Moins240', discount: 240, tip: 100, total: 1659 })
    expect(sum(order.lines.map((line) => line.amount)) - order.discount + order.tip).toBe(
      order.total,
    )
    const listed = (await call('GET', '/orders/')).json<AdminOrder[]>()
    expect(listed.map((row) => [row.coupon_code, row.discount, row.total])).toEqual([
      ['Quinze', 185, 1047],
      ['Moins240', 240, 1659],
    ])
  })

  it('writes the coupon and the discount in the orders CSV, beside the total charged', async () => {
    const asked = await call('POST', '/data-exports/', { kind: 'orders' })
    expect(asked.statusCode, asked.body).toBe(202)
    await t.app.jobs.exports.idle()
    const file = await call('GET', dataExportFilePath(asked.json<DataExport>().uid))
    expect(file.statusCode, file.body).toBe(200)
    const [header, ...rows] = file.body.slice(1).split('\r\n')
    expect(header).toMatch(/^uid,type,status,total,tip,coupon,discount,refunded_amount,currency,/)
    expect(rows).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${orders.fixed},prices,paid,16.59,1.00,Moins240,2.40,0.00,EUR,`),
      ),
    )
    expect(rows).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${orders.percent},prices,paid,10.47,0.00,Quinze,1.85,0.00,EUR,`),
      ),
    )
  })

  it('counts revenue by kind and by item net of discounts, to the cent of the headline', async () => {
    const figures = await analytics()
    expect(figures.revenue).toMatchObject({ gross: 1659 + 1047, refunds: 0, net: 2706 })
    expect(added(figures.revenue_by_kind)).toEqual({ gross: 2706, refunds: 0, net: 2706 })
    const kinds = Object.fromEntries(figures.revenue_by_kind.map((row) => [row.kind, row.gross]))
    expect(kinds).toMatchObject({ tips: 100 })
    // Without the tip, the items' lines are what was charged for them.
    expect(added(figures.top_items_by_revenue)).toEqual({ gross: 2606, refunds: 0, net: 2606 })
    // Each line gives up its share of its order's discount, the cents rounded so the shares
    // make the discount: 2,40 € is 1,19 € of the film's 8,99 € and 1,21 € of the series' 9,00 €;
    // 1,85 € is 0,50 € of the documentary's 3,33 € and 1,35 € of the film's.
    expect(figures.top_items_by_revenue.map((row) => [row.name, row.sales, row.gross])).toEqual([
      ['Film', 2, 780 + 764],
      ['Série', 1, 779],
      ['Doc', 1, 283],
    ])
    expect(kinds.rentals! + kinds.purchases!).toBe(2606)
  })

  it('shares a partial refund among the parts of the order, the kinds still adding up', async () => {
    const refunded = await call('POST', `/orders/${orders.fixed}/refunds/`, { amount: 333 })
    expect(refunded.statusCode, refunded.body).toBe(201)
    const figures = await analytics()
    expect(figures.revenue).toMatchObject({ gross: 2706, refunds: 333, net: 2373 })
    expect(added(figures.revenue_by_kind)).toEqual({ gross: 2706, refunds: 333, net: 2373 })
    // The film's 7,80 € and the series' 7,79 € each give back 1,56 €; the tip, the rest.
    const tips = figures.revenue_by_kind.find((row) => row.kind === 'tips')
    expect(tips).toMatchObject({ gross: 100, refunds: 21 })
    expect(added(figures.top_items_by_revenue)).toEqual({ gross: 2606, refunds: 312, net: 2294 })

    expect((await call('POST', `/orders/${orders.fixed}/refunds/`, {})).statusCode).toBe(201)
    const after = await analytics()
    expect(after.revenue).toMatchObject({ gross: 2706, refunds: 1659, net: 1047 })
    expect(added(after.revenue_by_kind)).toEqual({ gross: 2706, refunds: 1659, net: 1047 })
    expect(added(after.top_items_by_revenue)).toEqual({ gross: 2606, refunds: 1559, net: 1047 })
  })

  it('finds the same figures when they are computed again from every order', async () => {
    const before = await analytics()
    // What upgrading a database does: the sums emptied, then added up from the orders.
    await netRevenue(db() as Kysely<unknown>, dialect)
    expect(await analytics()).toEqual(before)
  })
})
