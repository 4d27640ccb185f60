import { type Locator, type Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** The account section of a customer's page in the back office: block, unblock, reset. */
export class AdminCustomerAccount {
  readonly block: Locator
  readonly unblock: Locator
  readonly sendReset: Locator
  /** The confirmation asked before blocking, and its button. */
  readonly confirmDialog: Locator
  readonly confirmBlock: Locator
  /** "Bloqué depuis le …", on the customer's page or a list's row. */
  readonly blockedSince: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const main = page.getByRole('main')
    this.block = main.getByRole('button', { name: this.text('vitrine.customer.account.block') })
    this.unblock = main.getByRole('button', {
      name: this.text('vitrine.customer.account.unblock'),
    })
    this.sendReset = main.getByRole('button', {
      name: this.text('vitrine.customer.account.sendReset'),
    })
    this.confirmDialog = page.getByRole('dialog')
    this.confirmBlock = this.confirmDialog.getByRole('button', {
      name: this.text('vitrine.customer.account.block'),
    })
    const since = this.text('vitrine.customer.account.blockedSince', { date: '' }).trim()
    this.blockedSince = main.getByText(since, { exact: false })
  }

  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }
}
