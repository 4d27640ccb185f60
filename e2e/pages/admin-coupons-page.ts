import { expect, type Locator, type Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/coupons — the website's promo codes, and the form of one. */
export class AdminCouponsPage {
  readonly menuLink: Locator
  readonly createButton: Locator
  readonly table: Locator
  readonly code: Locator
  readonly percentOff: Locator
  readonly appliesTo: Locator
  readonly oncePerCustomer: Locator
  readonly save: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const field = (name: string) => this.text(`resources.coupons.fields.${name}`)
    this.menuLink = page.getByRole('menuitem', {
      name: this.text('resources.coupons.name', { smart_count: 2 }),
      exact: true,
    })
    // The list's own button, or the empty list's when there is no coupon yet.
    this.createButton = page.getByRole('link', { name: this.text('ra.action.create') }).first()
    this.table = page.getByRole('table')
    this.code = page.getByRole('textbox', { name: field('code') })
    this.percentOff = page.getByRole('spinbutton', { name: field('percent_off') })
    this.appliesTo = page.getByRole('combobox', { name: field('applies_to') })
    this.oncePerCustomer = page.getByRole('switch', { name: field('once_per_customer') })
    this.save = page.getByRole('button', { name: this.text('ra.action.save') })
  }

  /** The kind of discount, by its value (`percent` or `amount`). */
  kind(value: 'percent' | 'amount'): Locator {
    return this.page.getByRole('radio', { name: this.text(`vitrine.coupon.kind.${value}`) })
  }

  /** The list's row of a coupon, by its code. */
  row(code: string): Locator {
    return this.table.getByRole('row').filter({ hasText: code })
  }

  /** Opens the creation form from the list. */
  async openForm() {
    await expect(this.createButton).toBeVisible()
    await this.createButton.click()
    await expect(this.code).toBeVisible()
  }

  /** A text of the back office in this page's language. */
  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }
}
