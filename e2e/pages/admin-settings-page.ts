import { expect, type Locator, type Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/settings — the site's settings, with a preview of the storefront in their colours. */
export class AdminSettingsPage {
  readonly menuLink: Locator
  readonly name: Locator
  readonly primaryColour: Locator
  readonly preview: Locator
  /** The preview's primary button: drawn in the primary colour typed. */
  readonly previewButton: Locator
  readonly save: Locator
  /** The notice a saved change brings. */
  readonly saved: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const main = page.getByRole('main')
    this.menuLink = page.getByRole('menuitem', { name: this.text('vitrine.settings.title') })
    this.name = main.getByRole('textbox', { name: this.text('vitrine.settings.name') })
    this.primaryColour = main.getByRole('textbox', {
      name: this.text('vitrine.settings.colors_primary'),
      exact: true,
    })
    this.preview = main.getByRole('figure', { name: this.text('vitrine.settings.preview.title') })
    // The preview is inert (out of the accessibility tree): its button is found by its text.
    this.previewButton = this.preview.getByText(this.text('vitrine.settings.preview.watch'), {
      exact: true,
    })
    this.save = main.getByRole('button', { name: this.text('ra.action.save') })
    this.saved = page.getByText(this.text('vitrine.settings.saved'))
  }

  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }

  /** Opens the screen from the menu and waits for the stored settings in the form. */
  async open() {
    await this.menuLink.click()
    await expect(this.name).not.toHaveValue('')
  }
}
