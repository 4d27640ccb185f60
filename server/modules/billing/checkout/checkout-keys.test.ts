import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import { housekeepingOf, removeExpired } from '../../../app/housekeeping-job.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import {
  buyerCookieOf,
  createItemForSale,
  orderUidOf,
  pathOf,
  submitForm,
  type ItemForSale,
} from '../test-shop.ts'

describe.each(DIALECTS)('checkout with an Idempotency-Key on %s', (dialect) => {
  let t: TestApp
  let site: string
  let film: ItemForSale
  let series: ItemForSale

  const buyers = new Map<string, string>()
  /** A new buyer's token. */
  const newBuyer = async () => {
    const user = await createUser(t.database.db, site)
    const token = await createSession(t.database.db, site, user.uid)
    buyers.set(token, user.uid)
    return token
  }

  const send = (path: string, token: string, body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}${path}`,
      headers: {
        host: 'localhost',
        ...signedIn(token),
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      payload: body,
    })
  const checkout = (token: string, body: object, key?: string) =>
    send('/billing/checkout/', token, body, key)

  const ordersOf = (token: string) =>
    t.database.db
      .selectFrom('orders')
      .select(['uid', 'status', 'provider_session_id'])
      .where('user_uid', '=', buyers.get(token) ?? '')
      .execute()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(t.database.db, { name: 'Main', hosts: ['localhost'] })
    film = await createItemForSale(t.database.db, site, 'Film', [{ amount: 1200, period: 0 }])
    series = await createItemForSale(t.database.db, site, 'Série', [{ amount: 800, period: 0 }])
  })
  afterAll(() => t.close())

  it('answers a checkout sent again with its key with the same order', async () => {
    const buyer = await newBuyer()
    const body = { type: 'prices', prices: [film.priceUids[0]], tip: 100 }
    const first = await checkout(buyer, body, 'key-1')
    // The same body with its keys in another order is the same request.
    const again = await checkout(
      buyer,
      { tip: 100, prices: [film.priceUids[0]], type: 'prices' },
      'key-1',
    )
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await ordersOf(buyer)).toHaveLength(1)
    // Without a key, each request is a new checkout.
    await checkout(buyer, { type: 'prices', prices: [series.priceUids[0]] })
    await checkout(buyer, { type: 'prices', prices: [series.priceUids[0]] })
    expect(await ordersOf(buyer)).toHaveLength(3)
  })

  it('opens one order for requests with one key sent at the same time', async () => {
    const buyer = await newBuyer()
    const body = { type: 'prices', prices: [film.priceUids[0]] }
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => checkout(buyer, body, 'same-time')),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    const urls = new Set(answers.map((answer) => answer.json().checkout_session_url))
    expect(urls.size).toBe(1)
    expect(await ordersOf(buyer)).toHaveLength(1)
  })

  it('finishes a checkout whose first request stopped before the provider answered', async () => {
    const buyer = await newBuyer()
    const body = { type: 'prices', prices: [film.priceUids[0]] }
    const first = (await checkout(buyer, body, 'cut')).json().checkout_session_url
    // As if its process died after storing the order: no session, no address kept.
    const orderUid = orderUidOf(first)
    await t.database.db
      .updateTable('orders')
      .set({ provider_session_id: null })
      .where('uid', '=', orderUid)
      .execute()
    await t.database.db
      .updateTable('checkout_keys')
      .set({ checkout_url: null })
      .where('order_uid', '=', orderUid)
      .execute()

    const again = await checkout(buyer, body, 'cut')
    expect(again.statusCode).toBe(200)
    expect(again.json().checkout_session_url).toBe(first)
    expect(await ordersOf(buyer)).toEqual([
      { uid: orderUid, status: 'open', provider_session_id: orderUid },
    ])
  })

  it('answers the paid order again, rather than refusing what the buyer now owns', async () => {
    const buyer = await newBuyer()
    const body = { type: 'prices', prices: [film.priceUids[0]] }
    const first = await checkout(buyer, body, 'paid')
    const url: string = first.json().checkout_session_url
    const paid = await submitForm(t, `${pathOf(url)}/pay`, { cookie: buyerCookieOf(first) })
    expect(paid.statusCode).toBe(303)

    const again = await checkout(buyer, body, 'paid')
    expect(again.statusCode).toBe(200)
    expect(again.json().checkout_session_url).toBe(url)
    // A new checkout of what the buyer owns is still refused.
    expect((await checkout(buyer, body, 'another')).statusCode).toBe(409)
    expect(await ordersOf(buyer)).toMatchObject([{ status: 'paid' }])
  })

  it('refuses a key sent again with another checkout, naming it', async () => {
    const buyer = await newBuyer()
    await checkout(buyer, { type: 'prices', prices: [film.priceUids[0]] }, 'reused')
    const other = await checkout(buyer, { type: 'prices', prices: [series.priceUids[0]] }, 'reused')
    expect(other.statusCode).toBe(422)
    expect(other.json()).toMatchObject({
      type: 'ValidationError',
      details: { 'idempotency-key': [expect.stringContaining('autre paiement')] },
    })
    const donation = await send(
      '/billing/checkout/donate/',
      buyer,
      { amount: 500, message: 'Merci' },
      'reused',
    )
    expect(donation.statusCode).toBe(422)
    expect(await ordersOf(buyer)).toHaveLength(1)
  })

  it('keeps one buyer’s key apart from another’s', async () => {
    const [one, two] = [await newBuyer(), await newBuyer()]
    const body = { type: 'prices', prices: [film.priceUids[0]] }
    const first = await checkout(one, body, 'shared')
    const second = await checkout(two, body, 'shared')
    expect(second.json().checkout_session_url).not.toBe(first.json().checkout_session_url)
    expect(await ordersOf(one)).toHaveLength(1)
    expect(await ordersOf(two)).toHaveLength(1)
  })

  it('answers a donation sent again with its key with the same order', async () => {
    const donor = await newBuyer()
    const body = { amount: 1000, message: 'Bravo' }
    const first = await send('/billing/checkout/donate/', donor, body, 'gift')
    const again = await send('/billing/checkout/donate/', donor, body, 'gift')
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await ordersOf(donor)).toHaveLength(1)
  })

  it('refuses a key that is empty, too long or not printable ASCII with a 400 naming it', async () => {
    const buyer = await newBuyer()
    const body = { type: 'prices', prices: [film.priceUids[0]] }
    for (const key of ['', 'x'.repeat(256), 'clé', 'two words']) {
      const answer = await checkout(buyer, body, key)
      expect(answer.statusCode, key).toBe(400)
      expect(Object.keys(answer.json().details)).toEqual(['idempotency-key'])
    }
    expect(await ordersOf(buyer)).toEqual([])
  })

  it('forgets a key after a day: the same key then opens a new checkout', async () => {
    const buyer = await newBuyer()
    const body = { type: 'prices', prices: [series.priceUids[0]] }
    await checkout(buyer, body, 'a-day')
    const claimed = await t.database.db
      .selectFrom('checkout_keys')
      .select('created_at')
      .where('key', '=', 'a-day')
      .executeTakeFirstOrThrow()
    const hoursOn = (hours: number) =>
      new Date(Date.parse(claimed.created_at) + hours * 3_600_000 + 1000)
    const housekeeping = housekeepingOf(t.app.config, t.database.db)

    expect((await removeExpired(housekeeping, hoursOn(23))).checkoutKeys).toBe(0)
    const later = await removeExpired(housekeeping, hoursOn(24))
    expect(later.checkoutKeys).toBeGreaterThanOrEqual(1)
    await checkout(buyer, body, 'a-day')
    expect(await ordersOf(buyer)).toHaveLength(2)
  })
})
