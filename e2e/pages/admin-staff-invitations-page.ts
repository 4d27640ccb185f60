import { expect, type Locator, type Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/staff_invitations — who was invited to the staff; the form to invite someone. */
export class AdminStaffInvitationsPage {
  readonly menuLink: Locator
  readonly createButton: Locator
  readonly email: Locator
  readonly firstName: Locator
  readonly lastName: Locator
  readonly role: Locator
  readonly save: Locator
  readonly table: Locator
  /** The list once loaded: its table, or the empty list's status. */
  readonly loaded: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string, values?: Record<string, string | number>) =>
      adminText(language, key, values)
    const field = (name: string) => t(`resources.staff_invitations.fields.${name}`)
    this.menuLink = page.getByRole('menuitem', {
      name: t('resources.staff_invitations.name', { smart_count: 2 }),
    })
    this.createButton = page.getByRole('link', { name: t('ra.action.create') })
    this.email = page.getByRole('textbox', { name: field('email'), exact: true })
    this.firstName = page.getByRole('textbox', { name: field('first_name'), exact: true })
    this.lastName = page.getByRole('textbox', { name: field('last_name'), exact: true })
    this.role = page.getByRole('combobox', { name: field('role') })
    this.save = page.getByRole('button', { name: t('ra.action.save') })
    this.table = page.getByRole('table')
    // In English the empty list's text names the resource ('No %{name} found'): any name fits.
    const noResults = t('ra.navigation.no_results', { name: '%{name}' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('%\\{name\\}', '.*')
    this.loaded = this.table.or(page.getByRole('status').filter({ hasText: new RegExp(noResults) }))
  }

  /**
   * Opens the form from the list's "Créer" button, once the list has loaded: while it loads, the
   * toolbar's button is drawn, then replaced by the empty list's when there is nothing yet.
   */
  async openForm() {
    await expect(this.loaded).toBeVisible()
    await this.createButton.click()
    await expect(this.email).toBeVisible()
  }

  /** Fills the open form to invite someone with a role, and sends it. */
  async invite(guest: {
    email: string
    firstName: string
    lastName: string
    role: 'owner' | 'editor' | 'contributor'
  }) {
    await this.email.fill(guest.email)
    await this.firstName.fill(guest.firstName)
    await this.lastName.fill(guest.lastName)
    await this.role.click()
    await this.page.getByRole('option', { name: this.text(`vitrine.role.${guest.role}`) }).click()
    await this.save.click()
  }

  /** The list's row of an invitation, by the guest's address. */
  row(email: string): Locator {
    return this.table.getByRole('row').filter({ hasText: email })
  }

  /** A text of the back office in this page's language. */
  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }
}
