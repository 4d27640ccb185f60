import type { Locator, Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** /history — "Historique de visionnage" of a signed-in viewer. */
export class WatchHistoryPage {
  readonly heading: Locator
  readonly clear: Locator
  readonly empty: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: this.text('title') })
    this.clear = page.getByRole('button', { name: this.text('clear') })
    this.empty = page.getByText(this.text('empty'))
  }

  private text(key: string): string {
    return text(this.language, `watchHistory.${key}`)
  }

  async goto(): Promise<void> {
    await this.page.goto('/history')
    await this.heading.waitFor()
  }

  /** The entry of an item, found by the item's name. */
  entry(name: string): Locator {
    return this.page.getByRole('main').getByRole('listitem').filter({ hasText: name })
  }

  /** Takes every entry out, confirming in the dialog. */
  async clearAll(): Promise<void> {
    await this.clear.click()
    const dialog = this.page.getByRole('dialog', { name: this.text('clearTitle') })
    await dialog.getByRole('button', { name: this.text('clearConfirm') }).click()
  }
}
