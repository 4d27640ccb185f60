import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'
import { passwordField } from './auth-fields.ts'

/** /auth/login — the login screen; the form is the same one the cart drawer shows. */
export class AuthLoginPage {
  readonly heading: Locator
  readonly email: Locator
  readonly password: Locator
  readonly submit: Locator
  readonly forgotPassword: Locator
  readonly createAccount: Locator
  readonly alert: Locator
  readonly homeLink: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.heading = page.getByRole('heading', { level: 1, name: t('auth.loginPage.title') })
    this.email = page.getByRole('textbox', { name: t('auth.login.email') })
    this.password = passwordField(page, t('auth.login.password'))
    this.submit = page.getByRole('button', { name: t('auth.login.submit'), exact: true })
    this.forgotPassword = page.getByRole('link', { name: t('auth.login.forgotPassword') })
    this.createAccount = page.getByRole('link', { name: t('auth.login.createAccount') })
    this.alert = page.getByRole('alert')
    // The auth layout's logo: 'Retour au site {{name}}', whatever the site's name.
    this.homeLink = page.getByRole('link', { name: t('auth.layout.home').split('{{')[0]!.trim() })
  }

  /** Opens the login screen; `query` is its query string, e.g. `?redirect=%2Flegal`. */
  async goto(query = '') {
    await this.page.goto(`/auth/login${query}`)
    await expect(this.heading).toBeVisible()
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.submit.click()
  }
}
