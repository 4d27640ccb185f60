import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** The contact dialog: the form view, then the confirmation once sent. */
export class ContactDialog {
  readonly openButton: Locator
  readonly dialog: Locator
  readonly email: Locator
  readonly firstName: Locator
  readonly lastName: Locator
  readonly message: Locator
  readonly consent: Locator
  readonly send: Locator
  readonly close: Locator
  readonly confirmation: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.openButton = page.getByRole('banner').getByRole('button', { name: t('shell.contact') })
    this.dialog = page.getByRole('dialog', { name: t('contact.title') })
    this.email = this.dialog.getByRole('textbox', { name: t('contact.email'), exact: true })
    this.firstName = this.dialog.getByRole('textbox', { name: t('contact.firstName'), exact: true })
    this.lastName = this.dialog.getByRole('textbox', { name: t('contact.lastName'), exact: true })
    this.message = this.dialog.getByRole('textbox', { name: t('contact.message'), exact: true })
    this.consent = this.dialog.getByRole('checkbox', { name: t('contact.consent') })
    this.send = this.dialog.getByRole('button', { name: t('contact.send') })
    this.close = this.dialog.getByRole('button', { name: t('contact.close') })
    this.confirmation = this.dialog.getByRole('status')
  }

  /** Opens the dialog from the app bar's contact button. */
  async openFromAppBar() {
    await this.openButton.click()
    await expect(this.dialog).toBeVisible()
  }

  async fillIn(fields: { email: string; firstName: string; lastName: string; message: string }) {
    await this.email.fill(fields.email)
    await this.firstName.fill(fields.firstName)
    await this.lastName.fill(fields.lastName)
    await this.message.fill(fields.message)
    await this.consent.check()
  }
}
