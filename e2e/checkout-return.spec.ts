import { CartSuccessPage } from './pages/cart-success-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
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
