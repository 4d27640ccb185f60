import type { Locator, Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/customer_imports — customer imports from a CSV file: a preview, then a job. */
export class AdminCustomerImportsPage {
  readonly menuLink: Locator
  readonly newImport: Locator
  readonly fileInput: Locator
  readonly previewRows: Locator
  readonly invite: Locator
  readonly rows: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    this.menuLink = page.getByRole('menuitem', {
      name: this.text('resources.customer_imports.name', { smart_count: 2 }),
    })
    this.newImport = page
      .getByRole('link', { name: this.text('vitrine.customerImport.new') })
      .first()
    this.fileInput = page.locator('input[type="file"]')
    this.previewRows = page
      .getByRole('table', { name: this.text('vitrine.customerImport.previewTable') })
      .locator('tbody')
      .getByRole('row')
    this.invite = page.getByRole('checkbox', { name: this.text('vitrine.customerImport.invite') })
    this.rows = page.getByRole('main').getByRole('table').locator('tbody').getByRole('row')
  }

  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }

  /** The "Import N customers" button. */
  startButton(count: number): Locator {
    return this.page.getByRole('button', {
      name: this.text('vitrine.customerImport.start', { smart_count: count }),
    })
  }

  /** Chooses a CSV file holding `csv`, as the file chooser would. */
  async chooseFile(name: string, csv: string): Promise<void> {
    await this.fileInput.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) })
  }
}
