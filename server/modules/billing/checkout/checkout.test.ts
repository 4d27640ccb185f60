import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import {
  checkout,
  createItemForSale,
  createPlan,
  orderUidOf,
  type ItemForSale,
} from '../test-shop.ts'

describe.each(DIALECTS)('checkout on %s', (dialect) => {
  let t: TestApp
  let site: string
  let token: string
  let film: ItemForSale
  let series: ItemForSale
  let foreignPrice: string
  let freeItem: ItemForSale
  let plan: string
  let foreignPlan: string
  let closedToken: string
  let noTipsToken: string
  let noTipsFilm: ItemForSale

  const donate = (tokenOrNull: string | null, body: unknown, host = 'localhost') =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}/billing/checkout/donate/`,
      headers: { host, ...(tokenOrNull ? signedIn(tokenOrNull) : {}) },
      payload: body as object,
    })

  const order = (uid: string) =>
    t.database.db.selectFrom('orders').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { name: 'Main', hosts: ['localhost'] })
    const other = await createWebsite(db, { name: 'Other', hosts: ['other.test'] })
    const closed = await createWebsite(db, {
      name: 'Closed',
      hosts: ['closed.test'],
      settings: { monetization_enabled: false },
    })
    const noTips = await createWebsite(db, {
      name: 'No tips',
      hosts: ['notips.test'],
      settings: { monetization_tips_enabled: false },
    })
    token = await createSession(db, site, (await createUser(db, site)).uid)
    closedToken = await createSession(db, closed, (await createUser(db, closed)).uid)
    noTipsToken = await createSession(db, noTips, (await createUser(db, noTips)).uid)
    film = await createItemForSale(db, site, 'Film', [
      { amount: 1200, period: 48 },
      { amount: 2500, period: 0 },
    ])
    series = await createItemForSale(db, site, 'Série', [{ amount: 800, period: 24 }])
    freeItem = await createItemForSale(db, site, 'Gratuit', [{ amount: 100, period: 0 }], false)
    foreignPrice = (await createItemForSale(db, other, 'Ailleurs', [{ amount: 1, period: 0 }]))
      .priceUids[0]!
    noTipsFilm = await createItemForSale(db, noTips, 'Film', [{ amount: 500, period: 0 }])
    plan = await createPlan(db, site, 'Mensuel', 990, 'month')
    foreignPlan = await createPlan(db, other, 'Autre', 1, 'month')
  })
  afterAll(() => t.close())

  it('asks a signed-out visitor to sign in, whatever the body', async () => {
    const bodies = [{ type: 'prices', prices: [film.priceUids[0]] }, { type: 'nonsense' }]
    for (const body of bodies) {
      const answer = await checkout(t, null, body)
      expect(answer.statusCode).toBe(401)
      expect(answer.json().type).toBe('Unauthorized')
    }
    expect((await donate(null, { amount: 500, message: 'Merci' })).statusCode).toBe(401)
    const portal = await t.app.inject({ url: `${API_BASE}/me/stripe-portal/` })
    expect(portal.statusCode).toBe(401)
  })

  it('answers a sandbox checkout url and stores an open order priced from the database', async () => {
    const answer = await checkout(t, token, {
      type: 'prices',
      prices: [film.priceUids[0], series.priceUids[0]],
      tip: 300,
    })
    expect(answer.statusCode).toBe(200)
    const url: string = answer.json().checkout_session_url
    expect(url).toMatch(/^http:\/\/localhost\/sandbox\/checkout\/[\w-]+$/)
    const row = await order(orderUidOf(url))
    expect(row).toMatchObject({
      website_uid: site,
      type: 'prices',
      status: 'open',
      currency: 'eur',
      tip: 300,
      total: 1200 + 800 + 300,
      provider: 'sandbox',
      provider_session_id: row.uid,
      paid_at: null,
    })
    expect(JSON.parse(row.lines)).toEqual([
      expect.objectContaining({
        amount: 1200,
        price_uid: film.priceUids[0],
        item_uid: film.itemUid,
        label: 'Film — Accès pendant 48 heures',
      }),
      expect.objectContaining({ amount: 800, price_uid: series.priceUids[0] }),
    ])
  })

  it('never charges an amount the client sends', async () => {
    const answer = await checkout(t, token, {
      type: 'prices',
      prices: [film.priceUids[1]],
      amount: 1,
      total: 1,
      lines: [{ amount: 1, price_uid: film.priceUids[1] }],
    })
    expect(answer.statusCode).toBe(200)
    const row = await order(orderUidOf(answer.json().checkout_session_url))
    expect(row.total).toBe(2500)
    expect(JSON.parse(row.lines)[0].amount).toBe(2500)
  })

  it('prices a subscription from its plan', async () => {
    const answer = await checkout(t, token, { type: 'subscription', subscription: plan, tip: 500 })
    expect(answer.statusCode).toBe(200)
    const row = await order(orderUidOf(answer.json().checkout_session_url))
    expect(row).toMatchObject({ type: 'subscription', total: 990, tip: 0 })
    expect(JSON.parse(row.lines)).toEqual([
      expect.objectContaining({ plan_uid: plan, amount: 990, interval: 'month' }),
    ])
  })

  it.each([
    ['type', {}],
    ['type', { type: 'gift', prices: ['x'] }],
    ['prices', { type: 'prices' }],
    ['prices', { type: 'prices', prices: [] }],
    ['prices', { type: 'prices', prices: ['no-such-price'] }],
    ['tip', { type: 'prices', prices: ['p'], tip: 'lots' }],
    ['tip', { type: 'prices', prices: ['p'], tip: -1 }],
    ['tip', { type: 'prices', prices: ['p'], tip: 1.5 }],
    ['subscription', { type: 'subscription' }],
    ['subscription', { type: 'subscription', subscription: 'no-such-plan' }],
  ])('rejects a bad body with a 400 naming %s', async (field, body) => {
    const answer = await checkout(t, token, body)
    expect(answer.statusCode).toBe(400)
    expect(answer.json().type).toBe('ValidationError')
    expect(Object.keys(answer.json().details)).toContain(field)
  })

  it('rejects a price or plan of another website with a 400', async () => {
    const price = await checkout(t, token, { type: 'prices', prices: [foreignPrice] })
    expect(price.statusCode).toBe(400)
    expect(price.json().details).toHaveProperty('prices')
    const sub = await checkout(t, token, { type: 'subscription', subscription: foreignPlan })
    expect(sub.statusCode).toBe(400)
    expect(sub.json().details).toHaveProperty('subscription')
  })

  it('rejects two prices of one item, and a price of an item not for sale', async () => {
    const two = await checkout(t, token, { type: 'prices', prices: film.priceUids })
    expect(two.statusCode).toBe(400)
    expect(two.json().details.prices).toEqual(['Choisissez au plus un prix par contenu.'])
    const same = await checkout(t, token, {
      type: 'prices',
      prices: [series.priceUids[0], series.priceUids[0]],
    })
    expect(same.statusCode).toBe(400)
    const free = await checkout(t, token, { type: 'prices', prices: freeItem.priceUids })
    expect(free.statusCode).toBe(400)
    expect(free.json().details).toHaveProperty('prices')
  })

  it('rejects a tip where tips are off, but takes a purchase without one', async () => {
    const body = { type: 'prices', prices: noTipsFilm.priceUids }
    const tipped = await checkout(t, noTipsToken, { ...body, tip: 100 }, 'notips.test')
    expect(tipped.statusCode).toBe(400)
    expect(tipped.json().details).toHaveProperty('tip')
    const plain = await checkout(t, noTipsToken, { ...body, tip: 0 }, 'notips.test')
    expect(plain.statusCode).toBe(200)
  })

  it('refuses payments on a website without monetization', async () => {
    const answer = await checkout(t, closedToken, { type: 'prices', prices: ['p'] }, 'closed.test')
    expect(answer.statusCode).toBe(403)
    const gift = await donate(closedToken, { amount: 500, message: 'Merci' }, 'closed.test')
    expect(gift.statusCode).toBe(403)
  })

  it('opens a donation order for the amount and message given', async () => {
    const answer = await donate(token, { amount: 500, message: ' Bravo ! ' })
    expect(answer.statusCode).toBe(200)
    const row = await order(orderUidOf(answer.json().checkout_session_url))
    expect(row).toMatchObject({ type: 'donation', total: 500, message: 'Bravo !', tip: 0 })
    const most = await donate(token, { amount: 999_999, message: 'Tout' })
    expect(most.statusCode).toBe(200)
  })

  it.each([
    ['amount', { amount: 499, message: 'Merci' }],
    ['amount', { amount: 1_000_000, message: 'Merci' }],
    ['amount', { amount: 'cinq', message: 'Merci' }],
    ['amount', { message: 'Merci' }],
    ['message', { amount: 500 }],
    ['message', { amount: 500, message: '' }],
    ['message', { amount: 500, message: '   ' }],
  ])('rejects a bad donation with a 400 naming %s', async (field, body) => {
    const answer = await donate(token, body)
    expect(answer.statusCode).toBe(400)
    expect(Object.keys(answer.json().details)).toContain(field)
  })
})
