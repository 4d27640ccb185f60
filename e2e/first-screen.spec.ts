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
