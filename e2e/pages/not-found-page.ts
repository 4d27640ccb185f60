import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** The catch-all screen of an unknown address: 'Page not found' and a way home. */
export class NotFoundPage {
  readonly heading: Locator
  readonly homeLink: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: text(language, 'notFound.title') })
    this.homeLink = page
      .getByRole('main')
      .getByRole('link', { name: text(language, 'notFound.back') })
  }

  async goto(path: string) {
    await this.page.goto(path)
    await expect(this.heading).toBeVisible()
  }
}
