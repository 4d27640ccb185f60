import { expect, type Locator, type Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/plans — the website's subscription plans, and the form of one. */
export class AdminPlansPage {
  readonly menuLink: Locator
  readonly createButton: Locator
  readonly table: Locator
  readonly name: Locator
  readonly amount: Locator
  readonly trialDays: Locator
  readonly items: Locator
  readonly isPrivate: Locator
  readonly link: Locator
  readonly thumbnailFile: Locator
  readonly currentThumbnail: Locator
  readonly save: Locator
  readonly delete: Locator
  readonly confirmDialog: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const field = (name: string) => this.text(`resources.plans.fields.${name}`)
    this.menuLink = page.getByRole('menuitem', {
      name: this.text('resources.plans.name', { smart_count: 2 }),
      exact: true,
    })
    this.createButton = page.getByRole('link', { name: this.text('ra.action.create') })
    this.table = page.getByRole('table')
    this.name = page.getByRole('textbox', { name: field('name'), exact: true })
    this.amount = page.getByRole('textbox', {
      name: this.text('vitrine.amountIn', { currency: 'EUR' }),
    })
    this.trialDays = page.getByRole('spinbutton', { name: field('trial_days') })
    this.items = page.getByRole('combobox', { name: field('item_uids') })
    this.isPrivate = page.getByRole('switch', { name: field('is_private') })
    this.link = page.getByRole('textbox', { name: this.text('vitrine.plan.link.address') })
    // The file input sits inside the button's label, which names it.
    this.thumbnailFile = page.getByLabel(this.text('vitrine.plan.thumbnail.change'))
    this.currentThumbnail = page.getByRole('img', {
      name: this.text('vitrine.plan.thumbnail.current'),
    })
    this.save = page.getByRole('button', { name: this.text('ra.action.save') })
    this.delete = page.getByRole('button', { name: this.text('ra.action.delete') })
    this.confirmDialog = page.getByRole('dialog')
  }

  /** The list's row of a plan, by its name. */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name })
  }

  /** Opens the creation form once the list has loaded. */
  async openForm() {
    await expect(this.table).toBeVisible()
    await this.createButton.click()
    await expect(this.name).toBeVisible()
  }

  /** Adds an item the plan opens, found by words of its name. */
  async addItem(words: string, name: string) {
    await this.items.fill(words)
    await this.page.getByRole('option', { name }).click()
  }

  /** A text of the back office in this page's language. */
  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }
}
