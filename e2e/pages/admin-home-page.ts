import type { Locator, Page } from '@playwright/test'
import type { DashboardTodo } from '../../contract/values/admin-dashboard.ts'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin — the back office's home: the owner's figures, to-dos and latest orders and imports. */
export class AdminHomePage {
  readonly heading: Locator
  readonly homeMenuLink: Locator
  readonly mediasMenuLink: Locator
  readonly todos: Locator
  readonly lastOrders: Locator
  readonly lastImports: Locator
  readonly lastCustomerImports: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const main = page.getByRole('main')
    this.heading = main.getByRole('heading', { level: 1 })
    this.homeMenuLink = page.getByRole('menuitem', { name: this.text('vitrine.home.menu') })
    this.mediasMenuLink = page.getByRole('menuitem', {
      name: this.text('resources.medias.name', { smart_count: 2 }),
    })
    this.todos = main.getByRole('region', { name: this.text('vitrine.home.todosTitle') })
    this.lastOrders = main.getByRole('region', { name: this.text('vitrine.home.lastOrders') })
    this.lastImports = main.getByRole('region', { name: this.text('vitrine.home.lastImports') })
    this.lastCustomerImports = main.getByRole('region', {
      name: this.text('vitrine.home.lastCustomerImports'),
    })
  }

  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }

  /** A figure's value (a definition list's: no role names it). */
  figure(name: string): Locator {
    return this.page.getByRole('main').getByTestId(`figure-${name}`)
  }

  /** The link of a to-do, named by its count and its label. */
  todo(todo: DashboardTodo, count: number): Locator {
    const label = this.text(`vitrine.home.todo.${todo}`, { smart_count: count })
    return this.todos.getByRole('link', { name: `${count} ${label}` })
  }
}
