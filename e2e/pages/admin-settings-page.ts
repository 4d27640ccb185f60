import { expect, type Locator, type Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/**
 * /admin/settings/{section} — the site's settings, a page per section, each in the menu's Site
 * group; the colours' page has a preview of the storefront in their colours.
 */
export class AdminSettingsPage {
  /** The menu's way to the name and logo section. */
  readonly identityLink: Locator
  /** The menu's way to the colours and font section. */
  readonly appearanceLink: Locator
  /** The menu's way to the home page's editor. */
  readonly homeEditorLink: Locator
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
    this.identityLink = this.sectionLink('vitrine.settings.section.identity')
    this.appearanceLink = this.sectionLink('vitrine.settings.section.appearance')
    this.homeEditorLink = page.getByRole('menuitem', { name: this.text('vitrine.homeEditor') })
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

  /** The menu's way to a section, by its title's key (`vitrine.settings.section.storage`). */
  sectionLink(titleKey: string): Locator {
    return this.page.getByRole('menuitem', { name: this.text(titleKey), exact: true })
  }

  /** Opens a section from the menu and waits for its form, the stored settings in it. */
  async openSection(titleKey: string) {
    await this.sectionLink(titleKey).click()
    await expect(
      this.page.getByRole('main').getByRole('heading', { name: this.text(titleKey) }),
    ).toBeVisible()
  }

  /** Opens the name and logo section and waits for the stored name in it. */
  async openIdentity() {
    await this.openSection('vitrine.settings.section.identity')
    await expect(this.name).not.toHaveValue('')
  }

  /** Opens the colours and font section and waits for the stored primary colour in it. */
  async openAppearance() {
    await this.openSection('vitrine.settings.section.appearance')
    await expect(this.primaryColour).not.toHaveValue('')
  }
}
