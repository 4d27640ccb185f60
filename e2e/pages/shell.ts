import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/**
 * The frame around every screen: app bar, category bar, main drawer, footer. Found by roles and
 * the labels a screen reader announces, in the language the page object is told.
 */
export class Shell {
  readonly appBar: Locator
  readonly homeLink: Locator
  readonly menuButton: Locator
  readonly languageButton: Locator
  readonly loginLink: Locator
  readonly categoryBar: Locator
  readonly moreButton: Locator
  readonly drawer: Locator
  readonly main: Locator
  readonly footer: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.appBar = page.getByRole('banner')
    this.homeLink = this.appBar.getByRole('link', { name: t('shell.home'), exact: true })
    this.menuButton = this.appBar.getByRole('button', { name: t('shell.openMenu') })
    this.languageButton = this.appBar.getByRole('button', { name: t('shell.language') })
    this.loginLink = this.appBar.getByRole('link', { name: t('shell.login') })
    this.categoryBar = page.getByRole('navigation', { name: t('shell.categoryBar') })
    this.moreButton = this.categoryBar.getByRole('button', { name: t('shell.more'), exact: true })
    this.drawer = page.getByRole('navigation', { name: t('shell.mainMenu') })
    this.main = page.getByRole('main')
    this.footer = page.getByRole('contentinfo')
  }

  /** Opens a path of the storefront and waits for the app bar (start-up data has arrived). */
  async goto(path: string) {
    await this.page.goto(path)
    await expect(this.appBar).toBeVisible()
  }

  /**
   * Follows a link of the footer from the keyboard. A pointer would miss it: the blocks a long
   * page draws as the visitor nears its end push the footer down under the pointer.
   */
  async followFooterLink(name: string) {
    await this.footer.getByRole('link', { name }).press('Enter')
  }

  /** The open menu (category children, 'Plus', language); only one is open at a time. */
  get openMenu(): Locator {
    return this.page.getByRole('menu')
  }

  /** A top-level entry of the category bar: a link, or a button opening its children. */
  categoryEntry(name: string): Locator {
    return this.categoryBar
      .getByRole('link', { name, exact: true })
      .or(this.categoryBar.getByRole('button', { name, exact: true }))
  }

  /** Names of the category bar's top-level entries, in order, without 'Plus'. */
  async categoryBarNames(): Promise<string[]> {
    const more = text(this.language, 'shell.more')
    const entries = this.categoryBar.getByRole('link').or(this.categoryBar.getByRole('button'))
    const names = (await entries.allTextContents()).map((name) => name.trim())
    return names.filter((name) => name !== more)
  }

  /** Switches the language from the app bar; returns the shell as it now reads. */
  async switchLanguage(language: Language): Promise<Shell> {
    await this.languageButton.click()
    await this.openMenu
      .getByRole('menuitem', { name: text(this.language, `languages.${language}`) })
      .click()
    return new Shell(this.page, language)
  }

  /** How many pixels the page can scroll sideways; 0 when everything fits the window. */
  sidewaysOverflow(): Promise<number> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
  }

  /** Opens the main drawer from the menu button and waits for its navigation. */
  async openDrawer() {
    await this.menuButton.click()
    await expect(this.drawer).toBeVisible()
  }
}
