import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'
import { passwordField } from './auth-fields.ts'

/** /auth/password/reset/{uid}/{token} — the mailed link's screen: the new password, twice. */
export class AuthPasswordResetConfirmPage {
  readonly heading: Locator
  readonly password1: Locator
  readonly password2: Locator
  readonly submit: Locator
  readonly done: Locator
  readonly loginLink: Locator
  readonly alert: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.heading = page.getByRole('heading', {
      level: 1,
      name: t('auth.passwordResetConfirm.title'),
    })
    this.password1 = passwordField(page, t('auth.passwordResetConfirm.password1'))
    this.password2 = passwordField(page, t('auth.passwordResetConfirm.password2'))
    this.submit = page.getByRole('button', { name: t('auth.passwordResetConfirm.submit') })
    this.done = page.getByRole('status').filter({ hasText: t('auth.passwordResetConfirm.done') })
    this.loginLink = page.getByRole('link', { name: t('auth.passwordResetConfirm.login') })
    this.alert = page.getByRole('alert')
  }

  /** Opens a mailed reset link on the journeys' server, whatever host the mail names. */
  async open(link: URL) {
    await this.page.goto(link.pathname)
    await expect(this.heading).toBeVisible()
  }

  async setPassword(password: string) {
    await this.password1.fill(password)
    await this.password2.fill(password)
    await this.submit.click()
  }
}
