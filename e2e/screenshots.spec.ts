import { LANGUAGE_COOKIE } from '../contract/values/first-screen.ts'
import type { Locator, Page } from '@playwright/test'
import { API_BASE } from '../contract/values/api-paths.ts'
import { DEMO_CUSTOMER } from '../server/demo/accounts.ts'
import type { Shell } from './pages/shell.ts'
import { freeMediaItem, signIn, someAddress } from './support/customers.ts'
import { waitForHydration } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

/**
 * Full-page pictures of the first screens at desktop and phone size, written to
 * test-results/screenshots/ for a person to look at (never compared automatically). Not part
 * of `npm test`: run `E2E_SCREENSHOTS=1 npx playwright test screenshots`.
 */
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]
const SCREENS = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/documentaires' },
  { name: 'item', path: '/nuit-blanche-a-marseille' },
  { name: 'playlist', path: '/festival-selection-officielle' },
  { name: 'search', path: '/search?q=marseille' },
  { name: 'items', path: '/medias' },
  { name: 'legal', path: '/legal' },
  { name: 'login', path: '/auth/login' },
  { name: 'register', path: '/auth/register' },
  { name: 'password-reset', path: '/auth/password-reset-1' },
  { name: 'donate', path: '/donate' },
  { name: 'partner', path: '/partenaires/artisan-ebeniste' },
  { name: 'not-found', path: '/cette-page-n-existe-pas' },
]
const LANGUAGES = ['fr', 'en'] as const

/** The Swiss demo site's screens, for its signed-in member: it forces login. */
const SWISS_SCREENS = [
  { name: 'swiss-home', path: '/' },
  { name: 'swiss-category', path: '/category/alpes' },
  { name: 'swiss-item', path: '/train-rouge-de-la-bernina' },
]

/** Scrolls the whole page, then takes its full-page picture once what it asked for arrived. */
async function takePicture(page: Page, shell: Shell, height: number, file: string) {
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // Lazy images and blocks stay blank in a full-page picture unless each one was scrolled
  // past: every step lets the browser paint (where it sees what nears the viewport), then
  // the picture waits until what that asked for has arrived.
  await page.evaluate(async (step) => {
    const painted = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await painted()
    }
    window.scrollTo(0, 0)
  }, height)
  await page.waitForLoadState('networkidle')
  expect(await shell.sidewaysOverflow(), 'the page scrolls sideways').toBe(0)
  await page.screenshot({ path: `test-results/screenshots/${file}.png`, fullPage: true })
}

for (const size of SIZES) {
  for (const language of LANGUAGES) {
    test.describe(`${size.name} size in ${language}`, () => {
      test.use({ viewport: size.viewport })

      for (const screen of SCREENS) {
        test(`${screen.name} page`, async ({ shell, page, baseURL }) => {
          test.slow()
          await page
            .context()
            .addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }])
          // The auth screens have a layout of their own, without the shell's app bar.
          await page.goto(screen.path)
          await takePicture(
            page,
            shell,
            size.viewport.height,
            `${screen.name}-${size.name}-${language}`,
          )
        })
      }

      for (const screen of SWISS_SCREENS) {
        test(`${screen.name} page`, async ({ shell, page, request, baseURL, swissURL }) => {
          test.slow()
          await page
            .context()
            .addCookies([{ name: LANGUAGE_COOKIE, value: language, url: swissURL }])
          // Node does not resolve *.localhost as Chromium does: the Host header names the site.
          const login = await request.post(`${baseURL}${API_BASE}/auth/login/`, {
            headers: { host: new URL(swissURL).host, 'x-forwarded-for': someAddress() },
            data: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
          })
          expect(login.ok(), await login.text()).toBe(true)
          await signIn(page, ((await login.json()) as { token: string }).token)
          await page.goto(`${swissURL}${screen.path}`)
          await takePicture(
            page,
            shell,
            size.viewport.height,
            `${screen.name}-${size.name}-${language}`,
          )
        })
      }
    })
  }
}

/** The player as a viewer sees it: paused, playing with its controls, captions on, a menu open. */
const PLAYER_SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, touch: false },
]

for (const size of PLAYER_SIZES) {
  test.describe(`player at ${size.name} size`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch })

    test('paused, playing, with captions and with its menu', async ({
      page,
      request,
      itemPage,
    }) => {
      test.slow()
      const player = itemPage.controls
      const press = (control: Locator) => (size.touch ? control.tap() : control.click())
      const picture = async (state: string) => {
        // Menus and controls fade in: the picture waits until they are whole (not on the
        // endless spin of the loading indicator).
        await player.video.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
              .map((animation) => animation.finished),
          ),
        )
        await page.screenshot({ path: `test-results/screenshots/player-${size.name}-${state}.png` })
      }
      const item = await freeMediaItem(request)
      await itemPage.goto(item.slug, item.content_object.name)
      await expect(player.start).toBeVisible()
      await picture('paused')
      await press(player.start)
      await expect.poll(async () => (await player.state()).paused).toBe(false)
      // A touch of the picture shows the hidden controls again (and hides them when they show).
      if (size.touch && (await player.controller.getAttribute('userinactive')) !== null) {
        await player.video.tap({ position: { x: 8, y: 8 } })
      }
      if (!size.touch) await player.video.hover()
      await picture('playing')
      await player.video.evaluate((video: HTMLVideoElement) => {
        video.pause()
        video.currentTime = 2
      })
      await press(player.captions)
      await press(player.choice('Français'))
      await expect
        .poll(() =>
          player.video.evaluate((video: HTMLVideoElement) =>
            [...video.textTracks].some((track) => (track.activeCues?.length ?? 0) > 0),
          ),
        )
        .toBe(true)
      await picture('captions')
      await press(size.touch ? player.moreOptions : player.captions)
      await expect(player.menu).toHaveCSS('opacity', '1')
      await picture('menu')
    })
  })
}

/** Issue 43 point 17's screens, for a person to look at, in SHOTS_DIR (else test-results). */
const SHOTS_DIR = process.env.SHOTS_DIR ?? 'test-results/screenshots'
const POINT_17_SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]
for (const viewport of POINT_17_SIZES) {
  for (const language of LANGUAGES) {
    test.describe(`player, refusals and my list at ${viewport.width} in ${language}`, () => {
      test.use({ viewport })
      const shot = (page: Page, name: string) =>
        page.screenshot({ path: `${SHOTS_DIR}/${name}-${language}-${viewport.width}.png` })

      test('the player and the refused frames', async ({ page, request, baseURL, context }) => {
        await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }])
        const free = await freeMediaItem(request)
        await page.goto(`/embed/${free.uid}/?autoplay=1`)
        await expect
          .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), {
            timeout: 30_000,
          })
          .toBeGreaterThan(0.3)
        const quality = language === 'fr' ? 'Qualité' : 'Quality'
        if (viewport.width < 500) {
          await page
            .getByRole('button', { name: language === 'fr' ? 'Plus d’options' : 'More options' })
            .click()
          await page.getByRole('menuitem', { name: quality }).click()
        } else {
          await page.getByRole('button', { name: quality }).click()
        }
        await expect(page.getByRole('menuitemradio', { name: '720p', exact: true })).toBeVisible()
        await shot(page, 'quality-menu')

        const items = (await (await request.get(`${API_BASE}/items/?limit=100`)).json()) as {
          results: { uid: string; has_access: boolean }[]
        }
        const locked = items.results.find((item) => !item.has_access)!
        await page.goto(`/embed/${locked.uid}/`)
        await expect(page.locator('.site-link')).toBeVisible()
        await shot(page, 'embed-locked')
        await page.goto(`/embed/${locked.uid}/?t=soon`)
        await expect(page.locator('.site-link')).toBeVisible()
        await shot(page, 'embed-bad-address')

        await page.goto('/auth/login?login_failed=credentials')
        await expect(page.getByRole('alert')).toBeVisible()
        await shot(page, 'login-refused')
      })

      test('my list', async ({ page, request, baseURL, context, customer }) => {
        await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }])
        const items = (await (await request.get(`${API_BASE}/items/?limit=3`)).json()) as {
          results: { uid: string }[]
        }
        for (const item of items.results) {
          const kept = await request.put(`${API_BASE}/me/list/${item.uid}/`, {
            headers: { authorization: `WebsiteToken ${customer.token}` },
          })
          expect(kept.ok()).toBe(true)
        }
        await signIn(page, customer.token)
        await page.goto('/my-list')
        await expect(
          page.getByRole('button', { name: /^(Retirer de ma liste|Remove from my list)/ }).first(),
        ).toBeVisible()
        await page.waitForLoadState('networkidle')
        await shot(page, 'my-list')
      })
    })
  }
}
