import { expect, type Locator, type Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/customer_invitations — who was invited to register; the form to invite someone. */
export class AdminCustomerInvitationsPage {
  readonly menuLink: Locator
  readonly createButton: Locator
  readonly email: Locator
  readonly firstName: Locator
  readonly lastName: Locator
  readonly save: Locator
  readonly table: Locator
  /** The list once loaded: its table, or the empty list's status. */
  readonly loaded: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const field = (name: string) => this.text(`resources.customer_invitations.fields.${name}`)
    this.menuLink = page.getByRole('menuitem', {
      name: this.text('resources.customer_invitations.name', { smart_count: 2 }),
    })
    this.createButton = page.getByRole('link', { name: this.text('ra.action.create') })
    this.email = page.getByRole('textbox', { name: field('email'), exact: true })
    this.firstName = page.getByRole('textbox', { name: field('first_name'), exact: true })
    this.lastName = page.getByRole('textbox', { name: field('last_name'), exact: true })
    this.save = page.getByRole('button', { name: this.text('ra.action.save') })
    this.table = page.getByRole('main').getByRole('table')
    this.loaded = this.table.or(
      page.getByRole('status').filter({ hasText: this.text('ra.navigation.no_results') }),
    )
  }

  /** Opens the form from the list's "Créer" button, once the list has loaded. */
  async openForm() {
    await expect(this.loaded).toBeVisible()
    // A click while the list draws again (its first refresh) can be lost on a busy machine: the
    // form is asked for again until it shows.
    await expect(async () => {
      if (await this.createButton.isVisible()) await this.createButton.click()
      await expect(this.email).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 30_000 })
  }

  /** The input of one of the website's registration fields, by its label. */
  customField(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true })
  }

  /** Fills the open form, registration fields by label, and sends it. */
  async invite(guest: {
    email: string
    firstName: string
    lastName: string
    fields: Record<string, string>
  }) {
    await this.email.fill(guest.email)
    await this.firstName.fill(guest.firstName)
    await this.lastName.fill(guest.lastName)
    for (const [label, value] of Object.entries(guest.fields)) {
      await this.customField(label).fill(value)
    }
    await this.save.click()
  }

  /** The list's row of an invitation, by the guest's address. */
  row(email: string): Locator {
    return this.table.getByRole('row').filter({ hasText: email })
  }

  /** The link from an accepted invitation to the account registered from it. */
  accountLink(email: string): Locator {
    return this.row(email).getByRole('link', {
      name: this.text('vitrine.customerInvitation.account', { email }),
    })
  }

  /** A text of the back office in this page's language. */
  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }
}
