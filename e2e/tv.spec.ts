import type { APIRequestContext, Page } from '@playwright/test'
import type { Category, ItemsPage } from '../contract/schemas/catalogue.ts'
import { API_BASE } from '../contract/values/api-paths.ts'
import { TvApp } from './pages/tv-app.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { freeMediaItem, itemForSale, signIn } from './support/customers.ts'
import { painted, shoot, SHOTS_DIR, SHOTS_WANTED } from './support/screenshots.ts'
import { expect, test } from './support/test.ts'

/** A TV's window: 1080p, as Android TV and Fire TV browsers and WebViews report it. */
const TV = { width: 1920, height: 1080 }
const TV_SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]

test.use({ viewport: TV })

/** A top category with items, and its first item's name, as the API lists them. */
async function categoryWithItems(request: APIRequestContext) {
  const categories = (await (
    await request.get(`${API_BASE}/categories/?ordering=position`)
  ).json()) as Category[] | { results: Category[] }
  const list = Array.isArray(categories) ? categories : categories.results
  for (const category of list.filter((candidate) => candidate.parent_id === null)) {
    const query = `categories=${category.uid}&ordering=${category.order_by}&limit=1`
    const page = (await (await request.get(`${API_BASE}/items/?${query}`)).json()) as ItemsPage
    const first = page.results[0]
    if (first) return { category: category.name, item: first.content_object.name }
  }
  throw new Error('The demo catalogue has no category with items')
}

/** Up to five letters of a word of `name` the on-screen keyboard has keys for. */
function searchWord(name: string): string {
  const words = name.toLowerCase().split(/\s+/)
  const typable = words.filter((word) => /^[a-z0-9éèàç]{3,}$/.test(word))
  const word = typable.sort((a, b) => b.length - a.length)[0]
  if (!word) throw new Error(`No word of ${name} to type on the TV's keyboard`)
  return word.slice(0, 5)
}

/** When pictures are wanted: the screen at both TV sizes, then a phone's and a desktop's. */
async function shootTv(page: Page, name: string) {
  if (!SHOTS_WANTED) return
  for (const size of TV_SIZES) {
    await page.setViewportSize(size)
    await painted(page)
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${size.width}x${size.height}.png` })
  }
  await shoot(page, name, { fullPage: false })
  await page.setViewportSize(TV)
}

test('a viewer signs in on the TV by a code, browses with the arrows, plays and comes back', async ({
  page,
  request,
  browser,
  baseURL,
  customer,
}) => {
  // Two browsers, a code confirmed, a stream started: more than a one-screen journey.
  test.slow()
  const tv = new TvApp(page)

  await test.step('signed out, the TV home offers to sign in, focused', async () => {
    await page.goto('/tv')
    await expect(tv.button('signIn')).toBeFocused()
    await expect(page.getByRole('list').first()).toBeVisible()
    // The home's live block lists the events itself, each card saying when it starts.
    const live = page.getByRole('region', { name: 'En direct et à venir' })
    await expect(live.getByRole('listitem').first().locator('[data-live]')).toBeVisible()
    await shootTv(page, 'tv-home-signed-out-fr')
  })

  let code = ''
  await test.step('Enter shows a code and a QR code to confirm on a phone', async () => {
    await tv.press('Enter')
    await expect(tv.heading).toHaveText(tv.t('signInTitle'))
    code = await tv.shownCode()
    await expect(page.getByRole('img', { name: tv.t('qrActivate') })).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await shootTv(page, 'tv-sign-in-fr')
  })

  await test.step('the viewer confirms the code on their phone; the TV is signed in', async () => {
    const phone = await browser.newContext({ baseURL, locale: 'fr-FR' })
    const phonePage = await phone.newPage()
    await signIn(phonePage, customer.token)
    await phonePage.goto(`/activate?code=${encodeURIComponent(code)}`)
    await phonePage.getByRole('button', { name: 'Connecter la télévision' }).click()
    await expect(phonePage.getByRole('status')).toContainText('votre télévision se connecte')
    await phone.close()
    await expect(tv.button('signOut')).toBeFocused()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth'))).toBeTruthy()
    await expectNoAccessibilityViolations(page)
    await shootTv(page, 'tv-home-signed-in-fr')
  })

  // A free item the home's rows show, once they are all there.
  await tv.rowsShown()
  const onHome = await tv.cardNames()
  const item = await freeMediaItem(request, (candidate) =>
    onHome.includes(candidate.content_object.name),
  )
  const name = item.content_object.name

  await test.step('the arrows reach the item, Enter opens it', async () => {
    await tv.goToCard(name)
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeInViewport()
    await tv.press('Enter')
    await expect(tv.heading).toHaveText(name)
    await expect(tv.button('play')).toBeFocused()
    await expect(tv.button('addToList')).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await shootTv(page, 'tv-item-fr')
  })

  await test.step('Lire plays it full screen', async () => {
    await tv.press('Enter')
    await expect(tv.player).toBeVisible()
    const video = page.frameLocator('iframe').locator('video')
    await expect
      .poll(
        () =>
          video.evaluate((v: HTMLVideoElement) => (v.paused ? 0 : v.currentTime)).catch(() => 0),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0)
  })

  await test.step('the remote pauses with OK and moves 10 s with right and left', async () => {
    const video = page.frameLocator('iframe').locator('video')
    const state = () =>
      video.evaluate((v: HTMLVideoElement) => ({
        paused: v.paused,
        at: v.currentTime,
        duration: v.duration,
      }))
    await tv.press('Enter')
    await expect.poll(async () => (await state()).paused).toBe(true)
    const { at, duration } = await state()
    await tv.press('ArrowRight')
    const ahead = Math.min(at + 10, duration)
    await expect.poll(async () => Math.abs((await state()).at - ahead)).toBeLessThan(0.5)
    await tv.press('ArrowLeft')
    await expect.poll(async () => Math.abs((await state()).at - (ahead - 10))).toBeLessThan(0.5)
    expect((await state()).paused).toBe(true)
  })

  await test.step('down opens the captions and quality menu; the remote turns captions on', async () => {
    const menu = page.getByRole('region', { name: tv.t('playerMenu') })
    const video = page.frameLocator('iframe').locator('video')
    const showing = () =>
      video.evaluate((v: HTMLVideoElement) =>
        [...v.textTracks].filter((track) => track.mode === 'showing').map((t) => t.language),
      )
    await tv.press('ArrowDown')
    await expect(menu).toBeVisible()
    await expect(tv.focused).toHaveText(tv.t('captionsOff'))
    // The player told its renditions: automatic is chosen until the viewer picks one.
    await expect(menu.getByRole('button', { name: tv.t('qualityAuto') })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await tv.goTo('Français')
    await tv.press('Enter')
    await expect.poll(showing).toEqual(['fr'])
    await expect(tv.focused).toHaveAttribute('aria-pressed', 'true')
    await expectNoAccessibilityViolations(page)
    await shootTv(page, 'tv-player-menu-fr')
    await tv.press('Escape')
    await expect(menu).toBeHidden()
    await expect(tv.player).toBeVisible()
  })

  await test.step('Back closes the player', async () => {
    await tv.press('Escape')
    await expect(tv.player).toBeHidden()
    await expect(tv.button('play')).toBeFocused()
  })

  await test.step('Back again goes home, to the card it came from', async () => {
    await tv.press('Backspace')
    await expect(tv.button('signOut')).toBeVisible()
    await expect(tv.focused).toHaveAttribute('aria-label', name)
  })

  const word = searchWord(name)
  await test.step('Rechercher: letters typed with the arrows and OK find the item', async () => {
    await tv.goTo(tv.t('search'))
    await tv.press('Enter')
    await expect(tv.heading).toHaveText(tv.t('search'))
    await expect(tv.focused).toHaveText('a')
    await tv.typeOnScreen(word)
    await expect(page.getByRole('status', { name: tv.t('searchText') })).toHaveText(word)
    const results = page.getByRole('region', { name: tv.t('results') })
    await expect(results.getByRole('link', { name, exact: true })).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await shootTv(page, 'tv-search-fr')
    await tv.goTo(name)
    await tv.press('Enter')
    await expect(tv.heading).toHaveText(name)
  })

  await test.step('Back returns to the search as it was, then home', async () => {
    await tv.press('Escape')
    await expect(tv.heading).toHaveText(tv.t('search'))
    await expect(page.getByRole('status', { name: tv.t('searchText') })).toHaveText(word)
    await expect(tv.focused).toHaveAttribute('aria-label', name)
    await tv.press('Escape')
    await expect(tv.button('signOut')).toBeVisible()
  })
})

test('in English, the TV offers to buy an item on the phone, with a QR code', async ({
  page,
  request,
}) => {
  const tv = new TvApp(page, 'en')
  const item = await itemForSale(request)
  const name = item.content_object.name

  await page.goto('/tv?lang=en')
  await expect(tv.button('signIn')).toBeFocused()
  await shootTv(page, 'tv-home-signed-out-en')

  // Categories → a category → an item, with the arrows and Enter; Back goes up a level each time.
  const listed = await categoryWithItems(request)
  await tv.goTo(tv.t('categories'))
  await tv.press('Enter')
  await expect(tv.heading).toHaveText(tv.t('categories'))
  await expect(tv.focused).toHaveAttribute('aria-label', /./)
  await expectNoAccessibilityViolations(page)
  await shootTv(page, 'tv-categories-en')
  await tv.goTo(listed.category)
  await tv.press('Enter')
  await expect(tv.heading).toHaveText(listed.category)
  await tv.goTo(listed.item)
  await expectNoAccessibilityViolations(page)
  await shootTv(page, 'tv-category-en')
  await tv.press('Enter')
  await expect(tv.heading).toHaveText(listed.item)
  await tv.press('Escape')
  await expect(tv.heading).toHaveText(listed.category)
  await expect(tv.focused).toHaveAttribute('aria-label', listed.item)
  await tv.press('Backspace')
  await expect(tv.heading).toHaveText(tv.t('categories'))
  await expect(tv.focused).toHaveAttribute('aria-label', listed.category)
  await tv.press('Escape')
  await expect(tv.button('signIn')).toBeVisible()

  await page.goto(`/tv/${item.slug}?lang=en`)
  await expect(tv.heading).toHaveText(name)
  await expect(page.getByRole('heading', { name: tv.t('buyTitle') })).toBeVisible()
  await expect(page.getByRole('img', { name: tv.t('qrItem', { name }) })).toBeVisible()
  await expect(page.getByText(`/${item.slug}`)).toBeVisible()
  await expect(tv.button('play')).toHaveCount(0)
  await expect(tv.button('boughtSignIn')).toBeFocused()
  await expectNoAccessibilityViolations(page)
  await shootTv(page, 'tv-item-for-sale-en')

  await tv.press('Enter')
  await expect(tv.heading).toHaveText(tv.t('signInTitle'))
  await tv.shownCode()
  await shootTv(page, 'tv-sign-in-en')
  await tv.press('Escape')
  await expect(tv.button('signIn')).toBeFocused()
})

test('a members-only site opens the TV on its sign-in by code, never the password form', async ({
  page,
  swissURL,
}) => {
  const tv = new TvApp(page)
  await page.goto(`${swissURL}/tv`)
  await expect(tv.heading).toHaveText(tv.t('signInTitle'))
  await tv.shownCode()
  await expect(page).toHaveURL(/\/tv\/sign-in$/)
})
