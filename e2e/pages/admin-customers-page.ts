import { expect, type Locator, type Page } from '@playwright/test'
import { searchList } from '../support/admin-search.ts'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/customers — the website's customers, and a customer's page. */
export class AdminCustomersPage {
  readonly menuLink: Locator
  readonly search: Locator
  readonly rows: Locator
  readonly grantItem: Locator
  readonly grantPlanChoice: Locator
  readonly grantPlan: Locator
  readonly watchActivity: Locator
  readonly blockedFilter: Locator
  readonly grantDays: Locator
  readonly grantNote: Locator
  readonly giveAccess: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const main = page.getByRole('main')
    // Exact: "Invitations clients" holds "Clients" too.
    this.menuLink = page.getByRole('menuitem', {
      name: this.text('resources.customers.name', { smart_count: 2 }),
      exact: true,
    })
    this.search = main.getByRole('textbox', { name: this.text('ra.action.search') })
    this.rows = main.getByRole('table').locator('tbody').getByRole('row')
    this.grantItem = main.getByRole('combobox', { name: this.text('vitrine.customer.grant.item') })
    this.grantPlanChoice = main.getByRole('radio', {
      name: this.text('vitrine.customer.grant.target.plan'),
    })
    this.grantPlan = main.getByRole('combobox', { name: this.text('vitrine.customer.grant.plan') })
    this.watchActivity = main.getByRole('table', {
      name: this.text('vitrine.customer.watch.title'),
    })
    this.blockedFilter = main.getByRole('combobox', {
      name: this.text('resources.customers.fields.blocked'),
    })
    this.grantDays = main.getByRole('spinbutton', {
      name: this.text('vitrine.customer.grant.days'),
    })
    this.grantNote = main.getByRole('textbox', { name: this.text('vitrine.customer.grant.note') })
    this.giveAccess = main.getByRole('button', { name: this.text('vitrine.customer.grant.give') })
  }

  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }

  /** Narrows the list to the customers these words find, once the list is drawn. */
  async find(words: string) {
    await searchList(
      this.page,
      this.text('resources.customers.name', { smart_count: 2 }),
      this.search,
      this.rows,
      words,
    )
  }

  /**
   * Opens the page of the customer with this address. The list keeps its previous rows while the
   * search is answered, and the newest customer, first among them, may be another journey's: so
   * the one row the search leaves is clicked, and the page must name the address.
   */
  async open(email: string) {
    await this.find(email)
    await expect(this.rows).toHaveCount(1)
    await expect(this.rows.first()).toContainText(email)
    await this.rows.first().click()
    await expect(this.page.getByRole('main').getByText(email).first()).toBeVisible()
  }

  /** Chooses the item to give, found by its name as staff type it. */
  async chooseItem(name: string) {
    await this.grantItem.fill(name)
    await this.page.getByRole('option', { name, exact: true }).click()
  }

  /** Switches the form to a plan, and chooses it by its name. */
  async choosePlan(name: string) {
    await this.grantPlanChoice.check()
    await this.grantPlan.click()
    await this.page.getByRole('option', { name, exact: true }).click()
  }

  /** The button that takes back the access given to this plan. */
  revokePlan(plan: string): Locator {
    return this.revoke(this.text('vitrine.customer.grant.planNamed', { plan }))
  }

  /** The button that takes back the access given to this item. */
  revoke(item: string): Locator {
    return this.page
      .getByRole('main')
      .getByRole('button', { name: this.text('vitrine.customer.grant.revokeFor', { item }) })
  }
}
