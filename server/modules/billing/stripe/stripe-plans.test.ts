import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestDatabase,
  DIALECTS,
  type TestDatabase,
} from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import { createWebsite } from '../../../../test/support/fixtures.ts'
import { resolveWebsite, type Website } from '../../websites/service.ts'
import { createStripeApi, type StripeApi } from './stripe-client.ts'
import { syncPlans } from './stripe-plans.ts'
import { createPlan } from '../test-shop.ts'

describe.each(DIALECTS)('syncing plans to Stripe on %s', (dialect) => {
  let fake: FakeStripe
  let database: TestDatabase
  let api: StripeApi
  let website: Website
  let monthly: string
  let yearly: string

  const activePrices = () =>
    database.db
      .selectFrom('stripe_prices')
      .select(['plan_uid', 'price_id', 'amount'])
      .where('active', '=', 1)
      .orderBy('amount')
      .execute()

  beforeAll(async () => {
    fake = await startFakeStripe()
    database = await createTestDatabase(dialect)
    const uid = await createWebsite(database.db, {
      name: 'Suisse',
      settings: { monetization_currency: 'chf' },
    })
    website = await resolveWebsite(database.db, undefined, uid)
    monthly = await createPlan(database.db, uid, 'Mensuel', 990, 'month')
    yearly = await createPlan(database.db, uid, 'Annuel', 9900, 'year')
    const url = new URL(fake.url)
    api = createStripeApi({
      secretKey: 'sk_test_vitrine',
      webhookSecret: 'whsec_test',
      api: { host: url.hostname, port: Number(url.port), protocol: 'http' },
    })
  })
  afterAll(async () => {
    await database.drop()
    await fake.close()
  })

  it('makes a product and a recurring price per plan, in the website’s currency', async () => {
    const synced = await syncPlans(database.db, api, website)
    expect(synced.map((plan) => [plan.name, plan.created])).toEqual([
      ['Mensuel', true],
      ['Annuel', true],
    ])
    const prices = fake.received('POST', '/v1/prices').map((r) => r.params)
    expect(prices).toEqual([
      expect.objectContaining({
        unit_amount: '990',
        currency: 'chf',
        recurring: { interval: 'month' },
      }),
      expect.objectContaining({
        unit_amount: '9900',
        currency: 'chf',
        recurring: { interval: 'year' },
      }),
    ])
    expect((await activePrices()).map((p) => p.plan_uid)).toEqual([monthly, yearly])
  })

  it('keeps matching prices and only refreshes product names on a second run', async () => {
    await database.db
      .updateTable('plans')
      .set({ name: 'Mois' })
      .where('uid', '=', monthly)
      .execute()
    const synced = await syncPlans(database.db, api, website)
    expect(synced.every((plan) => !plan.created)).toBe(true)
    expect(fake.received('POST', '/v1/prices')).toHaveLength(2)
    const renamed = fake.received('POST').filter((r) => r.path.startsWith('/v1/products/'))
    expect(renamed.map((r) => r.params.name)).toContain('Mois')
  })

  it('makes a new price when a plan’s amount changes and archives the old one', async () => {
    const [old] = await activePrices()
    await database.db
      .updateTable('plans')
      .set({ amount: 1190 })
      .where('uid', '=', monthly)
      .execute()
    const [plan] = await syncPlans(database.db, api, website)
    expect(plan).toMatchObject({ created: true, archived: [old!.price_id] })
    const archive = fake.received('POST', `/v1/prices/${old!.price_id}`)
    expect(archive.map((r) => r.params)).toEqual([{ active: 'false' }])
    expect(await activePrices()).toEqual([
      { plan_uid: monthly, price_id: plan!.priceId, amount: 1190 },
      expect.objectContaining({ plan_uid: yearly, amount: 9900 }),
    ])
    for (const request of fake.received('POST')) expect(request.idempotencyKey).toMatch(/^vitrine-/)
  })

  it('makes a new price when a plan goes back to an amount whose price was archived', async () => {
    const [first] = fake.received('POST', '/v1/prices')
    await database.db.updateTable('plans').set({ amount: 990 }).where('uid', '=', monthly).execute()
    const [plan] = await syncPlans(database.db, api, website)
    // Reusing the first price's key would have Stripe answer that price, archived since, for
    // 24 hours, and Checkout refuses an archived price.
    expect(plan).toMatchObject({ created: true })
    expect(fake.get(plan!.priceId)).toMatchObject({ unit_amount: 990, active: true })
    expect(fake.received('POST', '/v1/prices').at(-1)!.idempotencyKey).not.toBe(
      first!.idempotencyKey,
    )
    expect(await activePrices()).toEqual([
      { plan_uid: monthly, price_id: plan!.priceId, amount: 990 },
      expect.objectContaining({ plan_uid: yearly, amount: 9900 }),
    ])
  })
})
