import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { addMediaItem, addPurchase, hoursFromNow } from '../catalogue/test-fixtures.ts'

describe.each(DIALECTS)('purchases on %s', (dialect) => {
  let t: TestApp
  let headers: Record<string, string> = {}
  const items: Record<string, string> = {}
  const expiredAt = hoursFromNow(-5)

  const list = (extra: Record<string, string> = headers, host = 'a.test') =>
    t.app.inject({ url: `${API_BASE}/purchases/`, headers: { host, ...extra } })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const a = await createWebsite(db, { hosts: ['a.test'] })
    const b = await createWebsite(db, { hosts: ['b.test'] })
    const sold = { monetizationEnabled: true, prices: [{ amount: 500, period: 24 }] }
    items.film = (await addMediaItem(db, a, 'Film', sold)).uid
    items.concert = (await addMediaItem(db, a, 'Concert', sold)).uid
    items.refunded = (await addMediaItem(db, a, 'Refunded', sold)).uid
    items.elsewhere = (await addMediaItem(db, b, 'Elsewhere', sold)).uid
    const user = await createUser(db, a)
    const other = await createUser(db, a)
    const buy = (itemUid: string, createdAt: string, extra = {}) =>
      addPurchase(db, a, { userUid: user.uid, itemUid, createdAt, ...extra })
    await buy(items.film!, '2024-01-01T00:00:00.000Z', { expireAt: expiredAt, amount: 300 })
    await buy(items.concert!, '2024-03-01T00:00:00.000Z', { amount: 1200 })
    await buy(items.refunded!, '2024-04-01T00:00:00.000Z', { revoked: true })
    await addPurchase(db, b, { userUid: user.uid, itemUid: items.elsewhere!, amount: 1 })
    await addPurchase(db, a, { userUid: other.uid, itemUid: items.film! })
    headers = signedIn(await createSession(db, a, user.uid))
  })
  afterAll(() => t.close())

  it('asks to sign in first', async () => {
    const answer = await list({})
    expect(answer.statusCode).toBe(401)
    expect(answer.json().type).toBe('Unauthorized')
  })

  it('lists the buyer’s purchases newest first, leaving revoked ones out', async () => {
    const answer = await list()
    expect(answer.statusCode).toBe(200)
    const purchases = answer.json() as { uid: string }[]
    expect(purchases.map((purchase) => purchase.uid)).toEqual([items.concert, items.film])
  })

  it('carries the item as the buyer sees it now with the end of each purchase', async () => {
    const [concert, film] = (await list()).json()
    expect(concert).toMatchObject({
      uid: items.concert,
      slug: 'concert',
      content_object: { name: 'Concert' },
      prices: [{ amount: 500, period: 24 }],
      purchase_uid: expect.any(String),
      purchased_at: '2024-03-01T00:00:00.000Z',
      amount: 1200,
      has_access: true,
      expire_at: null,
    })
    expect(film).toMatchObject({
      uid: items.film,
      amount: 300,
      has_access: false,
      expire_at: expiredAt,
      expired_at: expiredAt,
    })
  })
})
