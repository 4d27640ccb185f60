import type { Page } from '@playwright/test'
import { APP_ICONS, MANIFEST_PATH } from '../contract/values/installable.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { freeMediaItem, signIn } from './support/customers.ts'
import { shoot } from './support/screenshots.ts'
import { expect, test } from './support/test.ts'

/*
 * The site as an installable app (issue 48 part 1). Other journeys block service workers
 * (playwright.config.ts); this one lets the storefront register its own.
 */
test.use({ serviceWorkers: 'allow' })

interface Manifest {
  name: string
  short_name: string
  lang: string
  start_url: string
  scope: string
  theme_color: string
  icons: { src: string; sizes: string; purpose: string }[]
}

/** Every address the site's service worker keeps, across its caches. */
function keptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) kept.push(request.url)
    }
    return kept
  })
}

test('each site installs as its own app, offline shows a screen, nothing personal is kept', async ({
  page,
  context,
  request,
  baseURL,
  swissURL,
  customer,
  itemPage,
}) => {
  await test.step('each demo site gives a manifest of its own', async () => {
    const names = []
    // Node does not send *.localhost to loopback as Chromium does: the Host names the site.
    const get = (site: string, path: string) =>
      request.get(new URL(path, baseURL).href, { headers: { host: new URL(site).host } })
    for (const site of [baseURL!, swissURL]) {
      const answer = await get(site, MANIFEST_PATH)
      expect(answer.ok()).toBe(true)
      const manifest = (await answer.json()) as Manifest
      expect(manifest).toMatchObject({ lang: 'fr', start_url: '/', scope: '/' })
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
        APP_ICONS.map((icon) => `${icon.size}x${icon.size}`),
      )
      for (const icon of manifest.icons) {
        const picture = await get(site, icon.src)
        expect(picture.headers()['content-type']).toBe('image/png')
      }
      names.push(manifest.name)
    }
    expect(names).toEqual(['Vitrine Démo', 'Vitrine Suisse'])
  })

  await signIn(page, customer.token)
  const item = await freeMediaItem(request)

  await test.step('a signed-in visitor watches while the worker runs', async () => {
    await page.goto('/')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', MANIFEST_PATH)
    // Registered once the page has loaded; it then takes the page over (clients.claim).
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true)
    await itemPage.goto(item.slug, item.content_object.name)
    const player = itemPage.player.contentFrame()
    await player.getByRole('button', { name: /^Lire — / }).click()
    await expect
      .poll(() => player.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0)
  })

  await test.step('its caches hold no API answer, media, signed address or page', async () => {
    const kept = await keptAddresses(page)
    expect(kept.length).toBeGreaterThan(0)
    for (const address of kept) {
      const url = new URL(address)
      expect(url.pathname, address).toMatch(/^\/(assets\/|app\/(offline|icon-))/)
      expect(address, address).not.toMatch(/\/api\/|\/media\/|token|signature|expires|x-amz/i)
    }
  })

  await test.step('with the network cut, a page shows the offline screen in French', async () => {
    await context.setOffline(true)
    await page.goto('/medias')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne')
    await expect(page.getByRole('banner')).toContainText('Vitrine Démo')
    await expect(page.getByRole('link', { name: 'Réessayer' })).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await shoot(page, 'installable-offline-fr')
  })

  await test.step('and in English from its own link', async () => {
    await page.getByRole('link', { name: 'This screen in English' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await shoot(page, 'installable-offline-en')
    await context.setOffline(false)
  })
})
