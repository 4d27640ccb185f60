import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** `{{name}}` and friends filled in, as the storefront does. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The site editor (spec §2 "Site editor drawer"): the home page's edit button and the drawer
 * beside the page, a stack of screens with the block index at its root.
 */
export class EditorDrawer {
  readonly editButton: Locator
  readonly drawer: Locator
  /** The name of the screen on top of the stack. */
  readonly heading: Locator
  readonly closeButton: Locator
  readonly backButton: Locator
  readonly blockList: Locator
  readonly visibilitySwitch: Locator
  readonly saveButton: Locator
  /** What the last save ended in (the drag and drop's announcements are statuses too). */
  readonly saved: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    this.editButton = page.getByRole('button', { name: this.t('editor.open') })
    this.closeButton = page.getByRole('button', { name: this.t('editor.drawer.close') })
    this.drawer = page.getByRole('complementary').filter({ has: this.closeButton })
    this.heading = this.drawer.getByRole('heading', { level: 2 })
    this.backButton = this.drawer.getByRole('button', { name: this.t('editor.drawer.back') })
    this.blockList = this.drawer.getByRole('list', { name: this.t('editor.index.blocks') })
    this.visibilitySwitch = this.drawer.getByRole('switch', {
      name: this.t('editor.block.visible'),
    })
    this.saveButton = this.drawer.getByRole('button', { name: this.t('editor.save.save') })
    this.saved = this.drawer.getByRole('status').filter({ hasText: this.t('editor.save.saved') })
  }

  t(key: string, values: Record<string, string | number> = {}): string {
    return fill(text(this.language, key), values)
  }

  /** Opens the drawer from the page's edit button and waits for the block index. */
  async open() {
    await this.editButton.click()
    await this.expectScreen(this.t('editor.index.title'))
    await expect(this.blockList.getByRole('listitem').first()).toBeVisible()
  }

  async expectScreen(title: string) {
    await expect(this.heading).toHaveText(title)
  }

  /** The drag handle of a block of the index, named after the block. */
  handle(blockName: string): Locator {
    return this.blockList.getByRole('button', {
      name: this.t('editor.index.move', { name: blockName }),
      exact: true,
    })
  }

  /** The names of the index's blocks, in their order. */
  async blockOrder(): Promise<string[]> {
    const prefix = this.t('editor.index.move', { name: '' })
    const labels = await this.blockList
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(prefix)}`) })
      .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label') ?? ''))
    return labels.map((label) => label.slice(prefix.length))
  }

  /** Opens a block's editor from the index. */
  async openBlock(blockName: string) {
    const handle = this.page.getByRole('button', {
      name: this.t('editor.index.move', { name: blockName }),
      exact: true,
    })
    const row = this.blockList.getByRole('listitem').filter({ has: handle })
    await row.getByRole('button', { name: new RegExp(`^${escapeRegExp(blockName)}`) }).click()
    await this.expectScreen(blockName)
  }

  /** Back one screen, to the one named `title`. */
  async back(title: string) {
    await this.backButton.click()
    await this.expectScreen(title)
  }

  /** A group of fields of the screen (a styled text, an image, a list), by its legend. */
  group(legend: string): Locator {
    return this.drawer.getByRole('group', { name: legend, exact: true })
  }

  textbox(label: string, within: Locator = this.drawer): Locator {
    return within.getByRole('textbox', { name: label, exact: true })
  }

  choice(label: string, within: Locator = this.drawer): Locator {
    return within.getByRole('combobox', { name: label, exact: true })
  }

  /** The file input behind a group's upload button (the button is its label). */
  fileInput(within: Locator): Locator {
    return within.getByLabel(this.t('editor.image.upload'))
  }

  /** Drags a block by its handle with the mouse, in small steps, and drops it on another's place. */
  async dragBlock(blockName: string, ontoBlockName: string) {
    const source = this.handle(blockName)
    const target = this.handle(ontoBlockName)
    await source.scrollIntoViewIfNeeded()
    const from = await source.boundingBox()
    const to = await target.boundingBox()
    if (!from || !to) throw new Error('A drag handle is not on screen')
    const mouse = this.page.mouse
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await mouse.down()
    // Past the sensor's 5 px activation distance first, then to the other block's place.
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 })
    await mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 })
    await mouse.up()
  }

  /**
   * Moves a block with the keyboard as the instructions say: Space on its handle, arrows,
   * Space again; waits for each announcement so no key is pressed before the list follows.
   */
  async moveWithKeyboard(blockName: string, places: number, total: number) {
    const order = await this.blockOrder()
    const from = order.indexOf(blockName) + 1
    const announced = (key: string, position: number) =>
      this.page.getByText(this.t(key, { name: blockName, position, total }), { exact: true })
    await this.handle(blockName).focus()
    await this.page.keyboard.press('Space')
    await expect(announced('editor.index.picked', from)).toBeAttached()
    const arrow = places > 0 ? 'ArrowDown' : 'ArrowUp'
    for (let step = 1; step <= Math.abs(places); step++) {
      await this.page.keyboard.press(arrow)
      await expect(announced('editor.index.moved', from + Math.sign(places) * step)).toBeAttached()
    }
    await this.page.keyboard.press('Space')
    await expect(announced('editor.index.dropped', from + places)).toBeAttached()
  }

  /** Saves the draft and waits for the drawer to say it is saved. */
  async save() {
    await this.saveButton.click()
    await expect(this.saved).toBeVisible()
    await expect(this.saveButton).toBeDisabled()
  }
}
