import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** /search — the search box, the categories shown while it is empty, the results and 'more'. */
export class SearchPage {
  readonly box: Locator
  readonly categories: Locator
  readonly results: Locator
  readonly resultCards: Locator
  readonly moreButton: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.box = page.getByRole('searchbox', { name: t('search.label') })
    this.categories = page.getByRole('region', { name: t('search.categories') })
    this.results = page.getByRole('region', { name: t('search.results') })
    this.resultCards = this.results.getByRole('listitem')
    this.moreButton = this.results.getByRole('button', { name: t('search.more') })
  }

  async goto(query?: string) {
    await this.page.goto(query ? `/search?q=${encodeURIComponent(query)}` : '/search')
    await expect(this.box).toBeVisible()
  }
}
