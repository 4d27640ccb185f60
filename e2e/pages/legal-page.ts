import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** /legal — the site's legal notice. */
export class LegalPage {
  readonly heading: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    // The page's own title.
    this.heading = page
      .getByRole('heading', { level: 1, name: text(language, 'legal.title') })
      .first()
  }

  async goto() {
    await this.page.goto('/legal')
    await expect(this.heading).toBeVisible()
  }
}
