import type { APIRequestContext } from '@playwright/test'
import type { Item, Price } from '../contract/schemas/catalogue.ts'
import { API_BASE } from '../contract/values/api-paths.ts'
import { ItemPage } from './pages/item-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { buyInSandbox, signIn } from './support/customers.ts'
import { shoot } from './support/screenshots.ts'
import { expect, test } from './support/test.ts'
import type { Language } from './support/texts.ts'

/** A demo media for sale both to rent and to buy, that the visitor has no access to. */
async function rentableItem(request: APIRequestContext): Promise<Item> {
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  const { results } = (await answer.json()) as { results: Item[] }
  const item = results.find(
    (candidate) =>
      candidate.content_object_type === 'media' &&
      candidate.monetization_enabled &&
      !candidate.has_access &&
      candidate.prices.some((price) => price.period > 0) &&
      candidate.prices.some((price) => price.period === 0),
  )
  if (!item) throw new Error('The demo catalogue has no item to rent and to buy')
  return item
}

/** "9,99 €" in French, "€9.99" in English, spelt out here rather than by the app's formatter. */
const amount = (price: Price, language: Language) => {
  const locale = { fr: 'fr-FR', en: 'en-GB' }[language]
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(
    price.amount / 100,
  )
}
const cheapest = (prices: Price[]) => prices.reduce((a, b) => (b.amount < a.amount ? b : a))
/** The name of a buy button: "Acheter · 3,99 €", "Buy · from €1.99" (the cheapest). */
function buyName(language: Language, prices: Price[]): RegExp {
  const low = cheapest(prices)
  const from = prices.some((price) => price.amount !== low.amount)
  const words = { fr: { buy: 'Acheter', from: 'à partir de ' }, en: { buy: 'Buy', from: 'from ' } }[
    language
  ]
  const text = `${words.buy} · ${from ? words.from : ''}${amount(low, language)}`
  return new RegExp(`^${text.replace(/\s/g, '\\s').replace('.', '\\.')}$`)
}

test('the item page shows its prices on its buttons, and offers a renter to buy', async ({
  page,
  request,
  baseURL,
  customer,
}) => {
  test.slow()
  const item = await rentableItem(request)
  const name = item.content_object.name

  for (const language of ['fr', 'en'] as const) {
    await test.step(`a visitor reads what it costs beside the buy button (${language})`, async () => {
      await page.context().addCookies([{ name: 'language', value: language, url: baseURL ?? '' }])
      await page.evaluate(() => localStorage.clear()).catch(() => undefined)
      const itemPage = new ItemPage(page, language)
      await itemPage.goto(item.slug, name)
      await expect(page.getByRole('button', { name: buyName(language, item.prices) })).toBeVisible()
      await expectNoAccessibilityViolations(page)
      await shoot(page, `item-prices-${language}`, { fullPage: false })
    })
  }

  await page.context().addCookies([{ name: 'language', value: 'fr', url: baseURL ?? '' }])
  const rental = cheapest(item.prices.filter((price) => price.period > 0))

  await test.step('a customer who rents the item is offered to buy it, and may', async () => {
    await buyInSandbox(page, customer.token, { ...item, prices: [rental] })
    await signIn(page, customer.token)
    const itemPage = new ItemPage(page)
    await itemPage.goto(item.slug, name)
    await expect(itemPage.player).toBeVisible()
    const keep = page.getByRole('region', { name: /achetez-le pour le garder/ })
    const unlimited = item.prices.filter((price) => price.period === 0)
    const buy = keep.getByRole('button', { name: buyName('fr', unlimited) })
    await expect(buy).toBeVisible()
    await expect(page.getByRole('button', { name: /^Acheter/ })).toHaveCount(1)
    await expectNoAccessibilityViolations(page)
    await shoot(page, 'item-rented-fr', { fullPage: false })
    await buy.click()
    const drawer = page.getByRole('dialog')
    await expect(drawer).toBeVisible()
    // The cart holds the item at its price to buy, not the rental again.
    const own = amount(cheapest(unlimited), 'fr')
    const chosen = drawer.getByRole('radio', { checked: true })
    await expect(chosen).toHaveAccessibleName(new RegExp(`${own.replace(/\s/g, '\\s')}.*illimité`))
  })

  await test.step('in English too', async () => {
    await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL ?? '' }])
    await page.evaluate(() => localStorage.removeItem('language'))
    const itemPage = new ItemPage(page, 'en')
    await itemPage.goto(item.slug, name)
    const keep = page.getByRole('region', { name: /buy it to keep it/ })
    const unlimited = item.prices.filter((price) => price.period === 0)
    await expect(keep.getByRole('button', { name: buyName('en', unlimited) })).toBeVisible()
    await shoot(page, 'item-rented-en', { fullPage: false })
  })
})
