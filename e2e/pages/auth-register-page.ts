import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'
import { passwordField } from './auth-fields.ts'

export interface Registration {
  firstName: string
  lastName: string
  email: string
  password: string
}

/** /auth/register and /auth/register/{invitationId} — creating an account. */
export class AuthRegisterPage {
  readonly heading: Locator
  readonly firstName: Locator
  readonly lastName: Locator
  readonly email: Locator
  readonly password1: Locator
  readonly password2: Locator
  readonly submit: Locator
  readonly loginLink: Locator
  readonly alert: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.heading = page.getByRole('heading', { level: 1 })
    this.firstName = page.getByRole('textbox', { name: t('auth.register.firstName') })
    this.lastName = page.getByRole('textbox', { name: t('auth.register.lastName'), exact: true })
    this.email = page.getByRole('textbox', { name: t('auth.register.email') })
    this.password1 = passwordField(page, t('auth.register.password1'))
    this.password2 = passwordField(page, t('auth.register.password2'))
    this.submit = page.getByRole('button', { name: t('auth.register.submit') })
    this.loginLink = page.getByRole('link', { name: t('auth.register.login') })
    this.alert = page.getByRole('alert')
  }

  /** Opens the open registration form, or an invitation's when given its uid. */
  async goto(invitationId?: string) {
    await this.page.goto(invitationId ? `/auth/register/${invitationId}` : '/auth/register')
    await expect(this.submit).toBeVisible()
  }

  /** Fills what is empty (an invitation fills names and e-mail) and sends the form. */
  async register(person: Registration) {
    if (!(await this.firstName.inputValue())) await this.firstName.fill(person.firstName)
    if (!(await this.lastName.inputValue())) await this.lastName.fill(person.lastName)
    if (!(await this.email.inputValue())) await this.email.fill(person.email)
    await this.password1.fill(person.password)
    await this.password2.fill(person.password)
    await this.submit.click()
  }
}
