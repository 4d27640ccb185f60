import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdminDashboard } from '../../../contract/schemas/admin-dashboard.ts'
import type { OrderStatus, OrderType } from '../../../contract/values/orders.ts'
import type { TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { insertPlan } from '../../db/insert.ts'
import { newUid } from '../../db/uid.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'
import { addOrder as addOrderRow } from '../billing/test-fixtures.ts'
import { insertPlay } from './plays-repo.ts'
import { startFiguresSite, type FiguresSite } from './test-site.ts'

const HOST = 'dashboard.test'
const OTHER_HOST = 'other-dashboard.test'
/** The dashboard's clock: today is 15 March 2025, last month is February. */
const NOW = '2025-03-15T12:00:00.000Z'

describe.each(DIALECTS)('the home dashboard on %s', (dialect) => {
  let t: TestApp
  let shop: FiguresSite
  let site = ''
  let other = ''
  const tokens = { owner: '', editor: '', otherOwner: '' }
  let staffUid = ''
  let item = { uid: '', mediaUid: '' }
  const orderUids: string[] = []

  const dashboard = async (token = tokens.owner, host = HOST) => {
    const answer = await adminCall(t, 'GET', '/dashboard/', { token, host })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<AdminDashboard>()
  }

  const addOrder = async (input: {
    user: string
    paidAt: string
    total: number
    discount?: number
    type?: OrderType
    status?: OrderStatus
    currency?: string
    website?: string
  }) => {
    const discount = input.discount ?? 0
    const uid = await addOrderRow(t.database.db, input.website ?? site, {
      ...input,
      userUid: input.user,
      lines: [{ label: 'Film', amount: input.total + discount, item_uid: item.uid, period: 0 }],
    })
    if ((input.website ?? site) === site) orderUids.push(uid)
    return uid
  }

  const addSubscription = (...args: Parameters<FiguresSite['subscription']>) =>
    shop.subscription(...args)

  const watch = (seconds: number, at: string, websiteUid = site) =>
    t.database.db
      .insertInto('viewer_events')
      .values({
        uid: newUid(),
        website_uid: websiteUid,
        user_uid: null,
        item_uid: item.uid,
        media_uid: item.mediaUid,
        kind: 'progress',
        seconds_watched: seconds,
        created_at: at,
      })
      .execute()

  const requestItem = async (user: string, status: string, websiteUid = site) => {
    const requestUid = newUid()
    const db = t.database.db
    await db
      .insertInto('ondemand_requests')
      .values({
        uid: requestUid,
        website_uid: websiteUid,
        user_uid: user,
        created_at: '2025-03-14T08:00:00.000Z',
        staff_mailed_at: null,
      })
      .execute()
    await db
      .insertInto('ondemand_request_items')
      .values({
        website_uid: websiteUid,
        request_uid: requestUid,
        user_uid: user,
        item_uid: item.uid,
        status,
        decided_at: status === 'pending' ? null : '2025-03-14T09:00:00.000Z',
      })
      .execute()
  }

  const failJob = (retriedAt: string | null, websiteUid = site) =>
    t.database.db
      .insertInto('job_failures')
      .values({
        uid: newUid(),
        website_uid: websiteUid,
        queue: 'mail',
        job_name: 'mail',
        job_id: newUid(),
        data: '{}',
        kind: 'mail',
        subject: 'a@dashboard.example',
        error: 'Refused',
        attempts: 5,
        failed_at: '2025-03-14T10:00:00.000Z',
        retried_at: retriedAt,
      })
      .execute()

  const importVideo = async (
    name: string,
    status: string,
    createdAt: string,
    websiteUid = site,
  ) => {
    const uid = newUid()
    await t.database.db
      .insertInto('media_imports')
      .values({
        uid,
        website_uid: websiteUid,
        staff_user_uid: staffUid,
        upload_id: newUid(),
        file_name: name,
        size: 1000,
        status,
        error: status === 'failed' ? 'Not a video' : null,
        media_uid: null,
        item_uid: null,
        created_at: createdAt,
        updated_at: createdAt,
        purpose: 'item',
        target_media_uid: null,
        display_name: null,
      })
      .execute()
    return uid
  }

  const importCustomers = (status: string, createdAt: string, websiteUid = site) =>
    t.database.db
      .insertInto('customer_imports')
      .values({
        uid: newUid(),
        website_uid: websiteUid,
        staff_user_uid: staffUid,
        status,
        invite: 0,
        language: 'fr',
        lines: '[]',
        total_lines: 1,
        done_lines: 0,
        created_count: 0,
        updated_count: 0,
        skipped_count: 0,
        error: status === 'failed' ? 'Broken' : null,
        created_at: createdAt,
        finished_at: null,
      })
      .execute()

  const planLive = (startsAt: string, status = 'waiting', websiteUid = site) =>
    t.database.db
      .insertInto('live_events')
      .values({
        uid: newUid(),
        website_uid: websiteUid,
        item_uid: item.uid,
        name: 'Concert',
        starts_at: startsAt,
        expected_duration: 3600,
        status,
        stream_key_nonce: newUid(),
        stream_key_hash: newUid(),
        created_at: '2025-03-01T00:00:00.000Z',
      })
      .execute()

  beforeAll(async () => {
    // The dashboard reads the clock: it is set, for Date only, to the middle of March 2025.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(NOW))
    shop = await startFiguresSite(dialect, {
      host: HOST,
      otherHost: OTHER_HOST,
      staffCreatedAt: '2025-03-03T08:00:00.000Z',
    })
    ;({ t, site, other } = shop)
    const { customer } = shop
    Object.assign(tokens, shop.tokens)
    staffUid = shop.ownerUid
    const db = t.database.db
    item = await addMediaItem(db, site, 'Film', { monetizationEnabled: true })

    // New customers: two this month, one last month; older ones; one of another website.
    const alice = await customer('alice', '2025-03-02T08:00:00.000Z')
    const bob = await customer('bob', '2025-03-10T08:00:00.000Z')
    const carol = await customer('carol', '2025-02-10T08:00:00.000Z')
    const old = (name: string) => customer(name, '2024-06-01T08:00:00.000Z')
    const dan = await old('dan')
    const frank = await old('frank')
    const gina = await old('gina')
    const hank = await old('hank')
    const ivan = await old('ivan')
    const jack = await old('jack')
    const stranger = await customer('stranger', '2025-03-05T08:00:00.000Z', other)

    // Revenue. Today: 10 € less a 2 € coupon, and 5 € refunded 2 € in part (below).
    await addOrder({ user: alice, paidAt: '2025-03-15T09:00:00.000Z', total: 800, discount: 200 })
    const refunded = await addOrder({ user: bob, paidAt: '2025-03-15T10:00:00.000Z', total: 500 })
    // Yesterday: a subscription's 7 €. Earlier this month: 20 € refunded in full.
    await addOrder({
      user: carol,
      type: 'subscription',
      paidAt: '2025-03-14T20:00:00.000Z',
      total: 700,
    })
    await addOrder({
      user: dan,
      status: 'refunded',
      paidAt: '2025-03-05T10:00:00.000Z',
      total: 2000,
    })
    // Last month: 3 € and 12 €. Left out: another currency, another website.
    await addOrder({ user: carol, paidAt: '2025-02-10T10:00:00.000Z', total: 300 })
    await addOrder({ user: carol, paidAt: '2025-02-28T23:00:00.000Z', total: 1200 })
    await addOrder({
      user: alice,
      paidAt: '2025-03-15T08:00:00.000Z',
      total: 4000,
      currency: 'chf',
    })
    await addOrder({
      user: stranger,
      website: other,
      paidAt: '2025-03-15T08:00:00.000Z',
      total: 9999,
    })
    const refund = await adminCall(t, 'POST', `/orders/${refunded}/refunds/`, {
      token: tokens.owner,
      host: HOST,
      payload: { amount: 200 },
    })
    expect(refund.statusCode, refund.body).toBe(201)

    // Subscriptions: 10 € a month, 120 € a year (10 € a month), 15 € a month.
    const monthly = await insertPlan(db, site, { name: 'Monthly', amount: 1000, interval: 'month' })
    const yearly = await insertPlan(db, site, { name: 'Yearly', amount: 12000, interval: 'year' })
    const premium = await insertPlan(db, site, { name: 'Premium', amount: 1500, interval: 'month' })
    await addSubscription(carol, monthly, {
      status: 'active',
      createdAt: '2025-03-14T20:00:00.000Z',
    })
    await addSubscription(frank, yearly, {
      status: 'active',
      createdAt: '2024-06-01T00:00:00.000Z',
    })
    await addSubscription(gina, premium, {
      status: 'canceled',
      createdAt: '2024-12-01T00:00:00.000Z',
      canceledAt: '2025-03-10T00:00:00.000Z',
    })
    // carol took a win-back offer of 25 % off two renewals; frank's 12 € off is spent.
    const winback = (user: string, offer: { percent?: number; amount?: number; left: number }) =>
      db
        .updateTable('subscriptions')
        .set({
          winback_accepted_at: '2025-03-14T21:00:00.000Z',
          winback_percent_off: offer.percent ?? null,
          winback_amount_off: offer.amount ?? null,
          winback_months: 2,
          winback_months_left: offer.left,
        })
        .where('user_uid', '=', user)
        .execute()
    await winback(carol, { percent: 25, left: 2 })
    await winback(frank, { amount: 1200, left: 0 })
    await addSubscription(hank, monthly, {
      status: 'trialing',
      createdAt: '2025-03-12T00:00:00.000Z',
      periodEnd: '2025-03-26T00:00:00.000Z',
    })
    await addSubscription(ivan, monthly, {
      status: 'past_due',
      createdAt: '2024-10-01T00:00:00.000Z',
      periodEnd: '2025-04-01T00:00:00.000Z',
    })
    await addSubscription(jack, monthly, {
      status: 'canceled',
      createdAt: '2025-01-01T00:00:00.000Z',
      canceledAt: '2025-02-20T00:00:00.000Z',
    })
    const otherPlan = await insertPlan(db, other, { name: 'O', amount: 5000, interval: 'month' })
    await addSubscription(
      stranger,
      otherPlan,
      { status: 'past_due', createdAt: '2025-03-01T00:00:00.000Z' },
      other,
    )

    // Plays and watch time: this month, last month, and another website's.
    const play = (at: string, websiteUid = site) =>
      insertPlay(db, {
        websiteUid,
        itemUid: item.uid,
        mediaUid: item.mediaUid,
        userUid: null,
        at: new Date(at),
      })
    await play('2025-03-01T00:00:00.000Z')
    await play('2025-03-10T00:00:00.000Z')
    await play('2025-03-15T11:00:00.000Z')
    await play('2025-02-01T00:00:00.000Z')
    await play('2025-02-28T23:59:00.000Z')
    await play('2025-01-31T23:59:00.000Z')
    await play('2025-03-10T00:00:00.000Z', other)
    await watch(120, '2025-03-02T10:00:00.000Z')
    await watch(30, '2025-03-15T11:00:00.000Z')
    await watch(60, '2025-02-15T10:00:00.000Z')
    await watch(500, '2025-03-02T10:00:00.000Z', other)

    // To-dos: one of each waiting, beside what does not wait and another website's.
    await requestItem(alice, 'pending')
    await requestItem(bob, 'accepted')
    await requestItem(stranger, 'pending', other)
    await failJob(null)
    await failJob('2025-03-14T11:00:00.000Z')
    await failJob(null, other)
    await importVideo('broken.mov', 'failed', '2025-03-14T10:00:00.000Z')
    await importCustomers('failed', '2025-03-14T10:00:00.000Z')
    await importCustomers('done', '2025-03-14T11:00:00.000Z')
    await importCustomers('done', '2025-03-10T09:00:00.000Z', other)
    await planLive('2025-03-15T14:00:00.000Z')
    await planLive('2025-03-16T18:00:00.000Z')
    await planLive('2025-03-15T10:00:00.000Z', 'ended')
    await planLive('2025-03-15T15:00:00.000Z', 'waiting', other)
    for (const [index, name] of ['a', 'b', 'c', 'd', 'e'].entries()) {
      await importVideo(`${name}.mp4`, 'done', `2025-03-1${index}T12:00:00.000Z`)
    }
  })
  afterAll(async () => {
    await t.close()
    vi.useRealTimers()
  })

  it("compares today's and this month's net revenue with yesterday's and last month's", async () => {
    const { figures, today, currency } = await dashboard()
    expect({ today, currency }).toEqual({ today: '2025-03-15', currency: 'eur' })
    // 8 € after the coupon + 5 € less 2 € refunded; yesterday the subscription's 7 €.
    expect(figures.revenue_today).toEqual({ current: 1100, previous: 700 })
    // The month adds yesterday and an order refunded in full (0); February had 3 € and 12 €.
    expect(figures.revenue_month).toEqual({ current: 1800, previous: 1500 })
  })

  it('counts subscribers, trials, MRR and churn against the end of last month', async () => {
    const { figures } = await dashboard()
    // Now: carol, frank and hank (in trial); at the end of February: frank and gina.
    expect(figures.active_subscribers).toEqual({ current: 3, previous: 2 })
    expect(figures.trials).toEqual({ current: 1, previous: null })
    // carol 10 € less her win-back's 25 % + frank's year 120 € ÷ 12 (his offer spent); in
    // February frank 10 € + gina 15 €.
    expect(figures.mrr).toEqual({ current: 1750, previous: 2500 })
    expect(figures.churn).toEqual({ current: 1, previous: 1 })
  })

  it('counts new customers, plays and watch time of the month against last month', async () => {
    const { figures } = await dashboard()
    expect(figures.new_customers).toEqual({ current: 2, previous: 1 })
    expect(figures.plays).toEqual({ current: 3, previous: 2 })
    expect(figures.watch_time).toEqual({ current: 150, previous: 60 })
  })

  it('lists what waits for the staff, counted on its own website only', async () => {
    const { todos } = await dashboard()
    expect(todos).toEqual([
      { todo: 'ondemand_requests', count: 1 },
      { todo: 'failed_media_imports', count: 1 },
      { todo: 'failed_customer_imports', count: 1 },
      { todo: 'failed_jobs', count: 1 },
      { todo: 'live_events_soon', count: 1 },
      { todo: 'past_due_subscriptions', count: 1 },
    ])
  })

  it('shows the last five orders, video imports and customer imports, newest first', async () => {
    const { last_orders, last_imports, last_customer_imports } = await dashboard()
    expect(last_orders.map((order) => order.total)).toEqual([500, 800, 4000, 700, 2000])
    expect(last_orders[0]).toMatchObject({ refunded_amount: 200 })
    expect(last_imports.map((row) => row.file_name)).toEqual([
      'e.mp4',
      'broken.mov',
      'd.mp4',
      'c.mp4',
      'b.mp4',
    ])
    expect(last_customer_imports.map((row) => [row.status, row.created_at])).toEqual([
      ['done', '2025-03-14T11:00:00.000Z'],
      ['failed', '2025-03-14T10:00:00.000Z'],
    ])
  })

  it("gives another website's owner their own figures only", async () => {
    const { figures, todos, last_orders, last_customer_imports } = await dashboard(
      tokens.otherOwner,
      OTHER_HOST,
    )
    expect(figures.revenue_today).toEqual({ current: 9999, previous: 0 })
    expect(figures.new_customers.current).toBe(1)
    expect(figures.plays.current).toBe(1)
    expect(figures.watch_time.current).toBe(500)
    expect(figures.mrr.current).toBe(0)
    expect(Object.fromEntries(todos.map((row) => [row.todo, row.count]))).toEqual({
      ondemand_requests: 1,
      failed_media_imports: 0,
      failed_customer_imports: 0,
      failed_jobs: 1,
      live_events_soon: 1,
      past_due_subscriptions: 1,
    })
    expect(last_orders.map((order) => order.total)).toEqual([9999])
    expect(last_customer_imports.map((row) => row.created_at)).toEqual(['2025-03-10T09:00:00.000Z'])
  })

  it("opens the unpaid renewals' to-do on the customers whose renewal failed", async () => {
    const answer = await adminCall(t, 'GET', '/customers/?segment=past_due', {
      token: tokens.owner,
      host: HOST,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json<{ email: string }[]>().map((row) => row.email)).toEqual([
      'ivan@dashboard.example',
    ])
  })

  it('refuses the figures to an editor, whose role has no access to money', async () => {
    const answer = await adminCall(t, 'GET', '/dashboard/', { token: tokens.editor, host: HOST })
    expect(answer.statusCode).toBe(403)
    expect(answer.json()).toMatchObject({ type: 'Forbidden' })
  })
})
