import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { Item, Plan } from '../contract/schemas/catalogue.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { signIn } from './support/customers.ts'
import { expect, test } from './support/test.ts'
import { API_BASE } from '../contract/values/api-paths.ts'

/** The demo catalogue as an anonymous visitor sees it. */
async function demoItems(request: APIRequestContext): Promise<Item[]> {
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  expect(answer.ok()).toBe(true)
  // Videos and playlists only: the demo's live events play as live.spec.ts tells.
  const { results } = (await answer.json()) as { results: Item[] }
  return results.filter((item) => item.content_object_type !== 'live')
}

function pick(items: Item[], test: (item: Item) => boolean, what: string, nth = 0): Item {
  const found = items.filter(test)[nth]
  if (!found) throw new Error(`The demo catalogue has no ${what}`)
  return found
}

/** An item sold at two prices or more (the journey picks the second). */
const soldAtSeveralPrices = (item: Item) =>
  item.monetization_enabled && !item.has_access && item.prices.length >= 2

/** 1299 → a pattern matching '12,99 €' whatever space the browser puts before the symbol. */
const euros = (minorUnits: number) =>
  new RegExp(`^${(minorUnits / 100).toFixed(2).replace('.', ',')}\\s€$`)

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

test.describe('the cart', () => {
  // Build, payment and page loads: a journey takes a while on the small shared machine.
  test.slow()

  test('signed out: buy at the second price with a tip, log in inside the cart, pay, watch', async ({
    page,
    request,
    customer,
    itemPage,
    cartDrawer: cart,
    cartPaymentPage: payment,
    cartSuccessPage: success,
    myStuffPage: myStuff,
  }) => {
    const item = pick(await demoItems(request), soldAtSeveralPrices, 'item with two prices')
    const [, second] = item.prices as [Item['prices'][0], Item['prices'][0]]
    const name = item.content_object.name

    await test.step('buying opens the cart on the prices, the first price chosen', async () => {
      await itemPage.goto(item.slug, name)
      await expect(cart.cartButton).toHaveCount(0)
      await itemPage.buy.click()
      await cart.expectView('prices')
      await expect(cart.prices(name).getByRole('radio').first()).toBeChecked()
      await expect(cart.total).toHaveText(euros(item.prices[0]!.amount))
      await expect(cart.checkout).toBeEnabled()
      await expectNoAccessibilityViolations(page)
    })

    await test.step('the second price and a 2 € tip make the total', async () => {
      await cart.prices(name).getByRole('radio').nth(1).check()
      await cart.tip.pressSequentially('-2')
      await expect(cart.tip).toHaveValue('2')
      await expect(cart.total).toHaveText(euros(second.amount + 200))
    })

    await test.step('checking out signed out shows the login inside the cart', async () => {
      await cart.checkout.click()
      await cart.expectView('login')
      await expect(cart.loginForm).toBeVisible()
      await expectNoAccessibilityViolations(page)
    })

    await test.step('logging in retries the checkout: the sandbox asks for the total', async () => {
      await cart.logIn(customer.email, customer.password)
      await payment.expectShown()
      await expect(payment.total).toHaveText(euros(second.amount + 200))
      await expect(page.getByRole('cell', { name: 'Pourboire' })).toBeVisible()
    })

    await test.step('paying leads to the success page, then back to the item with the toast', async () => {
      await payment.pay.click()
      await success.expectBackTo(`/${item.slug}`)
      await expect(success.toast).toHaveText('Transaction réalisée avec succès')
      // The cart was emptied on the way to the payment page.
      await expect(cart.cartButton).toHaveCount(0)
    })

    await test.step('the item now plays', async () => {
      await itemPage.goto(item.slug, name)
      await expect(itemPage.player).toBeVisible()
      await expect(itemPage.buy).toHaveCount(0)
    })

    await test.step('my stuff lists it as available', async () => {
      await myStuff.goto()
      await expect(myStuff.card(myStuff.available, name)).toBeVisible()
    })
  })

  test('a checkout whose answer was lost: sent again with its key, it pays the order the first try opened', async ({
    page,
    request,
    customer,
    itemPage,
    cartDrawer: cart,
    cartPaymentPage: payment,
    cartSuccessPage: success,
  }) => {
    const item = pick(await demoItems(request), soldAtSeveralPrices, 'item with two prices')
    const name = item.content_object.name
    const keys: (string | undefined)[] = []
    let firstOrder = ''
    // The first checkout reaches the server, which opens an order; its answer never comes back,
    // and the storefront's two resends find no server either (the connection drops at once).
    // From the fourth try on, the server is there again.
    await page.route(`**${API_BASE}/billing/checkout/`, async (route) => {
      keys.push(route.request().headers()['idempotency-key'])
      if (keys.length > 3) return route.continue()
      if (keys.length === 1) {
        const answer = await route.fetch()
        const opened = (await answer.json()) as { checkout_session_url: string }
        firstOrder = opened.checkout_session_url
      }
      await route.abort('connectionreset')
    })
    await signIn(page, customer.token)

    await test.step('the first click fails for the buyer after its resends, and keeps the cart', async () => {
      await itemPage.goto(item.slug, name)
      await itemPage.buy.click()
      await cart.expectView('prices')
      await cart.checkout.click()
      await expect(cart.dialog.getByRole('alert')).toHaveText('Une erreur est survenue')
      await expectNoAccessibilityViolations(page)
      expect(firstOrder).toMatch(/\/sandbox\/checkout\//)
      expect(keys).toHaveLength(3)
    })

    await test.step('the second click, with the same key, pays that same order', async () => {
      await cart.checkout.click()
      await payment.expectShown()
      expect(new URL(page.url()).pathname).toBe(new URL(firstOrder).pathname)
      expect(keys).toHaveLength(4)
      expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
      expect(new Set(keys)).toEqual(new Set([keys[0]]))
      await payment.pay.click()
      await success.expectBackTo(`/${item.slug}`)
    })
  })

  test('removing an item keeps the others, in the drawer and after a reload', async ({
    page,
    request,
    itemPage,
    cartDrawer: cart,
  }) => {
    const items = await demoItems(request)
    const first = pick(items, soldAtSeveralPrices, 'item for sale')
    const other = pick(items, soldAtSeveralPrices, 'second item for sale', 1)

    await itemPage.goto(first.slug, first.content_object.name)
    await itemPage.buy.click()
    await cart.closeButton.click()
    await itemPage.goto(other.slug, other.content_object.name)
    await itemPage.buy.click()
    await cart.closeButton.click()
    await expect(cart.cartButton).toHaveAccessibleName('Panier, 2 contenus')
    await cart.cartButton.click()
    await cart.expectView('prices')
    await cart.removeButton(first.content_object.name).click()
    await expect(cart.prices(other.content_object.name)).toBeVisible()
    await expect(cart.total).toHaveText(euros(other.prices[0]!.amount))

    await page.reload()
    await expect(cart.cartButton).toHaveAccessibleName('Panier, 1 contenu')
    await cart.cartButton.click()
    await expect(cart.prices(other.content_object.name)).toBeVisible()
    await cart.removeButton(other.content_object.name).click()
    await expect(cart.dialog).toBeHidden()
    await expect(cart.cartButton).toHaveCount(0)
  })

  test('subscribing to a plan of the item, then the item plays', async ({
    page,
    request,
    customer,
    itemPage,
    cartDrawer: cart,
    cartPaymentPage: payment,
    cartSuccessPage: success,
  }) => {
    const plans = (await (
      await request.get(`${API_BASE}/billing/plans/?ordering=amount`)
    ).json()) as Plan[]
    const item = pick(
      await demoItems(request),
      (candidate) =>
        candidate.monetization_enabled &&
        !candidate.has_access &&
        candidate.plans.length > 0 &&
        candidate.plans.length < plans.length,
      'item in some plans only',
    )
    const inPlan = plans.find((plan) => item.plans.includes(plan.uid))!
    const notInPlan = plans.find((plan) => !item.plans.includes(plan.uid))!
    await signIn(page, customer.token)

    await test.step('the plans show, those without the item disabled with the reason', async () => {
      await itemPage.goto(item.slug, item.content_object.name)
      await itemPage.subscribe.click()
      await cart.expectView('subscriptions')
      await expect(cart.plan(inPlan.name)).toContainText(inPlan.description)
      await expect(cart.subscribeButton(inPlan.name)).toBeEnabled()
      await expect(cart.subscribeButton(notInPlan.name)).toBeDisabled()
      await expect(cart.plan(notInPlan.name)).toContainText(cart.planUnavailable)
      await expectNoAccessibilityViolations(page)
    })

    await test.step('subscribing goes to the payment page for the plan', async () => {
      await cart.subscribeButton(inPlan.name).click()
      await payment.expectShown()
      await expect(payment.total).toHaveText(euros(inPlan.amount))
      await payment.pay.click()
      await success.expectBackTo(`/${item.slug}`)
    })

    await test.step('the item of the plan now plays', async () => {
      await itemPage.goto(item.slug, item.content_object.name)
      await expect(itemPage.player).toBeVisible()
    })

    await test.step('the plans mark the one held; my stuff shows it and what it opens', async () => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Voir les abonnements' }).first().click()
      await cart.expectView('subscriptions')
      await expect(cart.plan(inPlan.name)).toContainText('Votre abonnement en cours')
      await expect(cart.subscribeButton(inPlan.name)).toHaveCount(0)
      await cart.closeButton.click()
      await page.goto('/my-stuff')
      const held = page.getByRole('article', { name: inPlan.name })
      await expect(held).toContainText(/Renouvelé le/)
      // The plan's newest items, as cards that open them.
      await expect(held.getByRole('link').first()).toBeVisible()
      await expect(page.getByText("Vous n'avez encore rien acheté.")).toHaveCount(0)
      await expectNoAccessibilityViolations(page)
    })

    await test.step('cancelled at the period end, the item still plays; then resumed', async () => {
      const held = page.getByRole('article', { name: inPlan.name })
      await held.getByRole('button', { name: `Résilier l'abonnement ${inPlan.name}` }).click()
      const dialog = page.getByRole('dialog', { name: `Résilier ${inPlan.name} ?` })
      await expect(dialog).toContainText("Vous gardez l'accès")
      await expectNoAccessibilityViolations(page)
      await dialog.getByRole('button', { name: 'Résilier', exact: true }).click()
      await expect(held).toContainText(/Résilié : accès jusqu'au/)
      await expect(held.getByRole('status')).toContainText(`${inPlan.name} est résilié`)

      await itemPage.goto(item.slug, item.content_object.name)
      await expect(itemPage.player).toBeVisible()

      await page.goto('/my-stuff')
      await held.getByRole('button', { name: `Reprendre l'abonnement ${inPlan.name}` }).click()
      await expect(held).toContainText(/Renouvelé le/)
      await expect(held.getByRole('status')).toContainText(`${inPlan.name} reprend`)
    })
  })

  test("a home page 'subscribe' button offers every plan", async ({
    page,
    request,
    cartDrawer: cart,
  }) => {
    const plans = (await (
      await request.get(`${API_BASE}/billing/plans/?ordering=amount`)
    ).json()) as Plan[]
    await page.goto('/')
    await page.getByRole('button', { name: 'Voir les abonnements' }).first().click()
    await cart.expectView('subscriptions')
    for (const plan of plans) await expect(cart.subscribeButton(plan.name)).toBeEnabled()
    await cart.closeButton.click()
    await expect(cart.dialog).toBeHidden()
  })

  test('requesting on-demand access after logging in inside the cart', async ({
    page,
    request,
    customer,
    itemPage,
    cartDrawer: cart,
  }) => {
    const item = pick(
      await demoItems(request),
      (candidate) => candidate.visibility_type === 'on_demand' && !candidate.has_access,
      'on-demand item',
    )

    await test.step('the request lists the item', async () => {
      await itemPage.goto(item.slug, item.content_object.name)
      await itemPage.requestAccess.click()
      await cart.expectView('onDemand')
      await expect(cart.dialog.getByRole('listitem')).toHaveText([item.content_object.name])
      await expectNoAccessibilityViolations(page)
    })

    await test.step('sending it signed out asks to log in, then sends it', async () => {
      await cart.requestSubmit.click()
      await cart.expectView('login')
      await cart.logIn(customer.email, customer.password)
      await cart.expectView('onDemandSuccess')
      await expect(cart.dialog.getByRole('alert')).toContainText('Votre demande')
      await expectNoAccessibilityViolations(page)
    })

    await test.step('the list was emptied', async () => {
      await cart.dialog.getByRole('button', { name: 'Fermer', exact: true }).click()
      await expect(cart.cartButton).toHaveCount(0)
    })

    await test.step('the item says the request awaits an answer, also after a reload', async () => {
      await expect(itemPage.accessRequested).toHaveText('Demande envoyée — en attente de réponse')
      await expect(itemPage.requestAccess).toHaveCount(0)
      await page.reload()
      await expect(itemPage.accessRequested).toBeVisible()
      await expectNoAccessibilityViolations(page)
    })
  })

  test('the whole purchase with the keyboard only', async ({
    page,
    request,
    customer,
    itemPage,
    cartDrawer: cart,
    cartPaymentPage: payment,
    cartSuccessPage: success,
  }) => {
    const item = pick(await demoItems(request), soldAtSeveralPrices, 'item with two prices', 2)
    const second = item.prices[1]!
    const name = item.content_object.name

    await test.step('Enter on "Acheter" opens the cart', async () => {
      await itemPage.goto(item.slug, name)
      await tabTo(page, itemPage.buy)
      await page.keyboard.press('Enter')
      await cart.expectView('prices')
    })

    await test.step('arrows choose the second price; the tip is typed', async () => {
      await tabTo(page, cart.prices(name).getByRole('radio').first())
      await page.keyboard.press('ArrowDown')
      await expect(cart.prices(name).getByRole('radio').nth(1)).toBeChecked()
      await tabTo(page, cart.tip)
      await page.keyboard.type('1,50')
      await expect(cart.total).toHaveText(euros(second.amount + 150))
    })

    await test.step('checkout, then the login form, all by keyboard', async () => {
      await tabTo(page, cart.checkout)
      await page.keyboard.press('Enter')
      await cart.expectView('login')
      await tabTo(page, cart.emailField())
      await page.keyboard.type(customer.email)
      await tabTo(page, cart.passwordField())
      await page.keyboard.type(customer.password)
      await page.keyboard.press('Enter')
    })

    await test.step('Pay on the sandbox page, then back on the item', async () => {
      await payment.expectShown()
      await expect(payment.total).toHaveText(euros(second.amount + 150))
      await tabTo(page, payment.pay)
      await page.keyboard.press('Enter')
      await success.expectBackTo(`/${item.slug}`)
    })

    await test.step('the item plays', async () => {
      await itemPage.goto(item.slug, name)
      await expect(itemPage.player).toBeVisible()
    })
  })
})
