import type { Locator, Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/ondemand_requests — the customers' requests to watch on-demand items. */
export class AdminOnDemandPage {
  readonly menuLink: Locator
  readonly table: Locator
  readonly dialog: Locator
  readonly message: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const name = this.text('resources.ondemand_requests.name', { smart_count: 2 })
    // The link's name also says how many wait, when some do.
    this.menuLink = page.getByRole('menuitem', { name: new RegExp(`^${name}`) })
    this.table = page.getByRole('table')
    this.dialog = page.getByRole('dialog')
    this.message = this.dialog.getByRole('textbox', {
      name: this.text('vitrine.ondemand.dialog.message'),
    })
  }

  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }

  /** The row of the request from this e-mail address. */
  row(email: string): Locator {
    return this.table.locator('tbody').getByRole('row').filter({ hasText: email })
  }

  /** The button that opens the decision's dialog, on the request of `email` for `item`. */
  decisionButton(decision: 'accept' | 'reject', email: string, item: string): Locator {
    return this.row(email).getByRole('button', {
      name: this.text(`vitrine.ondemand.${decision}For`, { email, item }),
    })
  }

  /** The dialog's button that confirms the decision. */
  confirm(decision: 'accept' | 'reject'): Locator {
    return this.dialog.getByRole('button', { name: this.text(`vitrine.ondemand.${decision}`) })
  }
}
