import { expect, type Locator, type Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/items/{uid} — an item's form in the back office. */
export class AdminItemEditPage {
  readonly name: Locator
  readonly excerpt: Locator
  readonly description: Locator
  readonly bold: Locator
  readonly monetized: Locator
  readonly categories: Locator
  readonly publishedAt: Locator
  readonly addPrice: Locator
  readonly amounts: Locator
  readonly periods: Locator
  readonly save: Locator
  readonly viewOnSite: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string, values?: Record<string, string>) => adminText(language, key, values)
    const main = page.getByRole('main')
    // Required inputs add " *" to their label.
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const field = (key: string) => main.getByLabel(new RegExp(`^${escaped(t(key))}`))
    // Exactly: the English tab's "Nom en anglais" and "Résumé en anglais" start the same.
    const exactly = (key: string) => main.getByRole('textbox', { name: t(key), exact: true })
    this.name = exactly('resources.items.fields.name')
    this.excerpt = exactly('resources.items.fields.excerpt')
    // The rich-text editor: an editable area under the field's label, and its toolbar.
    this.description = main.locator('.ra-input-description [contenteditable="true"]')
    this.bold = main.getByRole('button', { name: t('ra.tiptap.bold'), exact: true })
    this.monetized = main.getByRole('switch', { name: t('vitrine.monetized') })
    this.categories = main.getByRole('combobox', { name: t('resources.items.fields.categories') })
    this.publishedAt = field('resources.items.fields.published_at')
    this.addPrice = main.getByRole('button', { name: t('ra.action.add'), exact: true })
    this.amounts = main.getByLabel(t('vitrine.amountIn', { currency: 'EUR' }))
    this.periods = field('resources.items.fields.period')
    this.save = main.getByRole('button', { name: t('ra.action.save') })
    this.viewOnSite = page.getByRole('link', { name: t('vitrine.viewOnSite') })
  }

  /** Puts the item in the category with this name, picked among the choices as staff do. */
  async addCategory(name: string) {
    await this.categories.fill(name)
    await this.page.getByRole('option', { name, exact: true }).click()
  }

  /** Writes the description anew: plain words, then words in bold set from the toolbar. */
  async writeDescription(plain: string, bold: string) {
    await this.description.click()
    await this.page.keyboard.press('ControlOrMeta+A')
    await this.page.keyboard.type(plain)
    await this.bold.click()
    // The toolbar gives the focus back to the text a moment later: a key typed before that is
    // lost (a run saved "as à pas" for "pas à pas").
    await expect(this.bold).toHaveAttribute('aria-pressed', 'true')
    await expect(this.description).toBeFocused()
    await this.page.keyboard.type(bold)
    await expect(this.description.locator('strong')).toHaveText(bold)
  }

  /** Adds a price after the others: an amount in euros and hours of access (0 = unlimited). */
  async addPriceOf(amount: string, hours: string) {
    const count = await this.amounts.count()
    await this.addPrice.click()
    await this.amounts.nth(count).fill(amount)
    await this.periods.nth(count).fill(hours)
  }

  /** The item's page on the storefront, as the "view on the site" link names it. */
  async storefrontPath(): Promise<string> {
    return (await this.viewOnSite.getAttribute('href')) ?? ''
  }
}
