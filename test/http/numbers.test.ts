import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/schemas/index.ts'
import { checkout, createItemForSale } from '../../server/modules/billing/test-shop.ts'
import { startTestApp, type TestApp } from '../support/app.ts'
import { DIALECTS } from '../support/database.ts'
import { createSession, createUser, createWebsite, signedIn } from '../support/fixtures.ts'

/** Money, limits and offsets: whole numbers in range, or a 400 naming the field. */
describe.each(DIALECTS)('numbers a request carries, on %s', (dialect) => {
  let t: TestApp
  let token: string
  let price: string

  const donate = (amount: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}/billing/checkout/donate/`,
      headers: signedIn(token),
      payload: { amount, message: 'Merci' },
    })
  const orderCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    )
  const listItems = (query: string) => t.app.inject({ url: `${API_BASE}/items/?${query}` })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db)
    token = await createSession(db, site, (await createUser(db, site)).uid)
    price = (await createItemForSale(db, site, 'Film', [{ amount: 1200, period: 0 }])).priceUids[0]!
    await createItemForSale(db, site, 'Série', [{ amount: 800, period: 0 }])
  })
  afterAll(() => t.close())

  it('refuses a tip or a donation sent as text, "Infinity" included, and stores no order', async () => {
    const before = await orderCount()
    for (const tip of ['-Infinity', 'Infinity', '12']) {
      const answer = await checkout(t, token, { type: 'prices', prices: [price], tip })
      expect(answer.statusCode, tip).toBe(400)
      expect(answer.json()).toEqual({
        type: 'ValidationError',
        message: 'tip: Un nombre entier est attendu.',
        details: { tip: ['Un nombre entier est attendu.'] },
        request_id: expect.any(String),
      })
    }
    for (const amount of ['Infinity', '-Infinity', '1000']) {
      const answer = await donate(amount)
      expect(answer.statusCode, amount).toBe(400)
      expect(answer.json()).toEqual({
        type: 'ValidationError',
        message: 'amount: Un nombre entier est attendu.',
        details: { amount: ['Un nombre entier est attendu.'] },
        request_id: expect.any(String),
      })
    }
    expect(await orderCount()).toBe(before)
  })

  it('refuses amounts beyond their bounds', async () => {
    const tooBig = await checkout(t, token, { type: 'prices', prices: [price], tip: 1e308 })
    expect(tooBig.statusCode).toBe(400)
    expect(tooBig.json().details).toHaveProperty('tip')
    const negative = await donate(-500)
    expect(negative.statusCode).toBe(400)
    expect(negative.json().details).toHaveProperty('amount')
  })

  it('still takes a tip and a donation sent as whole numbers', async () => {
    expect(
      (await checkout(t, token, { type: 'prices', prices: [price], tip: 100 })).statusCode,
    ).toBe(200)
    expect((await donate(1000)).statusCode).toBe(200)
  })

  it.each(['limit', 'offset'])(
    'answers an infinite or huge %s of a list with a 400 naming it, not a 500',
    async (field) => {
      const values = ['Infinity', '-Infinity', '1e400', '1e308', '99999999999999999999']
      for (const value of values) {
        for (const query of [`${field}=${value}`, `search=film&${field}=${value}`]) {
          const answer = await listItems(query)
          expect(answer.statusCode, query).toBe(400)
          expect(answer.json()).toMatchObject({ type: 'ValidationError' })
          expect(Object.keys(answer.json().details), query).toEqual([field])
          expect(answer.json().message).toMatch(new RegExp(`^${field}: `))
        }
      }
    },
  )

  it('still reads a limit and an offset from the query string', async () => {
    const answer = await listItems('limit=1&offset=1')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ count: 2, results: [expect.anything()] })
    expect(answer.json().results).toHaveLength(1)
  })
})
