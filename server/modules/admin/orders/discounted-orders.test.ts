import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrder, AdminOrderDetail } from '../../../../contract/schemas/admin-orders.ts'
import type { DataExport } from '../../../../contract/schemas/admin-data-exports.ts'
import { dataExportFilePath } from '../../../../contract/values/admin-data-exports.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import {
  buyerCookieOf,
  checkout,
  createItemForSale,
  orderUidOf,
  pathOf,
  submitForm,
  type ItemForSale,
} from '../../billing/test-shop.ts'
import { adminCall } from '../editor-test-support.ts'

const HOST = 'discounts.test'

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
})
