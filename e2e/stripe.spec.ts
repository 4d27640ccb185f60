import type { APIRequestContext, Page, Route } from '@playwright/test'
import type { Purchase } from '../contract/schemas/billing.ts'
import type { WebsiteSettings } from '../contract/schemas/website.ts'
import { startFakeStripe, type FakeStripe } from '../test/support/fake-stripe.ts'
import { stripeEnv, webhookHeaders } from '../test/support/stripe-settings.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { itemForSale, signIn, type JourneyCustomer } from './support/customers.ts'
import { startServer, type RunningServer } from './support/server.ts'
import { expect, test } from './support/test.ts'
import { API_BASE } from '../contract/values/api-paths.ts'

/**
 * The purchase with the Stripe provider: this file's own server takes payments with Stripe at a
 * local fake of its API (test/support/fake-stripe.ts), and the journey plays Stripe's hosted
 * Checkout page by intercepting its address: it marks the session paid in the fake, posts the
 * signed webhook as Stripe would, and sends the browser back to the session's success_url.
 */

/** Where Stripe posts its events (README, "Payments"). */
const WEBHOOK_PATH = '/api/stripe/webhook/'
/** The fake's hosted Checkout pages: https://checkout.stripe.test/c/pay/{session id}. */
const CHECKOUT_PAGES = 'https://checkout.stripe.test/c/pay/*'
const CONFIRM = `**${API_BASE}/billing/checkout/confirm/`

let fake: FakeStripe
let server: RunningServer

async function purchases(
  request: APIRequestContext,
  customer: JourneyCustomer,
): Promise<Purchase[]> {
  const answer = await request.get(`${API_BASE}/purchases/`, {
    headers: { authorization: `WebsiteToken ${customer.token}` },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  return (await answer.json()) as Purchase[]
}

/** Posts a webhook body to this file's server as Stripe does, signed; answers the status. */
async function deliver(payload: string): Promise<number> {
  const answer = await fetch(server.url + WEBHOOK_PATH, {
    method: 'POST',
    headers: webhookHeaders(payload),
    body: payload,
  })
  return answer.status
}

interface HostedCheckout {
  /** The id of the session the browser was sent to pay, once it came. */
  sessionId?: string
  /** The status the webhook delivery answered, when one was sent. */
  webhookStatus?: number
  /** The `checkout.session.completed` event sent, to send again. */
  event?: string
  /** The address the browser was sent back to. */
  successUrl?: string
}

/**
 * Plays Stripe's hosted Checkout page: the buyer pays (the fake's session completes), Stripe
 * posts the signed `checkout.session.completed` webhook unless `webhook` is false, and the browser
 * is redirected to the session's success_url with its id in place of {CHECKOUT_SESSION_ID}.
 */
async function playHostedCheckout(page: Page, { webhook }: { webhook: boolean }) {
  const seen: HostedCheckout = {}
  await page.route(CHECKOUT_PAGES, async (route: Route) => {
    const sessionId = new URL(route.request().url()).pathname.split('/').pop() ?? ''
    seen.sessionId = sessionId
    const session = fake.pay(sessionId)
    if (webhook) {
      seen.event = fake.event('checkout.session.completed', sessionId).payload
      seen.webhookStatus = await deliver(seen.event)
    }
    seen.successUrl = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId)
    await route.fulfill({ status: 303, headers: { location: seen.successUrl } })
  })
  return seen
}

test.describe('paying with Stripe', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    // A server of its own: the shared one takes no Stripe payments and must not.
    test.setTimeout(120_000)
    fake = await startFakeStripe()
    server = await startServer({ env: stripeEnv(fake) })
  })

  test.afterAll(async () => {
    await server?.stop()
    await fake?.close()
  })

  // Playwright also sets the options up for beforeAll itself, before the server is there. The
  // `customer` fixture's `request` follows this baseURL: it registers on this file's server.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it.
  test.use({ baseURL: async ({}, use) => use(server?.url) })

  test('buying an item on Stripe Checkout, the webhook first, then watching it', async ({
    page,
    request,
    customer,
    itemPage,
    cartDrawer: cart,
    cartSuccessPage: success,
    myStuffPage: myStuff,
  }) => {
    test.slow()
    const item = await itemForSale(request)
    const price = item.prices[0]!
    const name = item.content_object.name
    const website = (await (await request.get(`${API_BASE}/website/`)).json()) as WebsiteSettings
    await signIn(page, customer.token)
    const checkout = await playHostedCheckout(page, { webhook: true })

    // The success page waits on its confirmation: held until the page has been looked at.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(CONFIRM, async (route) => {
      await held
      await route.continue()
    })
    const confirmed = page.waitForResponse(CONFIRM)

    await test.step('checking out, Stripe Checkout takes the payment and sends the webhook', async () => {
      await itemPage.goto(item.slug, name)
      await itemPage.buy.click()
      await cart.expectView('prices')
      await cart.checkout.click()
      await expect(page).toHaveURL(/\/checkout\/success\?session_id=cs_test_/)
      expect(checkout.sessionId).toMatch(/^cs_test_/)
      expect(new URL(page.url()).searchParams.get('session_id')).toBe(checkout.sessionId)
      expect(checkout.webhookStatus, 'the signed webhook is accepted').toBe(200)
    })

    await test.step('the success page validates the payment, then back to the item with the toast', async () => {
      await expect(success.validating).toHaveText('Validation du paiement en cours...')
      await expectNoAccessibilityViolations(page)
      // The confirmation has not been answered: the webhook alone gave the access.
      expect((await purchases(request, customer)).map((purchase) => purchase.slug)).toEqual([
        item.slug,
      ])
      await expect(page, 'the page waits for its confirmation').toHaveURL(/\/checkout\/success/)
      release()
      expect(await (await confirmed).json()).toEqual({ status: 'paid' })
      await expect(success.toast).toHaveText('Transaction réalisée avec succès')
      await expect(page).toHaveURL((url) => url.pathname === `/${item.slug}`)
    })

    await test.step('the Checkout Session asked for the price, naming the order', async () => {
      const session = fake.get(checkout.sessionId!)
      const created = fake
        .received('POST', '/v1/checkout/sessions')
        .find((request) => request.params.client_reference_id === session.client_reference_id)
      if (!created) throw new Error(`The fake received no creation of ${session.id}`)
      expect(created.idempotencyKey).toBeTruthy()
      const metadata = {
        website_uid: website.uid,
        user_uid: customer.uid,
        order_uid: session.client_reference_id,
        order_type: 'prices',
      }
      expect(created.params).toMatchObject({
        mode: 'payment',
        metadata,
        payment_intent_data: { metadata },
        line_items: [
          {
            quantity: '1',
            price_data: {
              currency: 'eur',
              unit_amount: String(price.amount),
              product_data: { metadata: { item_uid: item.uid, price_uid: price.uid } },
            },
          },
        ],
      })
      // Stripe fills in the session's id; the buyer then comes back to the item.
      expect(created.params.success_url).toMatch(
        new RegExp(
          `/checkout/success\\?session_id=\\{CHECKOUT_SESSION_ID\\}&return=%2F${item.slug}$`,
        ),
      )
      expect(created.params.cancel_url).toMatch(new RegExp(`/${item.slug}$`))
      expect(session.amount_total).toBe(price.amount)
      expect(checkout.successUrl).toBe(
        String(created.params.success_url).replace('{CHECKOUT_SESSION_ID}', session.id),
      )
    })

    await test.step('my stuff lists the item as available', async () => {
      await myStuff.goto()
      await expect(myStuff.card(myStuff.available, name)).toHaveCount(1)
      await expect(myStuff.card(myStuff.available, name)).toBeVisible()
    })

    await test.step('the item page now plays it', async () => {
      await itemPage.goto(item.slug, name)
      await expect(itemPage.player).toBeVisible()
      // Bought for good, it is not offered again; rented, it is offered to be kept (only there).
      const keep = page.getByRole('region', { name: /achetez-le pour le garder/ })
      const offers = price.period === 0 ? 0 : 1
      await expect(keep).toHaveCount(offers)
      await expect(itemPage.buy).toHaveCount(offers)
    })

    await test.step('the webhook delivered again changes nothing: one purchase', async () => {
      expect(await deliver(checkout.event!)).toBe(200)
      const again = fake.event('checkout.session.completed', checkout.sessionId!).payload
      expect(await deliver(again), 'a second event about the same session').toBe(200)
      const bought = await purchases(request, customer)
      expect(bought.map((purchase) => purchase.slug)).toEqual([item.slug])
      expect(bought[0]).toMatchObject({ amount: price.amount, has_access: true })
      await myStuff.goto()
      await expect(myStuff.card(myStuff.available, name)).toHaveCount(1)
    })
  })

  test('the success page alone settles a paid session whose webhook has not come', async ({
    page,
    request,
    customer,
    itemPage,
    cartDrawer: cart,
    cartSuccessPage: success,
  }) => {
    test.slow()
    const item = await itemForSale(request)
    await signIn(page, customer.token)
    const checkout = await playHostedCheckout(page, { webhook: false })

    await test.step('paid on Stripe, no webhook: the confirmation settles it', async () => {
      await itemPage.goto(item.slug, item.content_object.name)
      await itemPage.buy.click()
      await cart.expectView('prices')
      const confirmed = page.waitForResponse(CONFIRM)
      await cart.checkout.click()
      await expect(success.validating).toBeVisible()
      expect(await (await confirmed).json()).toEqual({ status: 'paid' })
      expect(checkout.webhookStatus).toBeUndefined()
      // The server read the session again from Stripe rather than waiting for the webhook.
      const read = fake.received('GET', `/v1/checkout/sessions/${checkout.sessionId}`)
      expect(read.length).toBeGreaterThan(0)
      await expect(success.toast).toHaveText('Transaction réalisée avec succès')
      await expect(page).toHaveURL((url) => url.pathname === `/${item.slug}`)
    })

    await test.step('the item plays', async () => {
      await itemPage.goto(item.slug, item.content_object.name)
      await expect(itemPage.player).toBeVisible()
      expect((await purchases(request, customer)).map((purchase) => purchase.slug)).toEqual([
        item.slug,
      ])
    })
  })
})
