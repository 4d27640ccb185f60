import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminAnalytics } from '../../../contract/schemas/admin-analytics.ts'
import type { AdminCustomer } from '../../../contract/schemas/admin-customers.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { newUid } from '../../db/uid.ts'
import { addOrder } from '../billing/test-fixtures.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'
import { adminCall } from '../../../test/support/staff-api.ts'

const HOST = 'refunds-analytics.test'
const MAY = '?from=2025-05-01&to=2025-05-31'
const PAID_ON = '2025-05-10'

/** Refunds in part, made from the back office, count in the dashboard and in what customers paid. */
describe.each(DIALECTS)('partial refunds in the figures on %s', (dialect) => {
  let t: TestApp
  let site = ''
  let owner = ''
  const buyers = { ann: '', ben: '' }
  let film = ''

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    adminCall(t, method, url, { token: owner, host: HOST, payload })
  const analytics = async () => {
    const answer = await call('GET', `/analytics/${MAY}`)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<AdminAnalytics>()
  }
  const paidTotal = async (userUid: string) => {
    const answer = await call('GET', `/customers/${userUid}/`)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<AdminCustomer>().paid_total
  }
  const listedPaidTotals = async () => {
    const answer = await call('GET', '/customers/?_sort=email&_order=ASC')
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<AdminCustomer[]>().map((row) => row.paid_total)
  }
  const refund = async (orderUid: string, amount?: number) => {
    const answer = await call('POST', `/orders/${orderUid}/refunds/`, amount ? { amount } : {})
    expect(answer.statusCode, answer.body).toBe(201)
  }
  /** A paid order of one purchase line of `amount`, and a tip. */
  const paidOrder = (user: string, amount: number, tip = 0) =>
    addOrder(t.database.db, site, {
      userUid: user,
      lines: [{ label: 'Film', amount, item_uid: film }],
      tip,
      createdAt: `${PAID_ON}T09:00:00.000Z`,
      paidAt: `${PAID_ON}T09:01:00.000Z`,
    })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, {
      name: 'Main',
      hosts: [HOST],
      settings: { monetization_enabled: true },
    })
    const staff = await createUser(db, site, { staffRole: 'owner' })
    owner = await createSession(db, site, staff.uid)
    buyers.ann = (await createUser(db, site, { email: 'ann@refunds.example' })).uid
    buyers.ben = (await createUser(db, site, { email: 'ben@refunds.example' })).uid
    film = (await addMediaItem(db, site, 'Film', { monetizationEnabled: true })).uid
  })
  afterAll(() => t.close())

  it('shows an order of 10 € refunded 3 € as gross 10, refunds 3, net 7, and paid 7', async () => {
    const order = await paidOrder(buyers.ann, 1000)
    expect((await analytics()).revenue).toMatchObject({ gross: 1000, refunds: 0, net: 1000 })
    expect(await paidTotal(buyers.ann)).toBe(1000)

    await refund(order, 300)
    const figures = await analytics()
    expect(figures.revenue).toEqual({
      gross: 1000,
      refunds: 300,
      net: 700,
      paid_orders: 1,
      refunded_orders: 0,
    })
    expect(figures.revenue_by_kind.find((row) => row.kind === 'purchases')).toEqual({
      kind: 'purchases',
      gross: 1000,
      refunds: 300,
      net: 700,
    })
    expect(figures.revenue_by_day.find((row) => row.day === PAID_ON)).toMatchObject({
      gross: 1000,
      refunds: 300,
      net: 700,
    })
    expect(figures.top_items_by_revenue).toEqual([
      expect.objectContaining({ item_uid: film, gross: 1000, refunds: 300, net: 700 }),
    ])
    expect(await paidTotal(buyers.ann)).toBe(700)
    expect(await listedPaidTotals()).toEqual([700, 0])
  })

  it('counts a partial refund then the rest once, as a full refund', async () => {
    const order = await paidOrder(buyers.ben, 2000, 500)
    await refund(order, 1000)
    let figures = await analytics()
    expect(figures.revenue).toMatchObject({ gross: 3500, refunds: 1300, net: 2200 })
    // The order's 25 € are 20 € of purchase and 5 € of tip: each gives back its share.
    const kinds = Object.fromEntries(figures.revenue_by_kind.map((row) => [row.kind, row]))
    expect(kinds.purchases).toMatchObject({ gross: 3000, refunds: 300 + 800 })
    expect(kinds.tips).toMatchObject({ gross: 500, refunds: 200 })
    expect(await paidTotal(buyers.ben)).toBe(1500)

    await refund(order)
    figures = await analytics()
    expect(figures.revenue).toEqual({
      gross: 3500,
      refunds: 300 + 2500,
      net: 700,
      paid_orders: 2,
      refunded_orders: 1,
    })
    const after = Object.fromEntries(figures.revenue_by_kind.map((row) => [row.kind, row]))
    expect(after.purchases).toMatchObject({ gross: 3000, refunds: 2300, net: 700 })
    expect(after.tips).toMatchObject({ gross: 500, refunds: 500, net: 0 })
    expect(await paidTotal(buyers.ben)).toBe(0)
    expect(await listedPaidTotals()).toEqual([700, 0])
  })

  it('ranks the items the same over periods that cut months or hold whole ones', async () => {
    const top = async (query: string) => {
      const answer = await call('GET', `/analytics/${query}`)
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json<AdminAnalytics>().top_items_by_revenue
    }
    const may = await top(MAY)
    expect(may).toEqual([expect.objectContaining({ item_uid: film, gross: 3000 })])
    expect(await top('?from=2025-04-20&to=2025-06-05')).toEqual(may)
    expect(await top('?from=2025-05-10&to=2025-05-10')).toEqual(may)
    expect(await top('?from=2025-01-01&to=2025-12-31')).toEqual(may)
    expect(await top('?from=2025-05-11&to=2025-06-30')).toEqual([])
  })

  it('counts a new customer as converted once their order is paid, and never a staff member', async () => {
    const db = t.database.db
    const late = (await createUser(db, site, { email: 'late@refunds.example' })).uid
    const staff = (await createUser(db, site, { email: 'staff@refunds.example' })).uid
    for (const uid of [late, staff]) {
      await db
        .updateTable('users')
        .set({ created_at: '2025-05-02T08:00:00.000Z' })
        .where('uid', '=', uid)
        .execute()
    }
    expect((await analytics()).customers).toEqual({ new: 2, converted: 0, conversion: 0 })
    await db.updateTable('users').set({ staff_role: 'editor' }).where('uid', '=', staff).execute()
    const order = await paidOrder(late, 800)
    await db
      .updateTable('orders')
      .set({ status: 'open', paid_at: null })
      .where('uid', '=', order)
      .execute()
    expect((await analytics()).customers).toEqual({ new: 1, converted: 0, conversion: 0 })
    await db
      .updateTable('orders')
      .set({ status: 'paid', paid_at: '2025-05-30T10:00:00.000Z' })
      .where('uid', '=', order)
      .execute()
    expect((await analytics()).customers).toEqual({ new: 1, converted: 1, conversion: 1 })
    // Paid after the period's end: not converted within it.
    const early = await call('GET', '/analytics/?from=2025-05-01&to=2025-05-29')
    expect(early.json<AdminAnalytics>().customers).toMatchObject({ new: 1, converted: 0 })
    await db.deleteFrom('orders').where('uid', '=', order).execute()
    expect((await analytics()).customers).toMatchObject({ new: 1, converted: 0 })
  })

  it('takes a refund back out of the sums when the provider refused it', async () => {
    const order = await paidOrder(buyers.ann, 400)
    const before = await analytics()
    // As refundAdminOrder does when the provider answers an error: the reserved row goes.
    const uid = newUid()
    await t.database.db
      .insertInto('order_refunds')
      .values({
        uid,
        website_uid: site,
        order_uid: order,
        amount: 100,
        refunded_by: null,
        created_at: `${PAID_ON}T12:00:00.000Z`,
      })
      .execute()
    expect((await analytics()).revenue.refunds).toBe(before.revenue.refunds + 100)
    await t.database.db.deleteFrom('order_refunds').where('uid', '=', uid).execute()
    expect((await analytics()).revenue).toEqual(before.revenue)
  })
})
