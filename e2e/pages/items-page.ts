import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** /medias — every item, with the sort picker and the 'more' button. */
export class ItemsPage {
  readonly heading: Locator
  readonly sortPicker: Locator
  readonly list: Locator
  readonly cards: Locator
  readonly moreButton: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.heading = page.getByRole('heading', { level: 1, name: t('items.title') })
    this.sortPicker = page.getByRole('combobox', { name: t('items.sortBy') })
    this.list = page.getByRole('region', { name: t('items.list') })
    this.cards = this.list.getByRole('listitem')
    this.moreButton = this.list.getByRole('button', { name: t('items.more') })
  }

  async goto() {
    await this.page.goto('/medias')
    await expect(this.heading).toBeVisible()
    await expect(this.cards.first()).toBeVisible()
  }

  /**
   * Picks an ordering by its value (name, -name, published_at, -published_at), waits for the
   * list in that order and gives its names.
   */
  async sortBy(ordering: string): Promise<string[]> {
    const answer = this.page.waitForResponse((response) =>
      response.url().includes(`/items/?ordering=${encodeURIComponent(ordering)}&`),
    )
    await this.sortPicker.selectOption(ordering)
    await answer
    await expect(this.list).toHaveAttribute('aria-busy', 'false')
    return this.names()
  }

  /** The item names of the cards, in order. */
  names(): Promise<string[]> {
    return this.cards.getByRole('heading').allTextContents()
  }
}
