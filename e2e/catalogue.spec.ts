import type { APIRequestContext } from '@playwright/test'
import type { Item } from '../contract/schemas/catalogue.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'
import { API_BASE } from '../contract/values/api-paths.ts'

/** The demo catalogue as an anonymous visitor sees it. */
async function demoItems(request: APIRequestContext): Promise<Item[]> {
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  expect(answer.ok()).toBe(true)
  // Videos and playlists only: the demo's live events play as live.spec.ts tells.
  const { results } = (await answer.json()) as { results: Item[] }
  return results.filter((item) => item.content_object_type !== 'live')
}

function first(items: Item[], test: (item: Item) => boolean, what: string): Item {
  const found = items.find(test)
  if (!found) throw new Error(`The demo catalogue has no ${what}`)
  return found
}

test('search waits for typing to pause, keeps q in the address and finds without accents', async ({
  page,
  searchPage: search,
}) => {
  // Several page loads and axe runs: slow on a loaded 2-core machine.
  test.slow()
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/items/?search=')) asked.push(request.url())
  })

  await test.step('an empty search offers the top-level categories', async () => {
    await search.goto()
    await expect(search.categories.getByRole('link', { name: 'Documentaires' })).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('typing fast asks once, with the final text', async () => {
    // Key after key with no pause of our own: a busy machine can still stretch a 40 ms pause
    // past the 300 ms the search waits, which is not what this step is about.
    await search.box.pressSequentially('eleve')
    await expect(page).toHaveURL(/\/search\?q=eleve$/)
    await expect(search.results.getByText(/^\d+ résultats? : eleve$/)).toBeVisible()
    await expect(search.results.getByRole('link', { name: /L’Élève et le Maître/ })).toBeVisible()
    expect(asked).toHaveLength(1)
    expect(asked[0]).toContain('search=eleve&limit=30&offset=0')
    await expectNoAccessibilityViolations(page)
  })

  await test.step('opening /search?q= starts from that text', async () => {
    await search.goto('bois')
    await expect(search.box).toHaveValue('bois')
    await expect(search.results.getByText(/^\d+ résultats? : bois$/)).toBeVisible()
  })
})

test('the items page sorts by name or date from its picker', async ({ page, itemsPage: items }) => {
  test.slow()

  await test.step('newest first, 28 at a time', async () => {
    await items.goto()
    await expect(items.sortPicker).toHaveValue('-published_at')
    await expect(items.cards).toHaveCount(28)
    await expectNoAccessibilityViolations(page)
  })

  await test.step('by name, A to Z then Z to A', async () => {
    const aToZ = await items.sortBy('name')
    await expect(page).toHaveURL(/ordering=name/)
    const zToA = await items.sortBy('-name')
    expect(zToA[0]).not.toBe(aToZ[0])
    expect(byName(aToZ[0]!, zToA[0]!)).toBeLessThan(0)
  })

  await test.step("'more' appends the next page", async () => {
    await items.moreButton.click()
    await expect(items.cards).toHaveCount(56)
  })
})

const byName = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' })

test.describe('the item page', () => {
  test('a free item plays in the embed player, with share links and the embed code', async ({
    page,
    request,
    itemPage,
  }) => {
    const item = first(
      await demoItems(request),
      (i) => i.has_access && i.visibility_type === 'public' && !i.monetization_enabled,
      'free item',
    )
    await itemPage.goto(item.slug, item.content_object.name)
    await expect(itemPage.player).toHaveAttribute('src', `/embed/${item.uid}/`)
    const twitter = itemPage.share.getByRole('link', { name: 'Partager sur Twitter' })
    await expect(twitter).toBeVisible()
    // The address shared is the page's full address, as drawn by the server and kept.
    await expect(twitter).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(new URL(`/${item.slug}`, page.url()).href)),
    )
    // WhatsApp is for phones; a computer gets the embed code.
    await expect(itemPage.share.getByRole('link', { name: 'Partager sur WhatsApp' })).toBeHidden()
    await expect(itemPage.embedCode).toHaveValue(new RegExp(`/embed/${item.uid}/`))
    await expectNoAccessibilityViolations(page)
  })

  test('on a host the site does not claim, share links name its public address, and the app keeps them', async ({
    page,
    request,
    baseURL,
    itemPage,
  }) => {
    const item = first(
      await demoItems(request),
      (i) => i.has_access && i.visibility_type === 'public' && !i.monetization_enabled,
      'free item',
    )
    // Chromium sends any *.localhost to this machine; no website claims this one.
    const unclaimed = new URL(baseURL ?? '')
    unclaimed.hostname = 'unclaimed.localhost'
    const publicAddress = new URL(`/${item.slug}`, baseURL)
    publicAddress.hostname = 'localhost'
    await page.goto(new URL(`/${item.slug}`, unclaimed).href)
    await expect(itemPage.heading(item.content_object.name)).toBeVisible()
    const twitter = itemPage.share.getByRole('link', { name: 'Partager sur Twitter' })
    const sharesPublicAddress = new RegExp(encodeURIComponent(publicAddress.href))
    // Drawn by the server with the public address.
    await expect(twitter).toHaveAttribute('href', sharesPublicAddress)
    // Drawn by the app after moving away and back (as the browser's history would): the same.
    for (const path of ['/legal', `/${item.slug}`]) {
      await page.evaluate((to) => {
        history.pushState(null, '', to)
        dispatchEvent(new PopStateEvent('popstate'))
      }, path)
    }
    await expect(itemPage.heading(item.content_object.name)).toBeVisible()
    await expect(twitter).toHaveAttribute('href', sharesPublicAddress)
  })

  test('a private item asks to log in', async ({ page, request, itemPage }) => {
    const item = first(
      await demoItems(request),
      (i) => !i.has_access && i.visibility_type === 'private' && !i.monetization_enabled,
      'private item',
    )
    await itemPage.goto(item.slug, item.content_object.name)
    await expect(itemPage.signIn).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(`/${item.slug}`)}`,
    )
    await expect(itemPage.player).toHaveCount(0)
    await expectNoAccessibilityViolations(page)
  })

  test('an on-demand item offers to request access', async ({ page, request, itemPage }) => {
    const item = first(
      await demoItems(request),
      (i) => !i.has_access && i.visibility_type === 'on_demand' && !i.monetization_enabled,
      'on-demand item',
    )
    await itemPage.goto(item.slug, item.content_object.name)
    await expect(itemPage.requestAccess).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  test('a paid item offers to buy or subscribe, plays its trailer, and shares nothing', async ({
    page,
    request,
    itemPage,
  }) => {
    const item = first(
      await demoItems(request),
      (i) =>
        i.monetization_enabled &&
        i.prices.length > 0 &&
        i.plans.length > 0 &&
        i.content_object.trailer !== null,
      'paid item with plans and a trailer',
    )
    await itemPage.goto(item.slug, item.content_object.name)
    await expect(itemPage.buy).toBeVisible()
    await expect(itemPage.subscribe).toBeVisible()
    await expect(itemPage.share).toHaveCount(0)
    await expectNoAccessibilityViolations(page)

    await itemPage.trailerButton.click()
    await expect(itemPage.trailer).toHaveAttribute('src', `/embed/${item.uid}/?trailer=1`)
  })

  test('an unknown address shows the not-found page', async ({ page, notFoundPage }) => {
    await notFoundPage.goto('/ce-contenu-n-existe-pas')
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })
})

test('a partner page shows its promo code, links and contact details', async ({ page }) => {
  await page.goto('/partenaires/code-promo-lumen')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('VITRINE15')).toBeVisible()
  await expect(page.getByRole('link', { name: /Voir la boutique Lumen/ })).toHaveAttribute(
    'rel',
    'noopener',
  )
  await expectNoAccessibilityViolations(page)
  await page.goto('/partenaires/inconnu')
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
})
