import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { API_BASE } from '../contract/values/api-paths.ts'
import type { Category } from '../contract/schemas/catalogue.ts'
import { CategoryPage } from './pages/category-page.ts'
import { Shell } from './pages/shell.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { drawPicture } from './support/draw-picture.ts'
import { waitForHydration } from './support/hydration.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

// A server of its own: this journey changes the category tree the other journeys read.
useOwnServer()

const PARENT = 'Documentaires'
const NAME = 'Films de montagne'
/** Made by the server from the name, since the owner leaves the slug empty. */
const SLUG = 'films-de-montagne'

let folder = ''
let icon = ''

test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-category-'))
  icon = path.join(folder, 'icone.png')
  drawPicture(icon, '0x1565c0', 64, 64)
})
test.afterAll(() => rmSync(folder, { recursive: true, force: true }))

test('the owner files a category, moves it by keyboard and by drag, gives it an icon, then deletes it', async ({
  page,
  browser,
  baseURL,
  adminLoginPage,
  adminCategoriesPage: categories,
  adminItemsPage: items,
}) => {
  test.slow()
  const publicCategories = async () =>
    (await (await page.request.get(`${API_BASE}/categories/`)).json()) as Category[]
  let topLevelCount = 0
  /** The names just before and after the new category in the tree. */
  const neighbours = async () => {
    const names = await categories.names()
    const at = names.indexOf(NAME)
    return [names[at - 1], names[at + 1]]
  }

  await test.step('the owner looks at the items, then opens the category tree', async () => {
    await adminLoginPage.logInAsOwner()
    // The items list has its category filter's choices in hand before the new one exists.
    await items.itemsMenuLink.click()
    await expect(items.rows.first()).toBeVisible()
    await categories.open()
    await expect(categories.row(PARENT)).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('the owner creates a category under Documentaires, in the navbar', async () => {
    await categories.createButton.click()
    await expect(categories.name).toBeVisible()
    await categories.name.fill(NAME)
    await categories.chooseParent(PARENT)
    await categories.description.fill('Sommets, cordées et refuges.')
    await categories.navbar.check()
    await expectNoAccessibilityViolations(page)
    await categories.save.click()
    await expect(categories.row(NAME)).toContainText(SLUG)
    // Placed last under its parent: after Histoire, before the next top-level category.
    await expect.poll(neighbours).toEqual(['Histoire', 'Artisanat'])
  })

  await test.step('the items list offers it at once to filter by', async () => {
    await items.itemsMenuLink.click()
    await items.addFilter('category')
    await items.categoryFilter.click()
    await expect(page.getByRole('option', { name: NAME, exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await categories.open()
    await expect(categories.row(NAME)).toBeVisible()
  })

  await test.step('the owner moves it up from the keyboard; the focus stays on it', async () => {
    await categories.moveWithKeyboard(NAME, 'moveUp')
    await expect(
      categories.announcement('placedUnder', { name: NAME, position: 2, total: 3, parent: PARENT }),
    ).toHaveCount(1)
    await expect(categories.moveButton(NAME)).toBeFocused()
    await expect.poll(neighbours).toEqual(['Montagnes', 'Histoire'])
  })

  await test.step('the owner outdents it to the top level, just after its old parent', async () => {
    await categories.moveWithKeyboard(NAME, 'outdent', { name: PARENT })
    topLevelCount = (await publicCategories()).filter((category) => !category.parent_id).length
    await expect(
      categories.announcement('placedTop', { name: NAME, position: 2, total: topLevelCount }),
    ).toHaveCount(1)
    await expect(categories.moveButton(NAME)).toBeFocused()
    await expect.poll(neighbours).toEqual(['Histoire', 'Artisanat'])
    await expectNoAccessibilityViolations(page)
  })

  await test.step('the owner drags it below the next top-level category', async () => {
    await categories.dragOnto(NAME, 'Artisanat')
    await expect(
      categories.announcement('placedTop', { name: NAME, position: 3, total: topLevelCount }),
    ).toHaveCount(1)
    // Its sibling's subcategories stay with it: the dragged one lands after them.
    await expect.poll(neighbours).toEqual(['Forge et métal', 'Détection'])
  })

  await test.step('the owner gives it an icon from its form', async () => {
    await categories.row(NAME).getByRole('link', { name: NAME, exact: true }).press('Enter')
    await expect(categories.name).toHaveValue(NAME)
    await expect(categories.parent).toContainText(categories.text('vitrine.category.topLevel'))
    await categories.iconFile.setInputFiles(icon)
    await expect(categories.currentIcon).toBeVisible()
    const picture = await page.request.get((await categories.currentIcon.getAttribute('src'))!)
    expect(picture.headers()['content-type']).toMatch(/^image\//)
    await expectNoAccessibilityViolations(page)
  })

  await test.step('a visitor finds its page and its place in the navbar', async () => {
    const visitor = await browser.newPage({ baseURL })
    await visitor.goto(`/category/${SLUG}`)
    await waitForHydration(visitor)
    await expect(new CategoryPage(visitor).heading(NAME)).toBeVisible()
    await expect(new Shell(visitor).categoryEntry(NAME)).toBeVisible()
    await visitor.close()
  })

  await test.step('the owner deletes it, once confirmed; it leaves the tree and the site', async () => {
    await categories.delete.click()
    await expect(categories.confirmDialog).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await categories.confirmDialog
      .getByRole('button', { name: categories.text('ra.action.confirm') })
      .click()
    await expect(categories.tree).toBeVisible()
    await expect(categories.row(NAME)).toHaveCount(0)
    expect((await publicCategories()).map((category) => category.slug)).not.toContain(SLUG)
  })
})
