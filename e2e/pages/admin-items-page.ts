import { expect, type Locator, type Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/items — the back office's list of every item, and the menu beside it. */
export class AdminItemsPage {
  readonly title: Locator
  readonly table: Locator
  readonly rows: Locator
  readonly nameHeader: Locator
  readonly nextPage: Locator
  readonly rowsPerPage: Locator
  readonly itemsMenuLink: Locator
  readonly auditLogMenuLink: Locator
  readonly categoryFilter: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string, values?: Record<string, string | number>) =>
      adminText(language, key, values)
    const items = t('resources.items.name', { smart_count: 2 })
    this.title = page.getByRole('banner').getByText(items, { exact: true })
    this.table = page.getByRole('table')
    this.rows = this.table.locator('tbody').getByRole('row')
    this.nameHeader = page.getByRole('button', { name: t('resources.items.fields.name') })
    this.nextPage = page.getByRole('button', { name: t('ra.navigation.next') })
    this.rowsPerPage = page.getByRole('combobox', { name: t('ra.navigation.page_rows_per_page') })
    this.itemsMenuLink = page.getByRole('menuitem', { name: items })
    this.categoryFilter = page.getByRole('combobox', { name: t('resources.items.fields.category') })
    this.auditLogMenuLink = page.getByRole('menuitem', {
      name: t('resources.audit_log.name', { smart_count: 2 }),
    })
  }

  /** Shows one of the list's hidden filters, as "Ajouter un filtre" does. */
  async addFilter(source: 'category' | 'visibility_type' | 'type' | 'publication') {
    const t = (key: string) => adminText(this.language, key)
    await this.page.getByRole('button', { name: t('ra.action.add_filter') }).click()
    const filter = t(`resources.items.fields.${source}`)
    await this.page.getByRole('menuitemcheckbox', { name: filter }).click()
  }

  /** The names in the list, top to bottom. */
  async names(): Promise<string[]> {
    return this.rows.locator('td:first-child').allInnerTexts()
  }

  /** Waits for the list to show `count` rows, after a sort or a change of page. */
  async expectRows(count: number) {
    await expect(this.rows).toHaveCount(count)
  }
}
