import { type Locator, type Page } from '@playwright/test'
import { searchList } from '../support/admin-search.ts'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/staff — who is on the staff, with which role; a member's screen changes or removes it. */
export class AdminStaffPage {
  readonly menuLink: Locator
  readonly search: Locator
  readonly table: Locator
  readonly role: Locator
  readonly save: Locator
  readonly remove: Locator
  readonly confirmDialog: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    this.menuLink = page.getByRole('menuitem', {
      name: this.text('resources.staff.name', { smart_count: 2 }),
      exact: true,
    })
    this.search = page.getByRole('textbox', { name: this.text('ra.action.search') })
    this.table = page.getByRole('table')
    this.role = page.getByRole('combobox', { name: this.text('resources.staff.fields.role') })
    this.save = page.getByRole('button', { name: this.text('ra.action.save') })
    this.remove = page.getByRole('button', { name: this.text('vitrine.staff.remove') })
    this.confirmDialog = page.getByRole('dialog', { name: this.text('vitrine.staff.removeTitle') })
  }

  /** The list's row of a member, by their address. */
  row(email: string): Locator {
    return this.table.getByRole('row').filter({ hasText: email })
  }

  /** Narrows the list to the members whose address or name holds `words`. */
  async find(words: string) {
    await searchList(
      this.page,
      this.text('resources.staff.name', { smart_count: 2 }),
      this.search,
      this.table.locator('tbody').getByRole('row'),
      words,
    )
  }

  /** Picks a role in the member's screen. */
  async chooseRole(role: 'owner' | 'editor' | 'contributor') {
    await this.role.click()
    await this.page.getByRole('option', { name: this.text(`vitrine.role.${role}`) }).click()
  }

  /** A text of the back office in this page's language. */
  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }
}
