import { expect, type Locator, type Page } from '@playwright/test'
import { DEMO_STAFF } from '../../server/demo/accounts.ts'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/login — react-admin's sign-in screen, with the site account's e-mail and password. */
export class AdminLoginPage {
  readonly email: Locator
  readonly password: Locator
  readonly submit: Locator
  /** What an account that is not staff of the site is told. */
  readonly notStaff: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => adminText(language, key)
    this.email = page.getByRole('textbox', { name: t('ra.auth.username') })
    this.password = page.getByRole('textbox', { name: t('ra.auth.password') })
    this.submit = page.getByRole('button', { name: t('ra.auth.sign_in') })
    this.notStaff = page.getByText(t('vitrine.auth.notStaff'))
  }

  /**
   * Opens /admin, which sends whoever is not signed in to its login screen; `origin` names
   * another site served by the same server (e.g. the second demo site).
   */
  async goto(origin = '') {
    await this.page.goto(`${origin}/admin`)
    await expect(this.page).toHaveURL(/\/admin\/login$/)
    await expect(this.submit).toBeVisible()
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.submit.click()
  }

  /** Opens the back office of the site at `origin` and signs in as its demo owner. */
  async logInAsOwner(origin = '') {
    await this.goto(origin)
    await this.logIn(DEMO_STAFF.email, DEMO_STAFF.password)
  }
}
