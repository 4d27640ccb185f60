import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatus } from '../../../contract/values/orders.ts'
import { newUid } from '../../db/uid.ts'
import { addOrder as addOrderRow } from '../billing/test-fixtures.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { caller, signInAs } from './account-test-support.ts'

describe.each(DIALECTS)('orders and receipts on %s', (dialect) => {
  let t: TestApp
  let site: string
  let call: ReturnType<typeof caller>

  const addOrder = (userUid: string, status: OrderStatus, createdAt: string) =>
    addOrderRow(t.database.db, site, {
      userUid,
      status,
      lines: [
        { label: 'Film', amount: 800 },
        { label: 'Concert', amount: 400 },
      ],
      tip: 100,
      discount: 200,
      createdAt,
    })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(t.database.db, { hosts: ['orders.test'] })
    call = caller(t, 'orders.test')
  })
  afterAll(() => t.close())

  it('lists the paid orders newest first, with lines, discount, tip and refunds', async () => {
    const user = await createUser(t.database.db, site)
    const token = await signInAs(call, user)
    const older = await addOrder(user.uid, 'paid', '2024-01-05T10:00:00.000Z')
    const newer = await addOrder(user.uid, 'refunded', '2024-02-05T10:00:00.000Z')
    await addOrder(user.uid, 'open', '2024-03-05T10:00:00.000Z')
    await t.database.db
      .insertInto('order_refunds')
      .values({
        uid: newUid(),
        website_uid: site,
        order_uid: newer,
        amount: 1100,
        refunded_by: null,
        created_at: '2024-02-06T10:00:00.000Z',
      })
      .execute()

    const answer = await call('GET', '/account/orders/', { token })
    expect(answer.statusCode, answer.body).toBe(200)
    const orders = answer.json<{ uid: string; refunded: number }[]>()
    expect(orders.map((order) => order.uid)).toEqual([newer, older])
    expect(orders[1]).toEqual({
      uid: older,
      type: 'prices',
      status: 'paid',
      currency: 'eur',
      lines: [
        { label: 'Film', amount: 800 },
        { label: 'Concert', amount: 400 },
      ],
      discount: 200,
      tip: 100,
      total: 1100,
      refunded: 0,
      created_at: '2024-01-05T10:00:00.000Z',
      paid_at: '2024-01-05T10:00:00.000Z',
    })
    expect(orders[0]?.refunded).toBe(1100)

    const receipt = await call('GET', `/account/orders/${older}/`, { token })
    expect(receipt.statusCode).toBe(200)
    expect(receipt.json()).toMatchObject({ uid: older, total: 1100 })
  })

  it("never shows another user's order, nor an unpaid one", async () => {
    const me = await createUser(t.database.db, site)
    const them = await createUser(t.database.db, site)
    const token = await signInAs(call, me)
    const theirs = await addOrder(them.uid, 'paid', '2024-01-05T10:00:00.000Z')
    const unpaid = await addOrder(me.uid, 'open', '2024-01-05T10:00:00.000Z')

    expect((await call('GET', '/account/orders/', { token })).json()).toEqual([])
    for (const uid of [theirs, unpaid, 'no-such-order']) {
      const answer = await call('GET', `/account/orders/${uid}/`, { token })
      expect(answer.statusCode, uid).toBe(404)
      expect(answer.json()).toMatchObject({ type: 'NotFound', message: 'Commande introuvable.' })
    }
    expect((await call('GET', `/account/orders/${theirs}/`)).statusCode).toBe(401)
    expect((await call('GET', '/account/orders/')).statusCode).toBe(401)
  })
})
