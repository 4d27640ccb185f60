import { CategoryPage } from './pages/category-page.ts'
import { Shell } from './pages/shell.ts'
import { expect, test } from './support/test.ts'

/**
 * The server sends the first screen drawn (web/server-render.tsx), and the app takes it over
 * without drawing it again (web/main.tsx).
 */

test('the home page arrives drawn: without scripts the visitor already sees the shell and the blocks', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  const shell = new Shell(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(shell.homeLink).toBeVisible()
  await expect(shell.moreButton).toBeVisible()
  await expect(shell.main.getByRole('heading').first()).toBeVisible()
  await expect(shell.footer).toBeVisible()
  await context.close()
})

test('a visitor who chose English gets the first screen drawn in English', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  await context.addCookies([{ name: 'language', value: 'en', url: baseURL ?? '' }])
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(new Shell(page, 'en').homeLink).toBeVisible()
  await context.close()
})

test('the app takes over the drawn page as it stands, and it answers clicks', async ({ page }) => {
  // The root's first element as the server sent it, caught before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      Object.assign(window, { drawnByServer: document.getElementById('root')?.firstElementChild })
    })
  })
  const shell = new Shell(page)
  await page.goto('/')
  await shell.menuButton.click()
  await expect(shell.drawer).toBeVisible()
  const keptAsDrawn = await page.evaluate(() => {
    const drawn = (window as unknown as { drawnByServer?: Element }).drawnByServer
    return drawn !== undefined && drawn === document.getElementById('root')?.firstElementChild
  })
  expect(keptAsDrawn, 'the element the server drew is still the one on screen').toBe(true)
})

test('switching language while parts of the drawn page are still being taken over is clean', async ({
  page,
}) => {
  // A phone's CPU: React takes the page's parts over after the rest, when it has time, and the
  // switch comes before. The pageErrors fixture catches a mismatch with the server's markup.
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 8 })
  const shell = new Shell(page)
  await page.goto('/')
  await shell.languageButton.click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(new Shell(page, 'en').homeLink).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // Time for React, on that CPU, to take over what it had left for later.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(2_000)
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 })
})

test('after switching to English, the next visit is drawn in English from the start', async ({
  page,
}) => {
  const shell = new Shell(page)
  await shell.goto('/')
  await shell.languageButton.click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const served = await page.request.get('/')
  expect(await served.text()).toContain('data-rendered-language="en"')
})

test('a category and an item arrive drawn with their content, and a phone takes them over cleanly', async ({
  browser,
  baseURL,
  page,
}) => {
  const drawnOnly = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const withoutScripts = await drawnOnly.newPage()
  const category = new CategoryPage(withoutScripts)
  await withoutScripts.goto('/category/documentaires')
  await expect(category.heading('Documentaires')).toBeVisible()
  await expect(category.itemCards.first()).toBeVisible()
  const firstItem = category.itemCards.first().getByRole('link').first()
  const itemPath = new URL((await firstItem.getAttribute('href')) ?? '', baseURL).pathname
  await withoutScripts.goto(itemPath)
  await expect(withoutScripts.getByRole('heading', { level: 1 })).toBeVisible()
  await drawnOnly.close()

  // On a phone the item page differs from a desktop's (no embed code): the app takes over what
  // the server drew as a desktop's, without a mismatch (the pageErrors fixture would catch it).
  await page.setViewportSize({ width: 390, height: 844 })
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  await page.goto('/category/documentaires')
  await expect(new CategoryPage(page).itemCards.first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(
    asked.filter((path) => path.includes('/api/')),
    'nothing asked again',
  ).toEqual([])
  await page.goto(itemPath)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
})

test("a visitor's own screens are left for the browser to draw", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/my-stuff')
  await expect(page.locator('#root > *')).toHaveCount(0)
  await page.goto('/')
  await expect(page.locator('#root > *')).not.toHaveCount(0)
  await context.close()
})
