import type { Download, Locator, Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/data_exports — CSV exports of the customers and orders, asked for and downloaded. */
export class AdminDataExportsPage {
  readonly menuLink: Locator
  readonly exportCustomers: Locator
  readonly rows: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    this.menuLink = page.getByRole('menuitem', {
      name: this.text('resources.data_exports.name', { smart_count: 2 }),
    })
    this.exportCustomers = page
      .getByRole('button', { name: this.text('vitrine.dataExport.ask.customers') })
      .first()
    this.rows = page.getByRole('main').getByRole('table').locator('tbody').getByRole('row')
  }

  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }

  /** Clicks the row's "Download the CSV" and answers the file the browser saved. */
  async download(row: Locator): Promise<Download> {
    const button = row.getByRole('button', { name: this.text('vitrine.dataExport.download') })
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()])
    return download
  }
}
