import { expect, type Locator, type Page } from '@playwright/test'
import { searchList } from '../support/admin-search.ts'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/orders — the website's orders, and an order's page with its refund form. */
export class AdminOrdersPage {
  readonly menuLink: Locator
  readonly search: Locator
  readonly rows: Locator
  readonly refundAmount: Locator
  readonly refundReason: Locator
  readonly refund: Locator
  readonly confirmDialog: Locator
  readonly resendReceipt: Locator
  /** The order's lines, then its coupon, tip and total. */
  readonly lines: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const main = page.getByRole('main')
    this.menuLink = page.getByRole('menuitem', {
      name: this.text('resources.orders.name', { smart_count: 2 }),
    })
    this.search = main.getByRole('textbox', { name: this.text('ra.action.search') })
    this.rows = main.getByRole('table').first().locator('tbody').getByRole('row')
    this.refundAmount = main.getByRole('textbox', {
      name: this.text('vitrine.amountIn', { currency: 'EUR' }),
    })
    this.refundReason = main.getByRole('textbox', {
      name: this.text('vitrine.order.refund.reason'),
    })
    this.refund = main.getByRole('button', { name: this.text('vitrine.order.refund.submit') })
    this.confirmDialog = page.getByRole('dialog', {
      name: this.text('vitrine.order.refund.confirmTitle'),
    })
    this.resendReceipt = main.getByRole('button', { name: this.text('vitrine.order.receipt.send') })
    this.lines = main.getByRole('table', { name: this.text('resources.orders.fields.lines') })
  }

  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }

  /** Narrows the list to the orders of the buyer these words find, once the list is drawn. */
  async find(words: string) {
    await searchList(
      this.page,
      this.text('resources.orders.name', { smart_count: 2 }),
      this.search,
      this.rows,
      words,
    )
  }

  /** The order's state as its page shows it, e.g. "Remboursée". */
  status(name: 'paid' | 'refunded'): Locator {
    return this.page.getByRole('main').getByText(this.text(`vitrine.order.status.${name}`), {
      exact: true,
    })
  }

  /** The row of the order's lines that says what the coupon `code` took off. */
  coupon(code: string): Locator {
    return this.lines.getByRole('row', { name: this.text('vitrine.order.coupon', { code }) })
  }

  /** Refunds what the form holds, through the confirmation. */
  async confirmRefund() {
    await this.refund.click()
    await expect(this.confirmDialog).toBeVisible()
    await this.confirmDialog
      .getByRole('button', { name: this.text('vitrine.order.refund.submit') })
      .click()
  }
}
