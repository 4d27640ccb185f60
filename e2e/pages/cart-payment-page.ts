import { expect, type Locator, type Page } from '@playwright/test'
import type { Language } from '../support/texts.ts'

/** The payment page's words; the server writes them (sandbox-texts.ts), not the storefront. */
const WORDS = {
  fr: { heading: 'Paiement', pay: 'Payer', cancel: 'Annuler' },
  en: { heading: 'Payment', pay: 'Pay', cancel: 'Cancel' },
} satisfies Record<Language, Record<string, string>>

/**
 * The built-in sandbox payment page the checkout sends the browser to (server-rendered, in the
 * storefront's language): the order's lines, its total, Pay and Cancel.
 */
export class CartPaymentPage {
  readonly heading: Locator
  readonly total: Locator
  readonly pay: Locator
  readonly cancel: Locator

  constructor(
    readonly page: Page,
    language: Language = 'fr',
  ) {
    const words = WORDS[language]
    this.heading = page.getByRole('heading', { level: 1, name: words.heading })
    this.total = page.getByTestId('total')
    this.pay = page.getByRole('button', { name: words.pay, exact: true })
    this.cancel = page.getByRole('button', { name: words.cancel, exact: true })
  }

  async expectShown() {
    await expect(this.page).toHaveURL(/\/sandbox\/checkout\//)
    await expect(this.heading).toBeVisible()
  }
}
