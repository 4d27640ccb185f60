import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/**
 * /checkout/success — where the payment page sends the buyer back, then the page they were
 * buying from, with the toast.
 */
export class CartSuccessPage {
  readonly validating: Locator
  readonly toast: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    this.validating = page.getByRole('heading', {
      level: 1,
      name: text(language, 'checkout.validating'),
    })
    this.toast = page.getByText(text(language, 'checkout.success'))
  }

  /**
   * The page shows while the payment is confirmed, then the page the checkout started from (its
   * path, e.g. the item's `/slug`) with the toast.
   */
  async expectBackTo(path: string) {
    await expect(this.page).toHaveURL(/\/checkout\/success/)
    await expect(this.validating).toBeVisible()
    await expect(this.toast).toBeVisible({ timeout: 15_000 })
    await expect(this.page).toHaveURL((url) => url.pathname === path)
  }
}
