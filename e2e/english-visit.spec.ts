import type { APIRequestContext } from '@playwright/test'
import { ADMIN_API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import type { Item } from '../contract/schemas/catalogue.ts'
import { DEMO_STAFF } from '../server/demo/accounts.ts'
import { ItemPage } from './pages/item-page.ts'
import { SearchPage } from './pages/search-page.ts'
import { Shell } from './pages/shell.ts'
import { itemForSale, loginToken } from './support/customers.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

// A server of its own: this journey gives a demo item an English name.
useOwnServer()

/** Gives an item English texts, as staff do in the back office's English tab. */
async function inEnglish(request: APIRequestContext, item: Item, texts: Record<string, string>) {
  const token = await loginToken(request, DEMO_STAFF.email, DEMO_STAFF.password)
  const answer = await request.patch(`${ADMIN_API_BASE}/items/${item.uid}/`, {
    headers: { authorization: `${TOKEN_SCHEME} ${token}` },
    data: texts,
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]

/** "€4.99" as English writes it, spelt out here rather than by the app's formatter. */
const englishAmount = (minorUnits: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(minorUnits / 100)

test('a visitor who switches to English reads, prices and finds an item in English', async ({
  page,
  request,
}) => {
  const item = await itemForSale(request)
  const name = 'Harbour at dawn'
  const excerpt = 'A quiet harbour wakes up under a pink sky.'
  const description = 'Fishermen, gulls and the first light on the water.'
  await inEnglish(request, item, {
    name_en: name,
    excerpt_en: excerpt,
    description_en: description,
  })

  await test.step('the visitor switches the storefront to English', async () => {
    const shell = new Shell(page)
    await shell.goto('/')
    await shell.switchLanguage('en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  await test.step('the home page blocks read in English', async () => {
    // The demo's first banner and a list's title, as staff wrote them in English in the editor.
    const hero = page.getByRole('heading', {
      level: 2,
      name: 'The best of documentaries and crafts',
    })
    await expect(hero).toBeVisible()
    await expect(page.getByRole('heading', { name: 'New releases' }).first()).toBeVisible()
  })

  await test.step('the item reads in English, its price written the English way', async () => {
    const itemPage = new ItemPage(page, 'en')
    await itemPage.goto(item.slug, name)
    await expect(page.getByText(description)).toBeVisible()
    const lowest = Math.min(...item.prices.map((price) => price.amount))
    await expect(itemPage.buy).toContainText(englishAmount(lowest))
    // Pictures for a person to look at, only when asked for (never compared).
    for (const size of process.env.SHOTS_DIR ? SIZES : []) {
      await page.setViewportSize(size)
      const file = `english-item-${size.width}x${size.height}.png`
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/${file}` })
    }
  })

  await test.step('searching its English name finds it', async () => {
    const search = new SearchPage(page, 'en')
    await search.goto('harbour dawn')
    const found = search.resultCards.filter({ hasText: name })
    await expect(found).toHaveCount(1)
  })

  await test.step('the legal notice and a partner page read in English', async () => {
    await page.goto('/legal')
    await expect(page.getByRole('heading', { level: 2, name: 'Publisher' })).toBeVisible()
    await page.goto('/partenaires/artisan-ebeniste')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Jean-Marc Duval, cabinetmaker in Dijon' }),
    ).toBeVisible()
  })
})
