import type { Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { clipArguments } from '../test/support/clip-arguments.ts'
import { CartDrawer } from './pages/cart-drawer.ts'
import { CartPaymentPage } from './pages/cart-payment-page.ts'
import { CartSuccessPage } from './pages/cart-success-page.ts'
import { CategoryPage } from './pages/category-page.ts'
import { ItemPage } from './pages/item-page.ts'
import { SearchPage } from './pages/search-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { drawPicture } from './support/draw-picture.ts'
import { newCustomer } from './support/customers.ts'
import { waitForHydration } from './support/hydration.ts'
import { startServer, type RunningServer } from './support/server.ts'
import { expect, test } from './support/test.ts'
import { ADMIN_API_BASE } from '../contract/values/api-paths.ts'

let server: RunningServer | undefined
let folder = ''
let clip = ''
let captions = ''
let poster = ''
let visitor: Page | undefined

/** The item the upload makes, named after the file, and the customer who buys it. */
const NAME = 'Jardin de pluie'
const BUYER_PASSWORD = 'vitrine-pluie'

/** The tests' 3-second clip, made by ffmpeg (`.ci/run` installs it). */
function makeClip(file: string) {
  const made = spawnSync('ffmpeg', clipArguments(file))
  if (made.status !== 0) throw new Error(`ffmpeg could not make the clip: ${String(made.stderr)}`)
}

// A server of its own: this journey adds to the catalogue the other journeys read.
test.beforeAll(async () => {
  test.setTimeout(120_000)
  folder = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-clip-'))
  clip = path.join(folder, 'Jardin de pluie.mp4')
  makeClip(clip)
  captions = path.join(folder, 'jardin.en.vtt')
  writeFileSync(captions, 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nRain in the garden.\n')
  poster = path.join(folder, 'affiche.png')
  drawPicture(poster, '0x2e7d32', 320, 180)
  server = await startServer()
})
test.afterAll(async () => {
  await server?.stop()
  rmSync(folder, { recursive: true, force: true })
})
// eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it.
test.use({ baseURL: async ({}, use) => use(server?.url) })

test('staff upload a video through a cut connection, price and publish it; a visitor buys it', async ({
  page,
  browser,
  adminLoginPage,
  adminHomePage,
  adminMediaImportsPage: library,
  adminItemEditPage: form,
  adminItemPage: item,
}) => {
  test.slow()

  await test.step('the owner goes from the media library to adding videos', async () => {
    await adminLoginPage.logInAsOwner()
    await adminHomePage.mediasMenuLink.click()
    await expect(page).toHaveURL(/\/admin\/medias/)
    await library.addVideos.click()
    await expect(library.uploader).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('the connection is cut halfway; the upload resumes where it stopped', async () => {
    // The first PATCH delivers half the file to the server, then the browser loses the
    // connection: the upload must go on from the server's offset, not from the start.
    let half = 0
    const resumedFrom: string[] = []
    await page.route(`**${ADMIN_API_BASE}/uploads/**`, async (route) => {
      const request = route.request()
      if (request.method() !== 'PATCH') return route.continue()
      const body = request.postDataBuffer() ?? Buffer.alloc(0)
      if (half === 0) {
        half = Math.floor(body.length / 2)
        await route.fetch({ postData: body.subarray(0, half) })
        return route.abort('connectionreset')
      }
      resumedFrom.push((await request.allHeaders())['upload-offset'] ?? '')
      return route.continue()
    })
    await library.fileInput.setInputFiles(clip)
    await expect(library.uploader.getByText(library.sent())).toBeVisible()
    expect(half).toBeGreaterThan(0)
    expect(resumedFrom).toEqual([String(half)])
  })

  await test.step('the import runs, then links to the unpublished item it made', async () => {
    const row = library.row('Jardin de pluie.mp4')
    await expect(row.getByText(library.status('done'))).toBeVisible({ timeout: 60_000 })
    await expectNoAccessibilityViolations(page)
    await row.getByRole('link', { name: NAME }).click()
    await expect(form.name).toHaveValue(NAME)
  })

  await test.step('the owner puts it in a category and sells it at two prices', async () => {
    await form.addCategory('Nature')
    await form.monetized.check()
    await form.addPriceOf('2.99', '48')
    await form.addPriceOf('7.99', '0')
    await expectNoAccessibilityViolations(page)
    await form.save.click()
    await expect(page).toHaveURL(/\/show$/)
    await expect(item.main.getByText(/2,99\s€ · 48 heures/)).toBeVisible()
    await expect(item.main.getByText(/7,99\s€ · Illimitée/)).toBeVisible()
  })

  await test.step('the owner publishes it now from its page', async () => {
    await expect(item.publicationNone).toBeVisible()
    await item.publishNow.click()
    await expect(item.publishedNotice).toBeVisible()
    await expect(item.unpublish).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('the owner adds English captions and a thumbnail of their own', async () => {
    await expect(item.thumbnail).toBeVisible()
    await item.captionLanguage.click()
    await page.getByRole('option', { name: 'Anglais' }).click()
    await item.captionFile.setInputFiles(captions)
    await expect(item.captionsSaved('Anglais')).toBeVisible()
    await expect(item.captions.getByText('Anglais', { exact: true })).toBeVisible()
    const before = await item.thumbnail.getAttribute('src')
    await item.thumbnailFile.setInputFiles(poster)
    await expect(item.thumbnail).not.toHaveAttribute('src', before ?? '')
    await expectNoAccessibilityViolations(page)
  })

  await test.step('a visitor finds it by search and in its category, for sale', async () => {
    visitor = await browser.newPage({ baseURL: server!.url })
    const search = new SearchPage(visitor)
    await search.goto('jardin pluie')
    // A page of its own misses the fixture's wait for React to take over the drawn page.
    await waitForHydration(visitor)
    await expect(search.resultCards.filter({ hasText: NAME })).toHaveCount(1)
    const category = new CategoryPage(visitor)
    await category.goto('nature', 'Nature')
    await expect(category.itemCards.filter({ hasText: NAME })).toHaveCount(1)
    await category.itemCards.filter({ hasText: NAME }).getByRole('link').first().click()
    const storefront = new ItemPage(visitor)
    await expect(storefront.heading(NAME)).toBeVisible()
    await expect(storefront.buy).toBeVisible()
    await expect(storefront.player).toHaveCount(0)
  })

  await test.step('the visitor buys it for good in the sandbox and plays it with captions', async () => {
    const buyer = await newCustomer(visitor!.request, visitor!, {
      firstName: 'Iris',
      lastName: 'Pluie',
      password: BUYER_PASSWORD,
    })
    const storefront = new ItemPage(visitor!)
    const cart = new CartDrawer(visitor!)
    const itemAddress = new URL(visitor!.url()).pathname
    await storefront.buy.click()
    await cart.expectView('prices')
    await cart.prices(NAME).getByRole('radio').nth(1).check()
    await cart.checkout.click()
    await cart.expectView('login')
    await cart.logIn(buyer.email, BUYER_PASSWORD)
    const payment = new CartPaymentPage(visitor!)
    await payment.expectShown()
    await expect(payment.total).toHaveText(/^7,99\s€$/)
    await payment.pay.click()
    await new CartSuccessPage(visitor!).expectBackTo(itemAddress)
    const search = new SearchPage(visitor!)
    await search.goto('jardin pluie')
    await search.resultCards.filter({ hasText: NAME }).getByRole('link').first().click()
    await expect(storefront.heading(NAME)).toBeVisible()
    await expect(storefront.player).toBeVisible()
    await expect(storefront.buy).toHaveCount(0)
    // The player offers the captions the owner added.
    const player = storefront.player.contentFrame()
    await expect(player.locator('track[srclang="en"]')).toHaveCount(1)
    await visitor!.close()
  })
})
