import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** /my-stuff — the visitor's purchases, available then expired. */
export class MyStuffPage {
  readonly heading: Locator
  readonly available: Locator
  readonly expired: Locator
  readonly empty: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.heading = page.getByRole('heading', { level: 1, name: t('myStuff.title') })
    this.available = page.getByRole('region', { name: t('myStuff.available'), exact: true })
    this.expired = page.getByRole('region', { name: t('myStuff.expired'), exact: true })
    this.empty = page.getByText(t('myStuff.empty'))
  }

  async goto() {
    await this.page.goto('/my-stuff')
    await expect(this.heading).toBeVisible()
  }

  /** The card of a purchased item in `section`, a link to the item named `name`. */
  card(section: Locator, name: string): Locator {
    return section.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name }) })
  }
}
