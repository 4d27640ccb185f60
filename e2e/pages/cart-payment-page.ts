import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The built-in sandbox payment page the checkout sends the browser to (server-rendered, in
 * French whatever the storefront's language): the order's lines, its total, Pay and Cancel.
 */
export class CartPaymentPage {
  readonly heading: Locator
  readonly total: Locator
  readonly pay: Locator
  readonly cancel: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Paiement' })
    this.total = page.getByTestId('total')
    this.pay = page.getByRole('button', { name: 'Payer' })
    this.cancel = page.getByRole('button', { name: 'Annuler' })
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/sandbox\/checkout\//)
    await expect(this.heading).toBeVisible()
  }
}
