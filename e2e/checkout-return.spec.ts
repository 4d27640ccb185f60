import { CartDrawer } from './pages/cart-drawer.ts'
import { CartPaymentPage } from './pages/cart-payment-page.ts'
import { CartSuccessPage } from './pages/cart-success-page.ts'
import { ItemPage } from './pages/item-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { itemForSale, newCustomer, signIn } from './support/customers.ts'
import { text } from './support/texts.ts'
import { expect, test } from './support/test.ts'

test('coming back to the success page without a paid order never says the payment succeeded', async ({
  page,
}) => {
  const success = new CartSuccessPage(page)
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
}) => {
  // The demo site's public address is http://localhost:<port>; the journeys browse it at
  // 127.0.0.1, another of its hosts. The payment must bring the buyer back here, not there,
  // where they would land signed out and unconfirmed.
  const here = new URL(baseURL!)
  expect(here.hostname).toBe('127.0.0.1')
  const item = await itemForSale(request)
  const buyer = await newCustomer(request, page, {
    firstName: 'Lou',
    lastName: 'Retour',
    password: 'vitrine-retour',
  })
  await signIn(page, buyer.token)
  const itemPage = new ItemPage(page)
  const cart = new CartDrawer(page)
  const payment = new CartPaymentPage(page)

  await itemPage.goto(item.slug, item.content_object.name)
  await itemPage.buy.click()
  await cart.expectView('prices')
  await cart.checkout.click()
  await payment.expectShown()
  await payment.pay.click()
  await new CartSuccessPage(page).expectBackHome()
  expect(new URL(page.url()).origin).toBe(here.origin)
  await expect(shell.loginLink).toHaveCount(0)
  await itemPage.goto(item.slug, item.content_object.name)
  await expect(itemPage.player).toBeVisible()
})
