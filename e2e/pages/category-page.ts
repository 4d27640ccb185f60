import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** /category/:slug — name, description, subcategories, items and the 'more' button. */
export class CategoryPage {
  readonly subcategories: Locator
  readonly items: Locator
  readonly itemCards: Locator
  readonly moreButton: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.subcategories = page.getByRole('region', { name: t('category.subcategories') })
    this.items = page.getByRole('region', { name: t('category.items') })
    this.itemCards = this.items.getByRole('listitem')
    this.moreButton = this.items.getByRole('button', { name: t('category.more') })
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true })
  }

  /** Opens the category and waits for its name and its first items. */
  async goto(slug: string, name: string) {
    await this.page.goto(`/category/${slug}`)
    await expect(this.heading(name)).toBeVisible()
    await expect(this.itemCards.first()).toBeVisible()
  }

  /** The link of a subcategory, by its name. */
  subcategory(name: string): Locator {
    return this.subcategories.getByRole('link', { name, exact: true })
  }
}
