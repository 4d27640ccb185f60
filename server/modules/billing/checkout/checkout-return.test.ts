import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import { stripeEnv } from '../stripe/stripe-test-support.ts'
import {
  buyerCookieOf,
  createItemForSale,
  createPlan,
  openPage,
  orderUidOf,
  pathOf,
  submitForm,
  type ItemForSale,
} from '../test-shop.ts'

/** The public URL of every test website (test/support/fixtures.ts). */
const PUBLIC_URL = 'http://localhost:3000'
/** A second host of the website, as `www.` beside the bare name or 127.0.0.2 beside a name. */
const SECOND_HOST = 'www.shop.test'
const SUCCESS = '/checkout/success?session_id={CHECKOUT_SESSION_ID}'

/** Matches a string that starts with `prefix`. */
const startingWith = (prefix: string) =>
  new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

interface Shop {
  t: TestApp
  site: string
  film: ItemForSale
  plan: string
}

/** Headers of a request that reached the server through `host` (and a trusted proxy's others). */
type Via = Record<string, string>

/**
 * Addresses that are not the website's own: the default website answers any host nobody claims,
 * and a trusted proxy's X-Forwarded-* are read, but none of them may steer the buyer elsewhere.
 */
const NOT_THE_SITES: Record<string, Via> = {
  'an unknown host': { host: 'unknown.test' },
  'a host with user info': { host: 'localhost:@evil.test' },
  'a port past 65535': { host: `${SECOND_HOST}:99999` },
  'a forwarded host of nobody': { host: SECOND_HOST, 'x-forwarded-host': 'evil.test' },
  'a forwarded host of another website': { host: 'localhost', 'x-forwarded-host': 'other.test' },
  'a forwarded scheme that is not http': { host: SECOND_HOST, 'x-forwarded-proto': 'javascript' },
}

/** A website with a second host, an item for sale and a plan; another website beside it. */
async function openShop(t: TestApp): Promise<Shop> {
  const db = t.database.db
  const site = await createWebsite(db, {
    name: 'Main',
    hosts: ['localhost', SECOND_HOST, '127.0.0.2'],
    // The oldest website: it answers the hosts no website claims.
    createdAt: '2020-01-01T00:00:00.000Z',
  })
  await createWebsite(db, { name: 'Other', hosts: ['other.test'] })
  const film = await createItemForSale(db, site, 'Film', [{ amount: 1200, period: 0 }])
  const plan = await createPlan(db, site, 'Mensuel', 990, 'month')
  return { t, site, film, plan }
}

/** A new signed-in buyer, so that nobody is refused what they already have. */
async function newBuyer(shop: Shop): Promise<string> {
  const db = shop.t.database.db
  return createSession(db, shop.site, (await createUser(db, shop.site)).uid)
}

/** Starts paying (`/billing/checkout/` or `/billing/checkout/donate/`) as a new buyer. */
async function start(shop: Shop, path: string, body: object, via: Via) {
  const answer = await shop.t.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    headers: { ...signedIn(await newBuyer(shop)), ...via },
    payload: body,
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer
}

const buyFilm = (shop: Shop, via: Via) =>
  start(shop, '/billing/checkout/', { type: 'prices', prices: shop.film.priceUids }, via)
const subscribe = (shop: Shop, via: Via) =>
  start(shop, '/billing/checkout/', { type: 'subscription', subscription: shop.plan }, via)
const donate = (shop: Shop, via: Via) =>
  start(shop, '/billing/checkout/donate/', { amount: 500, message: 'Merci' }, via)

async function billingLink(shop: Shop, via: Via): Promise<string> {
  const answer = await shop.t.app.inject({
    url: `${API_BASE}/me/stripe-portal/`,
    headers: { ...signedIn(await newBuyer(shop)), ...via },
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json().url
}

describe.each(DIALECTS)('where a checkout comes back to on %s', (dialect) => {
  // As behind a proxy: X-Forwarded-* from the test client are believed.
  const env = { TRUST_PROXY: '1' }
  let fake: FakeStripe
  let sandbox: Shop
  let stripe: Shop

  beforeAll(async () => {
    fake = await startFakeStripe()
    sandbox = await openShop(await startTestApp(dialect, env))
    stripe = await openShop(await startTestApp(dialect, { ...env, ...stripeEnv(fake) }))
  })
  afterAll(async () => {
    await sandbox.t.close()
    await stripe.t.close()
    await fake.close()
  })

  /** What the checkout asked Stripe to send the buyer back to. */
  const stripeReturn = () => {
    const { params } = fake.received('POST', '/v1/checkout/sessions').at(-1)!
    return { success: params.success_url, cancel: params.cancel_url }
  }

  it('sends a sandbox buyer who started on another host of the site back to it, paid or not', async () => {
    const via = { host: SECOND_HOST }
    const paying = await buyFilm(sandbox, via)
    const url: string = paying.json().checkout_session_url
    expect(url).toBe(`http://${SECOND_HOST}/sandbox/checkout/${orderUidOf(url)}`)
    const visit = { host: SECOND_HOST, cookie: buyerCookieOf(paying) }
    expect((await openPage(sandbox.t, pathOf(url), visit)).statusCode).toBe(200)
    const paid = await submitForm(sandbox.t, `${pathOf(url)}/pay`, visit)
    // A path: the browser stays on the host it is on.
    expect(paid.headers.location).toBe(`/checkout/success?session_id=${orderUidOf(url)}`)

    const leaving = await buyFilm(sandbox, { host: '127.0.0.2:8080' })
    const other: string = leaving.json().checkout_session_url
    expect(other).toBe(`http://127.0.0.2:8080/sandbox/checkout/${orderUidOf(other)}`)
    const canceled = await submitForm(sandbox.t, `${pathOf(other)}/cancel`, {
      host: '127.0.0.2',
      cookie: buyerCookieOf(leaving),
    })
    expect(canceled.headers.location).toBe('/')

    const defaultPort = await buyFilm(sandbox, { host: `${SECOND_HOST}:80` })
    expect(defaultPort.json().checkout_session_url).toMatch(
      startingWith(`http://${SECOND_HOST}/sandbox/checkout/`),
    )
  })

  it('sends donors, subscribers and the billing page back to that host too', async () => {
    const via = { host: SECOND_HOST }
    const onHost = startingWith(`http://${SECOND_HOST}/sandbox/checkout/`)
    expect((await donate(sandbox, via)).json().checkout_session_url).toMatch(onHost)
    expect((await subscribe(sandbox, via)).json().checkout_session_url).toMatch(onHost)
    expect(await billingLink(sandbox, via)).toMatch(
      startingWith(`http://${SECOND_HOST}/sandbox/billing/`),
    )
  })

  it('keeps the https a trusted proxy reports, and then sends the buyer cookie only over https', async () => {
    const answer = await buyFilm(sandbox, { host: SECOND_HOST, 'x-forwarded-proto': 'https' })
    expect(answer.json().checkout_session_url).toMatch(
      startingWith(`https://${SECOND_HOST}/sandbox/checkout/`),
    )
    expect(answer.headers['set-cookie']).toMatch(/; Secure$/)
  })

  it('sends a sandbox buyer who came through an address that is not the site’s to its public URL', async () => {
    for (const [what, via] of Object.entries(NOT_THE_SITES)) {
      const url: string = (await buyFilm(sandbox, via)).json().checkout_session_url
      expect(url, what).toBe(`${PUBLIC_URL}/sandbox/checkout/${orderUidOf(url)}`)
    }
    const donation = (await donate(sandbox, { host: 'unknown.test' })).json()
    expect(donation.checkout_session_url).toMatch(startingWith(`${PUBLIC_URL}/sandbox/checkout/`))
    expect(await billingLink(sandbox, { host: 'unknown.test' })).toMatch(
      startingWith(`${PUBLIC_URL}/sandbox/billing/`),
    )
  })

  it('asks Stripe to send the buyer back to the host the checkout started on', async () => {
    const via = { host: SECOND_HOST }
    const expected = {
      success: `http://${SECOND_HOST}${SUCCESS}`,
      cancel: `http://${SECOND_HOST}/`,
    }
    const answer = await buyFilm(stripe, via)
    expect(stripeReturn()).toEqual(expected)
    // Stripe's own page needs no sandbox cookie.
    expect(answer.headers['set-cookie']).toBeUndefined()
    await subscribe(stripe, via)
    expect(stripeReturn()).toEqual(expected)
    await donate(stripe, via)
    expect(stripeReturn()).toEqual(expected)
    await billingLink(stripe, via)
    const portal = fake.received('POST', '/v1/billing_portal/sessions').at(-1)!
    expect(portal.params.return_url).toBe(`http://${SECOND_HOST}/`)
  })

  it('asks Stripe to send the buyer back to the page they were buying from', async () => {
    const body = { type: 'prices', prices: stripe.film.priceUids, return_path: '/film' }
    await start(stripe, '/billing/checkout/', body, { host: SECOND_HOST })
    expect(stripeReturn()).toEqual({
      success: `http://${SECOND_HOST}${SUCCESS}&return=%2Ffilm`,
      cancel: `http://${SECOND_HOST}/film`,
    })
  })

  it('asks Stripe to send the buyer back to the public URL from an address that is not the site’s', async () => {
    const expected = { success: `${PUBLIC_URL}${SUCCESS}`, cancel: `${PUBLIC_URL}/` }
    for (const [what, via] of Object.entries(NOT_THE_SITES)) {
      await buyFilm(stripe, via)
      expect(stripeReturn(), what).toEqual(expected)
    }
    await donate(stripe, { host: 'unknown.test' })
    expect(stripeReturn()).toEqual(expected)
  })
})
