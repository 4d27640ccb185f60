import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** /auth/password-reset-1 — asking for a reset link by e-mail. */
export class AuthPasswordResetPage {
  readonly heading: Locator
  readonly email: Locator
  readonly submit: Locator
  readonly sent: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.heading = page.getByRole('heading', { level: 1, name: t('auth.passwordReset.title') })
    this.email = page.getByRole('textbox', { name: t('auth.passwordReset.email') })
    this.submit = page.getByRole('button', { name: t('auth.passwordReset.submit') })
    this.sent = page.getByRole('status').filter({ hasText: t('auth.passwordReset.sent') })
  }

  async goto() {
    await this.page.goto('/auth/password-reset-1')
    await expect(this.heading).toBeVisible()
  }

  async request(email: string) {
    await this.email.fill(email)
    await this.submit.click()
  }
}
