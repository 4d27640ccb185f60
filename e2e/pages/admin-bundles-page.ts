import { expect, type Locator, type Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/bundles — the website's bundles, and the form of one. */
export class AdminBundlesPage {
  readonly menuLink: Locator
  readonly createButton: Locator
  readonly table: Locator
  readonly name: Locator
  readonly amount: Locator
  readonly period: Locator
  readonly items: Locator
  readonly save: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const field = (name: string) => this.text(`resources.bundles.fields.${name}`)
    this.menuLink = page.getByRole('menuitem', {
      name: this.text('resources.bundles.name', { smart_count: 2 }),
      exact: true,
    })
    // The list's own button, or the empty list's when there is no bundle yet.
    this.createButton = page.getByRole('link', { name: this.text('ra.action.create') }).first()
    this.table = page.getByRole('table')
    this.name = page.getByRole('textbox', { name: field('name'), exact: true })
    this.amount = page.getByRole('textbox', {
      name: this.text('vitrine.amountIn', { currency: 'EUR' }),
    })
    this.period = page.getByRole('spinbutton', { name: field('period') })
    this.items = page.getByRole('combobox', { name: field('item_uids') })
    this.save = page.getByRole('button', { name: this.text('ra.action.save') })
  }

  /** The list's row of a bundle, by its name. */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name })
  }

  /** Opens the creation form from the list. */
  async openForm() {
    await expect(this.createButton).toBeVisible()
    await this.createButton.click()
    await expect(this.name).toBeVisible()
  }

  /** Adds an item to the bundle, found by words of its name. */
  async addItem(words: string, name: string) {
    await this.items.fill(words)
    await this.page.getByRole('option', { name, exact: true }).click()
  }

  /** A text of the back office in this page's language. */
  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }
}
