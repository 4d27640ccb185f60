import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminSettings } from '../../../../contract/schemas/admin-settings.ts'
import type { Currency } from '../../../../contract/schemas/website.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { upsertSnippet } from '../../../db/insert.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { stripeEnv } from './stripe-test-support.ts'
import { checkout, createItemForSale, createPlan, type ItemForSale } from '../test-shop.ts'

const HOST = 'stripe-currency.test'

/** An owner changes the site's currency in the settings: the next checkouts charge in it. */
describe.each(DIALECTS)('the site currency on Stripe Checkout on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let site = ''
  let owner = ''
  let plan = ''
  let film: ItemForSale

  const db = () => t.database.db
  /** The plan's Stripe prices as the database keeps them, oldest first. */
  const planPrices = () =>
    db()
      .selectFrom('stripe_prices')
      .select(['price_id', 'currency', 'active'])
      .where('plan_uid', '=', plan)
      .orderBy('created_at')
      .execute()

  async function setCurrency(currency: Currency): Promise<void> {
    const current = await adminCall(t, 'GET', '/settings/', { token: owner, host: HOST })
    const payload = { ...current.json<AdminSettings>(), monetization_currency: currency }
    const saved = await adminCall(t, 'PUT', '/settings/', { token: owner, host: HOST, payload })
    expect(saved.statusCode, saved.body).toBe(200)
  }

  /** A new buyer checks out; answers the parameters of the session Stripe was asked for. */
  async function sessionParams(body: object) {
    const buyer = await createSession(db(), site, (await createUser(db(), site)).uid)
    const answer = await checkout(t, buyer, body, HOST)
    expect(answer.statusCode, answer.body).toBe(200)
    return fake.received('POST', '/v1/checkout/sessions').at(-1)!.params
  }

  /** The Stripe price a subscription checkout to the plan sends, as Stripe holds it. */
  async function subscribedPrice() {
    const params = await sessionParams({ type: 'subscription', subscription: plan })
    const [line] = params.line_items as { price: string }[]
    return fake.get(line!.price)
  }

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    site = await createWebsite(db(), { hosts: [HOST] })
    // The settings form saves only with the legal text its page shows.
    await upsertSnippet(db(), site, 'legal', '<p>Mentions légales</p>')
    owner = await createSession(
      db(),
      site,
      (await createUser(db(), site, { staffRole: 'owner' })).uid,
    )
    plan = await createPlan(db(), site, 'Mensuel', 990)
    film = await createItemForSale(db(), site, 'Film', [{ amount: 1299, period: 48 }])
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('subscribes at a price in the new currency once the owner changed it', async () => {
    const euros = await subscribedPrice()
    expect(euros).toMatchObject({ currency: 'eur', unit_amount: 990, active: true })

    await setCurrency('chf')
    const francs = await subscribedPrice()
    expect(francs).toMatchObject({ currency: 'chf', unit_amount: 990, active: true })
    expect(francs.id).not.toBe(euros.id)
    expect(fake.get(euros.id).active).toBe(false)
    expect(await planPrices()).toEqual([
      { price_id: euros.id, currency: 'eur', active: 0 },
      { price_id: francs.id, currency: 'chf', active: 1 },
    ])
  })

  it('charges chosen prices in the new currency', async () => {
    const params = await sessionParams({ type: 'prices', prices: film.priceUids })
    const [line] = params.line_items as { price_data: { currency: string } }[]
    expect(line!.price_data.currency).toBe('chf')
  })

  it('subscribes at an active price when the owner goes back to the first currency', async () => {
    const [archived] = await planPrices()
    await setCurrency('eur')
    // Within 24 hours, the first euro price's key would have Stripe answer that archived price.
    const euros = await subscribedPrice()
    expect(euros).toMatchObject({ currency: 'eur', unit_amount: 990, active: true })
    expect(euros.id).not.toBe(archived!.price_id)
    expect((await planPrices()).filter((price) => price.active === 1)).toEqual([
      { price_id: euros.id, currency: 'eur', active: 1 },
    ])
  })
})
