import { CartSuccessPage } from './pages/cart-success-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { text } from './support/texts.ts'
import { expect, test } from './support/test.ts'

test('coming back to the success page without a paid order never says the payment succeeded', async ({
  page,
}) => {
  const success = new CartSuccessPage(page)
  for (const address of ['/checkout/success', '/checkout/success?session_id=cs_bogus']) {
    await page.goto(address)
    await expect(success.validating).toBeVisible()
    await expect(page.getByText(text('fr', 'checkout.outcome.unknown'))).toBeVisible({
      timeout: 15_000,
    })
    // The toast reads well: white on a dark enough orange.
    await expectNoAccessibilityViolations(page)
    await expect(page).toHaveURL(/\/$/)
    await expect(success.toast).toHaveCount(0)
  }
})
