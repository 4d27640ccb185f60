import type { Locator, Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/job_failures — background work that failed for good, for owners to run again. */
export class AdminJobFailuresPage {
  readonly menuLink: Locator
  readonly rows: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    this.menuLink = page.getByRole('menuitem', {
      name: this.text('resources.job_failures.name', { smart_count: 2 }),
    })
    this.rows = page.getByRole('main').getByRole('table').locator('tbody').getByRole('row')
  }

  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }

  /** The row of the failure whose subject holds these words. */
  row(words: string): Locator {
    return this.rows.filter({ hasText: words })
  }

  /** The button that runs the job of this row again. */
  retry(row: Locator): Locator {
    return row.getByRole('button', { name: this.text('vitrine.jobFailure.retry') })
  }
}
