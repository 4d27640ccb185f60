import type { APIRequestContext } from '@playwright/test'
import { API_BASE } from '../contract/values/api-paths.ts'
import type { Item } from '../contract/schemas/catalogue.ts'
import { ItemPage } from './pages/item-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { waitForHydration } from './support/hydration.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

// A server of its own: this journey adds to the catalogue the other journeys read.
useOwnServer()

/** Three videos anyone may watch, so a free playlist may hold them. */
async function freeVideos(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  const items = ((await answer.json()) as { results: Item[] }).results
  const names = items
    .filter(
      (item) =>
        item.content_object_type === 'media' &&
        item.visibility_type === 'public' &&
        !item.monetization_enabled,
    )
    .map((item) => item.content_object.name)
  expect(names.length).toBeGreaterThanOrEqual(3)
  return names.slice(0, 3)
}

/** A video for sale: a free playlist holding it would give it away. */
async function paidVideo(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  const items = ((await answer.json()) as { results: Item[] }).results
  const paid = items.find(
    (item) => item.content_object_type === 'media' && item.monetization_enabled,
  )
  expect(paid).toBeDefined()
  return paid!.content_object.name
}

/** Where pictures go, for a person to look at (never compared automatically). */
const SHOTS_DIR = process.env.SHOTS_DIR ?? 'test-results/screenshots'

/** A list entry: its number in its season, then the media's name. */
const entry = (number: number, name: string) =>
  new RegExp(`^${number}\\. ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

/** The first word of a name long enough to find it by. */
const wordOf = (name: string) => name.split(/[\s,’']+/).find((word) => word.length > 4) ?? name

test('an editor makes a series: picks medias, orders them by keyboard, splits seasons', async ({
  page,
  browser,
  baseURL,
  adminLoginPage,
  adminItemsPage,
  adminPlaylistForm: form,
  adminItemPage: item,
}) => {
  test.slow()
  const [first, second, third] = (await freeVideos(page.request)) as [string, string, string]
  const name = 'Trois regards'

  await test.step('the owner creates a playlist of two medias', async () => {
    await adminLoginPage.logInAsOwner()
    await adminItemsPage.itemsMenuLink.click()
    await form.createButton.click()
    await form.name.fill(name)
    await form.pick(form.firstMedias, wordOf(first), first)
    await form.pick(form.firstMedias, wordOf(second), second)
    await expectNoAccessibilityViolations(page)
    await form.save.click()
    await expect(form.rows).toHaveCount(2)
    await expect(form.rows.nth(0)).toContainText(first)
  })

  await test.step('adds a third and moves it first with the keyboard', async () => {
    await form.pick(form.addMedia, wordOf(third), third)
    await expect(form.rows).toHaveCount(3)
    await form.moveWithKeyboard(third, 3, -2, 3)
    await expect(form.rows.nth(0)).toContainText(third)
    await expect(form.rows.nth(2)).toContainText(second)
    await expectNoAccessibilityViolations(page)
  })

  await test.step('splits it in two seasons and saves', async () => {
    await form.season(third).fill('1')
    await form.season(first).fill('1')
    await form.season(second).fill('2')
    await form.save.click()
    await expect(page).toHaveURL(/\/show$/)
    await expect(item.main.getByText(`Saison 2 · ${second}`)).toBeVisible()
  })

  await test.step('publishes it; a visitor sees the seasons in order', async () => {
    await item.publishNow.click()
    await expect(item.publishedNotice).toBeVisible()
    const visitor = await browser.newPage({ baseURL })
    await visitor.goto('/trois-regards')
    await waitForHydration(visitor)
    const storefront = new ItemPage(visitor)
    await expect(storefront.heading(name)).toBeVisible()
    await expect(storefront.playlist.getByRole('heading', { level: 3 })).toHaveText([
      'Saison 1',
      'Saison 2',
    ])
    await expect(storefront.playlist.getByRole('listitem')).toHaveText([
      entry(1, third),
      entry(2, first),
      entry(1, second),
    ])
    await visitor.close()
  })
})

test('an owner puts a paid film in a new playlist: told by name, confirms, it is saved', async ({
  page,
  adminLoginPage,
  adminItemsPage,
  adminPlaylistForm: form,
}) => {
  test.slow()
  const [free] = (await freeVideos(page.request)) as [string]
  const paid = await paidVideo(page.request)

  await test.step('the owner creates a playlist of a free and a paid video', async () => {
    await adminLoginPage.logInAsOwner()
    await adminItemsPage.itemsMenuLink.click()
    await form.createButton.click()
    await form.name.fill('Cadeau de bienvenue')
    await form.pick(form.firstMedias, wordOf(free), free)
    await form.pick(form.firstMedias, wordOf(paid), paid)
    await form.save.click()
  })

  await test.step('is asked, by the paid video’s name, whether to give it away', async () => {
    await expect(form.givenAway).toBeVisible()
    await expect(form.givenAway.getByText(paid, { exact: true })).toBeVisible()
    await expect(
      form.givenAway.getByText(/^Réservé à ses acheteurs et abonnés ; la playlist le montrerait/),
    ).toBeVisible()
    await expect(form.givenAway.getByText(free, { exact: true })).toHaveCount(0)
    await expectNoAccessibilityViolations(page)
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.screenshot({ path: `${SHOTS_DIR}/playlist-given-away-${width}x${height}.png` })
    }
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  await test.step('confirms: the playlist is saved with both videos', async () => {
    await form.giveAwayAnyway.click()
    await expect(form.rows).toHaveCount(2)
    await expect(form.rows.nth(1)).toContainText(paid)
  })
})
