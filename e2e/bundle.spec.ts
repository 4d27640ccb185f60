import { API_BASE } from '../contract/values/api-paths.ts'
import type { Item } from '../contract/schemas/catalogue.ts'
import { CartDrawer } from './pages/cart-drawer.ts'
import { CartPaymentPage } from './pages/cart-payment-page.ts'
import { ItemPage } from './pages/item-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { newCustomer, signIn } from './support/customers.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

// A server of its own: the bundle shows on the pages of demo items other journeys visit.
useOwnServer()

const BUNDLE = 'Pack Découverte'

/** 1500 → a pattern matching '15,00 €' whatever space the browser puts before the symbol. */
const euros = (minorUnits: number) =>
  new RegExp(`${(minorUnits / 100).toFixed(2).replace('.', ',')}\\s€$`)

test('the owner makes a bundle of two items; a customer adds it from an item page, pays once, and both open', async ({
  page,
  browser,
  baseURL,
  request,
  adminLoginPage,
  adminBundlesPage: bundles,
}) => {
  test.slow()
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  const { results } = (await answer.json()) as { results: Item[] }
  const forSale = results.filter((item) => item.monetization_enabled && item.prices.length > 0)
  const [first, second] = forSale.map((item) => ({
    slug: item.slug,
    name: item.content_object.name,
  }))
  if (!first || !second) throw new Error('The demo catalogue has fewer than two items for sale')

  await test.step('the owner creates the bundle in the back office', async () => {
    await adminLoginPage.logInAsOwner()
    await bundles.menuLink.click()
    await bundles.openForm()
    await bundles.name.fill(BUNDLE)
    await bundles.amount.fill('15')
    await bundles.period.fill('0')
    await bundles.addItem(first.name, first.name)
    await bundles.addItem(second.name, second.name)
    await expectNoAccessibilityViolations(page)
    await bundles.save.click()
    const row = bundles.row(BUNDLE)
    await expect(row).toContainText('15,00 €')
    await expect(row).toContainText(bundles.text('vitrine.bundle.itemsCount', { smart_count: 2 }))
    await expectNoAccessibilityViolations(page)
  })

  const context = await browser.newContext({ baseURL })
  const visitor = await context.newPage()
  const customer = await newCustomer(request, visitor, {
    firstName: 'Paul',
    lastName: 'Pack',
    password: 'vitrine-bundle-2026',
  })
  const itemPage = new ItemPage(visitor)
  const cart = new CartDrawer(visitor)
  const payment = new CartPaymentPage(visitor)

  await test.step('the first item’s page offers the bundle with both items; it goes in the cart', async () => {
    await signIn(visitor, customer.token)
    await itemPage.goto(first.slug, first.name)
    const card = itemPage.bundle(BUNDLE)
    await expect(card).toContainText('15,00')
    await expect(card.getByRole('link', { name: second.name })).toHaveAttribute(
      'href',
      `/${second.slug}`,
    )
    await expectNoAccessibilityViolations(visitor)
    await itemPage.addBundle(BUNDLE).click()
    await cart.expectView('prices')
    await expect(cart.dialog).toContainText(BUNDLE)
    await expect(cart.total).toHaveText(euros(1500))
  })

  await test.step('the sandbox asks for the bundle’s price, once', async () => {
    await cart.checkout.click()
    await payment.expectShown()
    await expect(payment.total).toHaveText(euros(1500))
    await payment.pay.click()
    await expect(visitor).not.toHaveURL(/\/sandbox\//)
  })

  await test.step('both items are open to the customer', async () => {
    for (const item of [first, second]) {
      const opened = await request.get(`${API_BASE}/items/${item.slug}/`, {
        headers: { authorization: `WebsiteToken ${customer.token}` },
      })
      expect(((await opened.json()) as Item).has_access, item.name).toBe(true)
    }
    await itemPage.goto(second.slug, second.name)
    await expect(itemPage.player).toBeVisible()
  })

  await context.close()
})
