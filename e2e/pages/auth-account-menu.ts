import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** The signed-in visitor's account menu in the app bar. */
export class AuthAccountMenu {
  readonly button: Locator
  readonly menu: Locator
  readonly logout: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.button = page.getByRole('banner').getByRole('button', { name: t('shell.account') })
    this.menu = page.getByRole('menu')
    this.logout = this.menu.getByRole('menuitem', { name: t('shell.logout') })
  }

  async open() {
    await this.button.click()
    await expect(this.menu).toBeVisible()
  }

  entry(name: string): Locator {
    return this.menu.getByRole('menuitem', { name })
  }
}
