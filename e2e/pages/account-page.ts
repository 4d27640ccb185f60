import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'
import { passwordField } from './auth-fields.ts'

/** /account — the signed-in visitor's account: profile, e-mail, password, devices, orders, data. */
export class AccountPage {
  readonly heading: Locator
  readonly password: Locator
  readonly currentPassword: Locator
  readonly newPassword: Locator
  readonly newPasswordAgain: Locator
  readonly changePassword: Locator
  readonly devices: Locator
  readonly orders: Locator
  readonly signOutOthers: Locator
  readonly downloadData: Locator
  readonly deleteAccount: Locator
  readonly deleteDialog: Locator
  readonly deletePassword: Locator
  readonly confirmDelete: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.heading = page.getByRole('heading', { level: 1, name: t('account.title') })
    this.password = page.getByRole('region', { name: t('account.password.title'), exact: true })
    this.currentPassword = passwordField(this.password, t('account.password.current'))
    this.newPassword = passwordField(this.password, t('account.password.new1'))
    this.newPasswordAgain = passwordField(this.password, t('account.password.new2'))
    this.changePassword = this.password.getByRole('button', { name: t('account.password.submit') })
    this.devices = page.getByRole('region', { name: t('account.devices.title'), exact: true })
    this.orders = page.getByRole('region', { name: t('account.orders.title'), exact: true })
    this.signOutOthers = this.devices.getByRole('button', {
      name: t('account.devices.signOutOthers'),
    })
    this.downloadData = page.getByRole('button', { name: t('account.data.download') })
    this.deleteAccount = page
      .getByRole('region', { name: t('account.delete.title'), exact: true })
      .getByRole('button', { name: t('account.delete.open') })
    this.deleteDialog = page.getByRole('dialog', { name: t('account.delete.dialogTitle') })
    this.deletePassword = passwordField(this.deleteDialog, t('account.delete.password'))
    this.confirmDelete = this.deleteDialog.getByRole('button', {
      name: t('account.delete.confirm'),
    })
  }

  async goto() {
    await this.page.goto('/account')
    await expect(this.heading).toBeVisible()
  }

  /** Changes the password through the form; answers once the page says it is done. */
  async changePasswordTo(current: string, next: string) {
    await this.currentPassword.fill(current)
    await this.newPassword.fill(next)
    await this.newPasswordAgain.fill(next)
    await this.changePassword.click()
    await expect(this.password.getByRole('status')).toHaveText(
      text(this.language, 'account.password.changed'),
    )
  }
}
