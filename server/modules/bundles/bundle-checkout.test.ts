import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bundle } from '../../../contract/schemas/bundles.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import {
  buyerCookieOf,
  checkout,
  createItemForSale,
  orderUidOf,
  pathOf,
  submitForm,
  type ItemForSale,
} from '../billing/test-shop.ts'

const HOST = 'bundle-shop.test'

describe.each(DIALECTS)('bundles on the storefront and at checkout on %s', (dialect) => {
  let t: TestApp
  let site = ''
  let owner = ''
  let film: ItemForSale
  let concert: ItemForSale
  let documentary: ItemForSale
  let scheduled: ItemForSale
  let evening = ''
  let rental = ''

  const db = () => t.database.db
  const staffCall = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    adminCall(t, method, url, { token: owner, host: HOST, payload })
  async function bundle(fields: Record<string, unknown>): Promise<string> {
    const made = await staffCall('POST', '/bundles/', fields)
    expect(made.statusCode, made.body).toBe(201)
    return made.json<{ uid: string }>().uid
  }
  async function buyer(): Promise<string> {
    return createSession(db(), site, (await createUser(db(), site)).uid)
  }
  const bundles = async (query: string, token?: string) => {
    const answer = await t.app.inject({
      url: `${API_BASE}/bundles/?${query}`,
      headers: { host: HOST, ...(token ? signedIn(token) : {}) },
    })
    return answer
  }
  /** Opens an order and pays it on the sandbox's page; answers its uid. */
  async function paidOrder(token: string, body: object): Promise<string> {
    const answer = await checkout(t, token, body, HOST)
    expect(answer.statusCode, answer.body).toBe(200)
    const url: string = answer.json().checkout_session_url
    const paid = await submitForm(t, `${pathOf(url)}/pay`, {
      host: HOST,
      cookie: buyerCookieOf(answer),
    })
    expect(paid.statusCode, paid.body).toBe(303)
    return orderUidOf(url)
  }
  const purchasedItems = async (token: string) => {
    const answer = await t.app.inject({
      url: `${API_BASE}/purchases/`,
      headers: { host: HOST, ...signedIn(token) },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer
      .json<{ uid: string; amount: number; expire_at: string | null }[]>()
      .map(({ uid, amount, expire_at }) => ({ uid, amount, unlimited: expire_at === null }))
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { name: 'Shop', hosts: [HOST] })
    owner = await createSession(
      db(),
      site,
      (await createUser(db(), site, { staffRole: 'owner' })).uid,
    )
    film = await createItemForSale(db(), site, 'Film', [{ amount: 1200, period: 0 }])
    concert = await createItemForSale(db(), site, 'Concert', [{ amount: 900, period: 0 }])
    documentary = await createItemForSale(db(), site, 'Documentaire', [{ amount: 700, period: 0 }])
    scheduled = await createItemForSale(db(), site, 'Bientôt', [{ amount: 500, period: 0 }])
    await db()
      .updateTable('items')
      .set({ published_at: '2999-01-01T00:00:00.000Z' })
      .where('uid', '=', scheduled.itemUid)
      .execute()
    evening = await bundle({
      name: 'Soirée',
      amount: 1000,
      period: 0,
      item_uids: [film.itemUid, concert.itemUid, documentary.itemUid],
    })
    rental = await bundle({
      name: 'Week-end',
      amount: 500,
      period: 48,
      item_uids: [concert.itemUid, documentary.itemUid],
    })
    await bundle({
      name: 'Avant-première',
      amount: 300,
      period: 0,
      item_uids: [film.itemUid, scheduled.itemUid],
    })
  })
  afterAll(() => t.close())

  it('shows on an item’s page the bundles on sale that hold it, with their items', async () => {
    const answer = await bundles(`item=${concert.itemUid}`)
    expect(answer.statusCode, answer.body).toBe(200)
    const found = answer.json<Bundle[]>()
    expect(found.map((offer) => offer.name)).toEqual(['Soirée', 'Week-end'])
    expect(found[0]).toMatchObject({ uid: evening, amount: 1000, period: 0, description: '' })
    expect(found[0]!.items.map((item) => item.name)).toEqual(['Film', 'Concert', 'Documentaire'])
    expect(found[0]!.items[0]).toEqual({
      uid: film.itemUid,
      slug: expect.stringMatching(/^item-/),
      name: 'Film',
      thumbnail: null,
    })
    // The bundle holding a scheduled item waits for it, except for the staff previewing it.
    const onFilm = (await bundles(`item=${film.itemUid}`)).json<Bundle[]>()
    expect(onFilm.map((offer) => offer.name)).toEqual(['Soirée'])
    const staffView = (await bundles(`item=${film.itemUid}`, owner)).json<Bundle[]>()
    expect(staffView.map((offer) => offer.name)).toEqual(['Soirée', 'Avant-première'])
  })

  it('answers the bundles the cart names, and refuses a query without item or uid__in', async () => {
    const named = await bundles(`uid__in=${rental},unknown,${evening}`)
    expect(named.json<Bundle[]>().map((offer) => offer.uid)).toEqual([evening, rental])
    expectFieldError(await bundles(''), 'item')
    expectFieldError(await bundles(`item=${film.itemUid}&uid__in=${evening}`), 'uid__in')
  })

  it('sells a bundle at its price and grants each item, the amount shared out', async () => {
    const token = await buyer()
    const orderUid = await paidOrder(token, { type: 'prices', bundles: [evening] })
    const order = await db()
      .selectFrom('orders')
      .select(['total', 'status', 'lines'])
      .where('uid', '=', orderUid)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({ total: 1000, status: 'paid' })
    const purchases = await purchasedItems(token)
    expect(purchases.map((purchase) => purchase.uid).sort()).toEqual(
      [film.itemUid, concert.itemUid, documentary.itemUid].sort(),
    )
    expect(purchases.every((purchase) => purchase.unlimited)).toBe(true)
    expect(purchases.reduce((sum, purchase) => sum + purchase.amount, 0)).toBe(1000)
    const item = await t.app.inject({
      url: `${API_BASE}/items/${(await bundles(`uid__in=${evening}`)).json<Bundle[]>()[0]!.items[1]!.slug}/`,
      headers: { host: HOST, ...signedIn(token) },
    })
    expect(item.json<{ has_access: boolean }>().has_access).toBe(true)

    // Nothing new to gain: refused, naming the bundle.
    const again = await checkout(t, token, { type: 'prices', bundles: [evening] }, HOST)
    expect(again.statusCode, again.body).toBe(409)
    expect(Object.keys(again.json().details)).toEqual(['bundles'])
    // The counts in the back office follow.
    const staffView = await staffCall('GET', `/bundles/${evening}/`)
    expect(staffView.json()).toMatchObject({ purchases_count: 3 })
  })

  it('sells a bundle that adds an item the buyer lacks, and a rental bundle for its period', async () => {
    const token = await buyer()
    await paidOrder(token, { type: 'prices', prices: film.priceUids })
    await paidOrder(token, { type: 'prices', bundles: [rental] })
    const purchases = await purchasedItems(token)
    expect(purchases).toContainEqual({ uid: concert.itemUid, amount: 250, unlimited: false })
    expect(purchases).toContainEqual({ uid: film.itemUid, amount: 1200, unlimited: true })
  })

  it('refuses an item twice in one order, an unknown or withdrawn bundle, naming bundles', async () => {
    const token = await buyer()
    const both = { type: 'prices', prices: concert.priceUids, bundles: [rental] }
    expectFieldError(await checkout(t, token, both, HOST), 'bundles')
    const overlapping = { type: 'prices', bundles: [evening, rental] }
    expectFieldError(await checkout(t, token, overlapping, HOST), 'bundles')
    expectFieldError(
      await checkout(t, token, { type: 'prices', bundles: ['nope'] }, HOST),
      'bundles',
    )
    const withdrawn = await bundle({
      name: 'Retiré',
      amount: 100,
      period: 0,
      on_sale: false,
      item_uids: [film.itemUid, concert.itemUid],
    })
    expectFieldError(
      await checkout(t, token, { type: 'prices', bundles: [withdrawn] }, HOST),
      'bundles',
    )
    expectFieldError(await checkout(t, token, { type: 'prices' }, HOST), 'prices')
    const orders = await db()
      .selectFrom('orders')
      .select('uid')
      .where('website_uid', '=', site)
      .where('status', '=', 'open')
      .execute()
    expect(orders).toEqual([])
  })

  it('lowers a bundle with a coupon, and a full refund takes back each item', async () => {
    const made = await staffCall('POST', '/coupons/', {
      code: 'PACK10',
      kind: 'percent',
      percent_off: 10,
    })
    expect(made.statusCode, made.body).toBe(201)
    const token = await buyer()
    const orderUid = await paidOrder(token, {
      type: 'prices',
      bundles: [evening],
      coupon: 'pack10',
    })
    const order = await db()
      .selectFrom('orders')
      .select(['total', 'discount'])
      .where('uid', '=', orderUid)
      .executeTakeFirstOrThrow()
    expect(order).toEqual({ total: 900, discount: 100 })
    const refunded = await staffCall('POST', `/orders/${orderUid}/refunds/`, {})
    expect(refunded.statusCode, refunded.body).toBe(201)
    expect(await purchasedItems(token)).toEqual([])
  })
})
