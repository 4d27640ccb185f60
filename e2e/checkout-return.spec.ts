import { expectNoAccessibilityViolations } from './support/axe.ts'
import { itemForSale, signIn } from './support/customers.ts'
import { text } from './support/texts.ts'
import { expect, test } from './support/test.ts'
import type { CartDrawer } from './pages/cart-drawer.ts'
import type { CartPaymentPage } from './pages/cart-payment-page.ts'
import type { ItemPage } from './pages/item-page.ts'

interface Screens {
  itemPage: ItemPage
  cartDrawer: CartDrawer
  cartPaymentPage: CartPaymentPage
}

/** From the item's page to the sandbox's payment page for its first price. */
async function openPayment(
  item: Awaited<ReturnType<typeof itemForSale>>,
  { itemPage, cartDrawer, cartPaymentPage }: Screens,
) {
  await itemPage.goto(item.slug, item.content_object.name)
  await itemPage.buy.click()
  await cartDrawer.expectView('prices')
  await cartDrawer.checkout.click()
  await cartPaymentPage.expectShown()
}

test('coming back to the success page without a paid order never says the payment succeeded', async ({
  page,
  cartSuccessPage: success,
}) => {
  for (const address of ['/checkout/success', '/checkout/success?session_id=cs_bogus']) {
    // The waiting screen lasts 2 s from the moment the app draws it, which a loaded machine may
    // spend hydrating: checkout-success-page.test.tsx checks it under a controlled clock.
    await page.goto(address)
    await expect(page.getByText(text('fr', 'checkout.outcome.unknown'))).toBeVisible({
      timeout: 15_000,
    })
    // The toast reads well: white on a dark enough orange.
    await expectNoAccessibilityViolations(page)
    await expect(page).toHaveURL(/\/$/)
    await expect(success.toast).toHaveCount(0)
  }
})

test('a buyer who started on another address of the site comes back to it, signed in', async ({
  page,
  request,
  baseURL,
  shell,
  customer,
  itemPage,
  cartDrawer: cart,
  cartPaymentPage: payment,
  cartSuccessPage,
}) => {
  // The demo site's public address is http://localhost:<port>; the journeys browse it at
  // 127.0.0.1, another of its hosts. The payment must bring the buyer back here, not there,
  // where they would land signed out and unconfirmed.
  const here = new URL(baseURL!)
  expect(here.hostname).toBe('127.0.0.1')
  const item = await itemForSale(request)
  await signIn(page, customer.token)

  await openPayment(item, { itemPage, cartDrawer: cart, cartPaymentPage: payment })
  await payment.pay.click()
  await cartSuccessPage.expectBackTo(`/${item.slug}`)
  expect(new URL(page.url()).origin).toBe(here.origin)
  await expect(shell.loginLink).toHaveCount(0)
  await itemPage.goto(item.slug, item.content_object.name)
  await expect(itemPage.player).toBeVisible()
})

test('a buyer who cancels on the payment page comes back to the item, the cart kept', async ({
  page,
  request,
  customer,
  itemPage,
  cartDrawer: cart,
  cartPaymentPage: payment,
}) => {
  const item = await itemForSale(request)
  await signIn(page, customer.token)

  await openPayment(item, { itemPage, cartDrawer: cart, cartPaymentPage: payment })
  await payment.cancel.click()
  await expect(itemPage.heading(item.content_object.name)).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === `/${item.slug}`)
  await expect(itemPage.buy).toBeVisible()
  await expect(cart.cartButton).toHaveCount(1)
})
