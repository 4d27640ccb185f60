import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminAnalytics } from '../../../contract/schemas/admin-analytics.ts'
import type { OrderStatus } from '../../../contract/values/orders.ts'
import type { TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, signedIn } from '../../../test/support/fixtures.ts'
import { insertPlan } from '../../db/insert.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'
import { insertAsset } from '../media/repo.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import { addOrder as addOrderRow, type OrderFixture } from '../billing/test-fixtures.ts'
import { insertPlay } from './plays-repo.ts'
import { startFiguresSite, type FiguresSite } from './test-site.ts'

const HOST = 'analytics.test'
const OTHER_HOST = 'other-analytics.test'
const MARCH = '?from=2025-03-01&to=2025-03-31'

/** An order of the main website unless `website` says; whether and when it was paid always said. */
interface OrderInput extends Omit<OrderFixture, 'userUid'> {
  user: string
  status: OrderStatus
  paidAt: string | null
  website?: string
}

describe.each(DIALECTS)('the analytics dashboard on %s', (dialect) => {
  let t: TestApp
  let shop: FiguresSite
  let site = ''
  let other = ''
  const tokens = { owner: '', editor: '', otherOwner: '', alice: '' }
  const users: Record<string, string> = {}
  const items = { film: '', course: '', free: '', freeMedia: '' }

  const call = (url: string, token = tokens.owner, host = HOST) =>
    adminCall(t, 'GET', url, { token, host })
  const analytics = async (query: string, token = tokens.owner, host = HOST) => {
    const answer = await call(`/analytics/${query}`, token, host)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<AdminAnalytics>()
  }

  const addOrder = (input: OrderInput) =>
    addOrderRow(t.database.db, input.website ?? site, {
      ...input,
      userUid: input.user,
      createdAt: input.createdAt ?? input.paidAt ?? '2025-03-05T09:00:00.000Z',
    })

  const addSubscription = (...args: Parameters<FiguresSite['subscription']>) =>
    shop.subscription(...args)

  /** A customer of the website, whose account was created then. */
  const customer = async (name: string, createdAt: string, websiteUid = site) => {
    users[name] = await shop.customer(name, createdAt, websiteUid)
    return users[name]
  }

  beforeAll(async () => {
    shop = await startFiguresSite(dialect, {
      host: HOST,
      otherHost: OTHER_HOST,
      staffCreatedAt: '2025-03-03T08:00:00.000Z',
    })
    ;({ t, site, other } = shop)
    Object.assign(tokens, shop.tokens)
    const db = t.database.db

    items.film = (await addMediaItem(db, site, 'Film', { monetizationEnabled: true })).uid
    items.course = (
      await addMediaItem(db, site, 'Cours "avancé", partie 1', { monetizationEnabled: true })
    ).uid
    const free = await addMediaItem(db, site, 'Free film')
    items.free = free.uid
    items.freeMedia = free.mediaUid
    await insertAsset(db, {
      media_uid: free.mediaUid,
      website_uid: site,
      folder: `medias/${free.mediaUid}`,
      source_hash: null,
      duration: 60,
      width: 1280,
      height: 720,
      renditions: JSON.stringify([{ name: '360p', width: 640, height: 360, bandwidth: 800_000 }]),
      captions: '[]',
      created_at: '2025-01-01T00:00:00.000Z',
    })

    const alice = await customer('alice', '2025-03-02T08:00:00.000Z')
    const bob = await customer('bob', '2025-03-05T08:00:00.000Z')
    const carol = await customer('carol', '2025-02-10T08:00:00.000Z')
    const dan = await customer('dan', '2025-03-20T08:00:00.000Z')
    await customer('eve', '2025-04-05T08:00:00.000Z')
    const stranger = await customer('stranger', '2025-03-10T08:00:00.000Z', other)
    tokens.alice = await createSession(db, site, alice)

    // Paid in March: a rental, a purchase and a tip; a subscription; a donation.
    await addOrder({
      user: alice,
      status: 'paid',
      lines: [
        { amount: 300, item_uid: items.film, period: 48 },
        { amount: 1500, item_uid: items.course, period: 0 },
      ],
      tip: 200,
      paidAt: '2025-03-02T10:00:00.000Z',
    })
    await addOrder({
      user: carol,
      type: 'subscription',
      status: 'paid',
      lines: [{ amount: 700 }],
      paidAt: '2025-03-02T15:00:00.000Z',
    })
    await addOrder({
      user: carol,
      type: 'donation',
      status: 'paid',
      lines: [{ amount: 1000 }],
      paidAt: '2025-03-10T11:00:00.000Z',
    })
    // Refunded in full: all of it counts as refunds, tip included.
    await addOrder({
      user: dan,
      status: 'refunded',
      lines: [{ amount: 900, item_uid: items.film, period: 0 }],
      tip: 100,
      paidAt: '2025-03-20T12:00:00.000Z',
    })
    // A duplicate refunded at settlement: never marked paid, counted on the day it was ordered.
    await addOrder({
      user: carol,
      status: 'refunded',
      lines: [{ amount: 900, item_uid: items.film, period: 0 }],
      paidAt: null,
      createdAt: '2025-03-15T09:00:00.000Z',
    })
    // Left out: not paid, canceled, outside the period, another currency, another website.
    await addOrder({ user: bob, status: 'open', lines: [{ amount: 900 }], paidAt: null })
    await addOrder({ user: carol, status: 'canceled', lines: [{ amount: 900 }], paidAt: null })
    await addOrder({
      user: alice,
      status: 'paid',
      lines: [{ amount: 5000, item_uid: items.course }],
      paidAt: '2025-02-28T23:59:59.999Z',
    })
    await addOrder({
      user: alice,
      status: 'paid',
      lines: [{ amount: 7000, item_uid: items.course }],
      paidAt: '2025-04-01T00:00:00.000Z',
    })
    await addOrder({
      user: alice,
      status: 'paid',
      lines: [{ amount: 4000, item_uid: items.course }],
      currency: 'chf',
      paidAt: '2025-03-12T10:00:00.000Z',
    })
    await addOrder({
      user: stranger,
      website: other,
      status: 'paid',
      lines: [{ amount: 8000 }],
      type: 'donation',
      paidAt: '2025-03-12T10:00:00.000Z',
    })

    const plan = await insertPlan(db, site, { name: 'Monthly', amount: 700, interval: 'month' })
    await addSubscription(carol, plan, { status: 'active', createdAt: '2025-03-02T15:00:00.000Z' })
    const frank = await customer('frank', '2024-06-01T08:00:00.000Z')
    await addSubscription(frank, plan, {
      status: 'canceled',
      createdAt: '2025-01-01T00:00:00.000Z',
      canceledAt: '2025-03-15T00:00:00.000Z',
    })
    const gina = await customer('gina', '2024-06-01T08:00:00.000Z')
    await addSubscription(gina, plan, {
      status: 'canceled',
      createdAt: '2024-12-01T00:00:00.000Z',
      canceledAt: '2025-04-10T00:00:00.000Z',
    })
    const hank = await customer('hank', '2024-06-01T08:00:00.000Z')
    await addSubscription(hank, plan, { status: 'trialing', createdAt: '2025-03-25T00:00:00.000Z' })
    const ivan = await customer('ivan', '2024-06-01T08:00:00.000Z')
    await addSubscription(ivan, plan, { status: 'active', createdAt: '2025-04-02T00:00:00.000Z' })

    const play = (itemUid: string, at: string, websiteUid = site) =>
      insertPlay(db, {
        websiteUid,
        itemUid,
        mediaUid: items.freeMedia,
        userUid: null,
        at: new Date(at),
      })
    for (const at of ['2025-03-01T00:00:00.000Z', '2025-03-09T10:00:00.000Z']) {
      await play(items.course, at)
    }
    await play(items.film, '2025-03-31T23:59:59.999Z')
    await play(items.film, '2025-04-01T00:00:00.000Z')
    await play(items.film, '2025-03-10T00:00:00.000Z', other)
  })
  afterAll(() => t.close())

  it('sums what was paid and refunded in the period, of this website and currency only', async () => {
    const figures = await analytics(MARCH)
    expect(figures).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-31',
      time_zone: 'UTC',
      currency: 'eur',
      revenue: {
        gross: 5600,
        refunds: 1900,
        net: 3700,
        paid_orders: 5,
        refunded_orders: 2,
      },
    })
  })

  it('splits revenue into rentals, purchases, subscriptions, donations and tips', async () => {
    const { revenue_by_kind: kinds } = await analytics(MARCH)
    expect(kinds).toEqual([
      { kind: 'rentals', gross: 300, refunds: 0, net: 300 },
      { kind: 'purchases', gross: 3300, refunds: 1800, net: 1500 },
      { kind: 'subscriptions', gross: 700, refunds: 0, net: 700 },
      { kind: 'donations', gross: 1000, refunds: 0, net: 1000 },
      { kind: 'tips', gross: 300, refunds: 100, net: 200 },
    ])
  })

  it('gives every day of the period, those without orders at zero', async () => {
    const { revenue_by_day: days } = await analytics(MARCH)
    expect(days).toHaveLength(31)
    expect(days[0]).toEqual({ day: '2025-03-01', gross: 0, refunds: 0, net: 0, paid_orders: 0 })
    const busy = days.filter((day) => day.paid_orders > 0)
    expect(busy).toEqual([
      { day: '2025-03-02', gross: 2700, refunds: 0, net: 2700, paid_orders: 2 },
      { day: '2025-03-10', gross: 1000, refunds: 0, net: 1000, paid_orders: 1 },
      { day: '2025-03-15', gross: 900, refunds: 900, net: 0, paid_orders: 1 },
      { day: '2025-03-20', gross: 1000, refunds: 1000, net: 0, paid_orders: 1 },
    ])
  })

  it('counts subscribers active at the end, new, churned and in trial', async () => {
    const { subscribers } = await analytics(MARCH)
    // carol, gina (canceled after the period) and hank; frank churned; ivan came later.
    expect(subscribers).toEqual({ active: 3, new: 2, churned: 1, trialing: 1 })
  })

  it('counts new customers, staff left out, and the share of them who paid', async () => {
    const { customers } = await analytics(MARCH)
    // alice, bob and dan signed up in March; alice paid, dan paid then was refunded.
    expect(customers).toEqual({ new: 3, converted: 2, conversion: 2 / 3 })
    const empty = await analytics('?from=2025-01-01&to=2025-01-02')
    expect(empty.customers).toEqual({ new: 0, converted: 0, conversion: null })
  })

  it('ranks items by revenue and by plays in the period', async () => {
    const figures = await analytics(MARCH)
    expect(figures.top_items_by_revenue).toEqual([
      { item_uid: items.film, name: 'Film', sales: 3, gross: 2100, refunds: 1800, net: 300 },
      {
        item_uid: items.course,
        name: 'Cours "avancé", partie 1',
        sales: 1,
        gross: 1500,
        refunds: 0,
        net: 1500,
      },
    ])
    expect(figures.plays).toEqual({ total: 3 })
    expect(figures.top_items_by_plays).toEqual([
      { item_uid: items.course, name: 'Cours "avancé", partie 1', plays: 2 },
      { item_uid: items.film, name: 'Film', plays: 1 },
    ])
  })

  it('follows an order as it is paid, then refunded', async () => {
    const db = t.database.db
    const june = '?from=2025-06-01&to=2025-06-30'
    const uid = await addOrder({
      user: users.bob ?? '',
      status: 'open',
      lines: [{ label: 'Film', amount: 400, item_uid: items.film, period: 24 }],
      tip: 50,
      createdAt: '2025-05-31T23:00:00.000Z',
      paidAt: null,
    })
    expect((await analytics(june)).revenue.gross).toBe(0)
    const paidAt = '2025-06-02T08:00:00.000Z'
    await db
      .updateTable('orders')
      .set({ status: 'paid', paid_at: paidAt })
      .where('uid', '=', uid)
      .execute()
    const paid = await analytics(june)
    expect(paid.revenue).toEqual({
      gross: 450,
      refunds: 0,
      net: 450,
      paid_orders: 1,
      refunded_orders: 0,
    })
    expect(paid.revenue_by_kind.filter((row) => row.gross > 0).map((row) => row.kind)).toEqual([
      'rentals',
      'tips',
    ])
    await db.updateTable('orders').set({ status: 'refunded' }).where('uid', '=', uid).execute()
    const refunded = await analytics(june)
    expect(refunded.revenue).toEqual({
      gross: 450,
      refunds: 450,
      net: 0,
      paid_orders: 1,
      refunded_orders: 1,
    })
    expect(refunded.top_items_by_revenue).toEqual([
      { item_uid: items.film, name: 'Film', sales: 1, gross: 400, refunds: 400, net: 0 },
    ])
    expect(refunded.revenue_by_day[1]).toMatchObject({
      day: '2025-06-02',
      gross: 450,
      refunds: 450,
    })
    await db.deleteFrom('orders').where('uid', '=', uid).execute()
    expect((await analytics(june)).revenue).toMatchObject({ gross: 0, paid_orders: 0 })
  })

  it('records a play each time a player is given an item to watch, never a trailer', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const query = `?from=${today}&to=${today}`
    const before = (await analytics(query)).plays.total
    const headers = { host: HOST }
    const embed = (url: string, extra: Record<string, string> = {}) =>
      t.app.inject({ url, headers: { ...headers, ...extra } })
    expect((await embed(`/embed/${items.free}/playback.json`)).statusCode).toBe(200)
    expect((await embed(`/embed/${items.free}/`, { accept: 'text/html' })).statusCode).toBe(200)
    await embed(`/embed/${items.free}/playback.json`, signedIn(tokens.alice))
    // No access, or nothing to play yet: no play.
    await embed(`/embed/${items.film}/playback.json`)
    await embed(`/embed/${items.course}/playback.json`, signedIn(tokens.alice))
    await expect
      .poll(async () => (await analytics(query)).top_items_by_plays)
      .toEqual([{ item_uid: items.free, name: 'Free film', plays: 3 }])
    expect((await analytics(query)).plays.total).toBe(before + 3)
    const rows = await t.database.db
      .selectFrom('plays')
      .select(['user_uid', 'media_uid'])
      .where('item_uid', '=', items.free)
      .execute()
    expect(rows.map((row) => row.user_uid).sort()).toEqual([null, null, users.alice ?? ''].sort())
    expect(new Set(rows.map((row) => row.media_uid))).toEqual(new Set([items.freeMedia]))
  })

  it('reads the last 30 days, today included, by default', async () => {
    const figures = await analytics('')
    const today = new Date().toISOString().slice(0, 10)
    const first = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)
    expect({ from: figures.from, to: figures.to }).toEqual({ from: first, to: today })
    expect(figures.revenue_by_day).toHaveLength(30)
  })

  it('exports every table as CSV, named after the table and the period', async () => {
    const csv = async (table: string) => {
      const answer = await call(`/analytics/${table}.csv${MARCH}`)
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="vitrine-analytics-${table}-2025-03-01-2025-03-31.csv"`,
      )
      expect(answer.body.startsWith('\uFEFF')).toBe(true)
      return answer.body.slice(1).split('\r\n')
    }
    const figures = await csv('figures')
    expect(figures[0]).toBe('figure,value,currency')
    expect(figures).toContain('gross,56.00,EUR')
    expect(figures).toContain('refunds,19.00,EUR')
    expect(figures).toContain('net,37.00,EUR')
    expect(figures).toContain('active_subscribers,3,')
    expect(figures).toContain('conversion,0.6667,')
    expect(await csv('revenue-by-kind')).toContain('tips,3.00,1.00,2.00,EUR')
    const days = await csv('revenue-by-day')
    expect(days).toHaveLength(1 + 31 + 1)
    expect(days).toContain('2025-03-02,27.00,0.00,27.00,2,EUR')
    expect(await csv('top-items-by-revenue')).toEqual([
      'rank,item_uid,name,sales,gross,refunds,net,currency',
      `1,${items.film},Film,3,21.00,18.00,3.00,EUR`,
      `2,${items.course},"Cours ""avancé"", partie 1",1,15.00,0.00,15.00,EUR`,
      '',
    ])
    expect((await csv('top-items-by-plays'))[1]).toBe(
      `1,${items.course},"Cours ""avancé"", partie 1",2`,
    )
  })

  it('shows staff of another website only their own figures', async () => {
    const theirs = await analytics(MARCH, tokens.otherOwner, OTHER_HOST)
    expect(theirs.revenue).toMatchObject({ gross: 8000, paid_orders: 1 })
    expect(theirs.plays.total).toBe(1)
    expect((await call(`/analytics/${MARCH}`, tokens.otherOwner)).statusCode).toBe(403)
  })

  it('refuses staff whose role does not handle money, and customers', async () => {
    expect((await call(`/analytics/${MARCH}`, tokens.editor)).statusCode).toBe(403)
    expect((await call(`/analytics/figures.csv${MARCH}`, tokens.editor)).statusCode).toBe(403)
    expect((await call(`/analytics/${MARCH}`, tokens.alice)).statusCode).toBe(403)
  })

  it('answers 400 naming the field of a bad period', async () => {
    expectFieldError(await call('/analytics/?from=2025-02-30&to=2025-03-31'), 'from')
    expectFieldError(await call('/analytics/?from=2025-03-01&to=yesterday'), 'to')
    expectFieldError(await call('/analytics/?from=2025-03-10&to=2025-03-01'), 'to')
    expectFieldError(await call('/analytics/?from=2020-01-01&to=2025-03-01'), 'from')
    expectFieldError(await call('/analytics/figures.csv?from=2025-13-01'), 'from')
  })
})
