import { expect, type Locator, type Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** A move of a row's "Move" menu, by its text key. */
export type CategoryMove = 'moveUp' | 'moveDown' | 'indent' | 'outdent'

/** /admin/categories — the website's category tree, and the form of one category. */
export class AdminCategoriesPage {
  readonly menuLink: Locator
  readonly createButton: Locator
  readonly tree: Locator
  readonly name: Locator
  readonly slug: Locator
  readonly parent: Locator
  readonly description: Locator
  readonly navbar: Locator
  readonly save: Locator
  readonly delete: Locator
  readonly confirmDialog: Locator
  readonly iconFile: Locator
  readonly currentIcon: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const field = (name: string) => this.text(`resources.categories.fields.${name}`)
    const main = page.getByRole('main')
    // Required inputs add " *" to their label.
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    this.menuLink = page.getByRole('menuitem', {
      name: this.text('resources.categories.name', { smart_count: 2 }),
      exact: true,
    })
    this.createButton = main.getByRole('link', { name: this.text('ra.action.create') })
    this.tree = main.getByRole('table', { name: this.text('vitrine.category.tree') })
    this.name = main.getByRole('textbox', { name: new RegExp(`^${escaped(field('name'))}`) })
    this.slug = main.getByRole('textbox', { name: field('slug') })
    this.parent = main.getByRole('combobox', { name: field('parent_uid') })
    this.description = main.getByRole('textbox', { name: field('description') })
    this.navbar = main.getByRole('switch', { name: field('is_on_navbar') })
    this.save = main.getByRole('button', { name: this.text('ra.action.save') })
    this.delete = main.getByRole('button', { name: this.text('ra.action.delete') })
    this.confirmDialog = page.getByRole('dialog')
    // The file input sits inside the button's label, which names it.
    this.iconFile = main.getByLabel(this.text('vitrine.category.picture.icon.change'))
    this.currentIcon = main.getByRole('img', {
      name: this.text('vitrine.category.picture.icon.current'),
    })
  }

  /** Opens the tree from the menu and waits for its rows. */
  async open() {
    await this.menuLink.click()
    await expect(this.tree.getByRole('row').nth(1)).toBeVisible()
  }

  /** The tree's row of a category, by its name. */
  row(name: string): Locator {
    return this.tree
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) })
  }

  /** The categories' names in the order the tree shows them. */
  async names(): Promise<string[]> {
    return (await this.tree.getByRole('link').allTextContents()).map((name) => name.trim())
  }

  /** The row's "Move" button. */
  moveButton(name: string): Locator {
    return this.row(name).getByRole('button', {
      name: this.text('vitrine.category.moveMenu', { name }),
    })
  }

  /**
   * Moves a category from the keyboard alone: Enter on its "Move" button, then Enter on the
   * move in the menu (`label` names where indent and outdent go).
   */
  async moveWithKeyboard(name: string, move: CategoryMove, values: Record<string, string> = {}) {
    await this.moveButton(name).press('Enter')
    // Named by its button, unlike react-admin's own menu of screens.
    const menu = this.page.getByRole('menu', {
      name: this.text('vitrine.category.moveMenu', { name }),
    })
    await expect(menu).toBeVisible()
    await menu
      .getByRole('menuitem', { name: this.text(`vitrine.category.${move}`, values) })
      .press('Enter')
    await expect(menu).toBeHidden()
  }

  /**
   * Drags a category by its handle with the pointer onto another's row, in small steps as a hand
   * does (the drag starts once the pointer has moved a few pixels).
   */
  async dragOnto(name: string, target: string) {
    const handle = this.row(name).getByRole('button', {
      name: this.text('vitrine.category.drag', { name }),
    })
    const from = await handle.boundingBox()
    const to = await this.row(target).boundingBox()
    if (!from || !to) throw new Error(`The rows of ${name} and ${target} are not drawn.`)
    const x = from.x + from.width / 2
    await this.page.mouse.move(x, from.y + from.height / 2)
    await this.page.mouse.down()
    await this.page.mouse.move(x, to.y + to.height / 2, { steps: 12 })
    await this.page.mouse.up()
  }

  /** What the tree's live region says once a move is done, when it says it. */
  announcement(key: 'placedUnder' | 'placedTop', values: Record<string, string | number>): Locator {
    return this.page.getByRole('status').filter({
      hasText: this.text(`vitrine.category.${key}`, values),
    })
  }

  /** Picks the parent category in the form's list. */
  async chooseParent(name: string) {
    await this.parent.click()
    await this.page.getByRole('option', { name, exact: true }).click()
  }

  /** A text of the back office in this page's language. */
  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }
}
