import type { APIRequestContext } from '@playwright/test'
import type { Item } from '../contract/schemas/catalogue.ts'
import { CartDrawer } from './pages/cart-drawer.ts'
import { ItemPage } from './pages/item-page.ts'
import { expect, test } from './support/test.ts'
import { API_BASE } from '../contract/values/api-paths.ts'

/** Where a person looks at the pictures this journey takes (SHOTS_DIR), else nowhere. */
const SHOTS = process.env.SHOTS_DIR

async function itemsForSale(request: APIRequestContext, count: number): Promise<Item[]> {
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  const items = ((await answer.json()) as { results: Item[] }).results
  const forSale = items.filter((item) => item.monetization_enabled && !item.has_access)
  expect(forSale.length).toBeGreaterThanOrEqual(count)
  return forSale.slice(0, count)
}

test.describe('the cart drawer on a phone', () => {
  test.slow()
  test.use({ viewport: { width: 390, height: 844 } })

  test('a long cart keeps its total and checkout in view; plans have no towering picture', async ({
    page,
    request,
  }) => {
    const cart = new CartDrawer(page)
    const itemPage = new ItemPage(page)
    for (const item of await itemsForSale(request, 4)) {
      await itemPage.goto(item.slug, item.content_object.name)
      await itemPage.buy.click()
      await cart.expectView('prices')
      await cart.closeButton.click()
    }
    await cart.cartButton.click()
    await cart.expectView('prices')

    await test.step('the total and "Passer au paiement" stay at the bottom of the screen', async () => {
      await expect(cart.checkout).toBeInViewport()
      await expect(cart.total).toBeInViewport()
      const bottom = await cart.checkout.evaluate((button) => button.getBoundingClientRect().bottom)
      expect(bottom).toBeLessThanOrEqual(844)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-drawer-fr-390.png` })
      await page.setViewportSize({ width: 1440, height: 900 })
      await expect(cart.checkout).toBeInViewport()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-drawer-fr-1440.png` })
      await page.setViewportSize({ width: 390, height: 844 })
    })

    await test.step('each plan is taller than its picture', async () => {
      await cart.closeButton.click()
      await page.goto('/')
      await page.getByRole('button', { name: 'Voir les abonnements' }).first().click()
      await cart.expectView('subscriptions')
      const plans = cart.dialog.getByRole('article')
      await expect(plans.first()).toBeVisible()
      for (const plan of await plans.all()) {
        const picture = plan.locator('img')
        if ((await picture.count()) === 0) continue
        await picture.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined))
        const pictureHeight = (await picture.boundingBox())!.height
        const planHeight = (await plan.boundingBox())!.height
        expect(pictureHeight).toBeLessThan((planHeight - pictureHeight) * 1.2)
        expect(pictureHeight).toBeLessThanOrEqual(130)
      }
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/subscriptions-drawer-fr-390.png` })
      await page.setViewportSize({ width: 1440, height: 900 })
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/subscriptions-drawer-fr-1440.png` })
    })
  })
})
