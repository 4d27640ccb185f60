import type { APIRequestContext, Page } from '@playwright/test'
import { ADMIN_API_BASE, API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import type { Item } from '../contract/schemas/catalogue.ts'
import { AUTH_STORAGE_KEY } from '../web/api/auth-storage-key.ts'
import { ItemPage } from './pages/item-page.ts'
import { NotFoundPage } from './pages/not-found-page.ts'
import { waitForHydration } from './support/hydration.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

// A server of its own: this journey takes an item of the catalogue back from visitors.
useOwnServer()

/** Where the preview's pictures go, for a person to look at (never compared automatically). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/screenshots'
const LATER = '2999-03-20T08:00:00.000Z'

/** A video for sale, which staff do not buy to check it before it comes out. */
async function paidVideo(request: APIRequestContext): Promise<Item> {
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  const items = ((await answer.json()) as { results: Item[] }).results
  const video = items.find(
    (item) =>
      item.content_object_type === 'media' && item.monetization_enabled && item.prices.length > 0,
  )
  expect(video).toBeDefined()
  return video!
}

/** Changes an item as the staff member signed in on `page` (the back office's token). */
async function changeItem(page: Page, uid: string, change: object) {
  const stored = () => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)
  await expect.poll(stored).not.toBeNull()
  const token = await stored()
  const answer = await page.request.patch(`${ADMIN_API_BASE}/items/${uid}/`, {
    headers: { authorization: `${TOKEN_SCHEME} ${token}` },
    data: change,
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

test('staff preview a scheduled paid item and watch it; visitors find nothing', async ({
  page,
  browser,
  baseURL,
  adminLoginPage,
}) => {
  test.slow()
  const video = await paidVideo(page.request)
  const name = video.content_object.name

  await test.step('the owner schedules a video for later', async () => {
    await adminLoginPage.logInAsOwner()
    await changeItem(page, video.uid, { published_at: LATER })
  })

  await test.step('and previews it on the storefront: it plays, and says when it comes out', async () => {
    const item = new ItemPage(page)
    await page.goto(`/${video.slug}`)
    await waitForHydration(page)
    await expect(item.heading(name)).toBeVisible()
    await expect(page.getByText('Programmé pour le 20 mars 2999')).toBeVisible()
    await expect(page.getByText(/9999|Publié le/)).toHaveCount(0)
    await expect(item.buy).toHaveCount(0)
    await item.controls.start.click()
    await expect.poll(async () => (await item.controls.state()).currentTime).toBeGreaterThan(0)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.screenshot({ path: `${SHOTS}/item-scheduled-1440x900.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(item.heading(name)).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/item-scheduled-390x844.png` })
  })

  await test.step('a visitor finds neither its page nor its player', async () => {
    const visitor = await browser.newPage({ baseURL })
    await new NotFoundPage(visitor).goto(`/${video.slug}`)
    const embed = await visitor.goto(`/embed/${video.uid}/`)
    expect(embed?.status()).toBe(404)
    await visitor.close()
  })

  await test.step('taken back unpublished, the preview says so', async () => {
    await changeItem(page, video.uid, { published_at: '9999-12-31T23:59:59.999Z' })
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/${video.slug}`)
    await waitForHydration(page)
    await expect(page.getByText('Non publié', { exact: true })).toBeVisible()
    await expect(new ItemPage(page).player).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/item-unpublished-1440x900.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${SHOTS}/item-unpublished-390x844.png` })
  })
})
