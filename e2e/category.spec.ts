import { expectNoAccessibilityViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'
import { API_BASE } from '../contract/values/api-paths.ts'

test('a category shows its description, subcategories and items, and a subcategory opens', async ({
  categoryPage,
  page,
}) => {
  await test.step('Documentaires', async () => {
    await categoryPage.goto('documentaires', 'Documentaires')
    await expect(page.getByText('Des films pour comprendre le monde')).toBeVisible()
    await expect(categoryPage.subcategories.getByRole('link')).toHaveText(['Nature', 'Histoire'])
    await expect(categoryPage.itemCards).toHaveCount(7)
    await expectNoAccessibilityViolations(page)
  })

  await test.step('its subcategory Nature, with its own subcategories', async () => {
    await categoryPage.subcategory('Nature').click()
    await expect(categoryPage.heading('Nature')).toBeVisible()
    await expect(categoryPage.subcategories.getByRole('link')).toHaveText(['Océans', 'Montagnes'])
    await expect(categoryPage.itemCards.first()).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })
})

test("'more' loads the next items of the category after those already shown", async ({
  categoryPage,
  page,
}) => {
  // No demo category holds more than one page of 30 items, so the server is asked for pages of
  // 3: the real server still pages, and the page still appends what 'more' brings.
  const PAGE = 3
  await page.route(`**${API_BASE}/items/?*`, (route) => {
    const url = new URL(route.request().url())
    if (url.searchParams.get('limit') === '30') url.searchParams.set('limit', String(PAGE))
    return route.continue({ url: url.toString() })
  })
  // Reached from the search page's categories, so that the browser asks for the items: on a
  // first visit the server has drawn them already.
  await page.goto('/search')
  await page.getByRole('main').getByRole('link', { name: 'Artisanat', exact: true }).click()
  await expect(categoryPage.heading('Artisanat')).toBeVisible()

  const first = await test.step('the first page', async () => {
    await expect(categoryPage.itemCards).toHaveCount(PAGE)
    await expect(categoryPage.moreButton).toBeVisible()
    await expectNoAccessibilityViolations(page)
    return categoryPage.itemCards.allTextContents()
  })

  await test.step("'more' appends the next page, keeping the first", async () => {
    await categoryPage.moreButton.click()
    await expect(categoryPage.itemCards).toHaveCount(2 * PAGE)
    const shown = await categoryPage.itemCards.allTextContents()
    expect(shown.slice(0, PAGE)).toEqual(first)
    expect(new Set(shown).size).toBe(shown.length)
  })

  await test.step('the button goes once every item is shown', async () => {
    await categoryPage.moreButton.click()
    await expect(categoryPage.itemCards).toHaveCount(8)
    await expect(categoryPage.moreButton).toBeHidden()
  })
})
