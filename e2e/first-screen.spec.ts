import { CategoryPage } from './pages/category-page.ts'
import { Shell } from './pages/shell.ts'
import { waitForHydration } from './support/hydration.ts'
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

test('the app takes over the drawn page as it stands, and it answers clicks', async ({
  page,
  shell,
}) => {
  // Elements as the server sent them, caught before any script of the page runs: the root's
  // first, and regions React hydrates on their own (web/ui/hydration-region.tsx).
  const PARTS = ['#root > *', '#root header .MuiToolbar-root', '#root [data-block-uid]', 'footer']
  await page.addInitScript((parts) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      const drawn = parts.map((part) => document.querySelector(part))
      Object.assign(window, { drawnByServer: drawn })
    })
  }, PARTS)
  await page.goto('/')
  await shell.menuButton.click()
  await expect(shell.drawer).toBeVisible()
  const kept = await page.evaluate((parts) => {
    const drawn = (window as unknown as { drawnByServer: (Element | null)[] }).drawnByServer
    return parts.map((part, index) => drawn[index] !== null && drawn[index]?.isConnected === true)
  }, PARTS)
  expect(kept, 'the elements the server drew are still the ones on screen').toEqual(
    PARTS.map(() => true),
  )
  // A part taken over later answers too: the footer's legal link goes through the router,
  // without loading a new page.
  await page.keyboard.press('Escape')
  await expect(shell.drawer).toBeHidden()
  await page.evaluate(() => Object.assign(window, { sameVisit: true }))
  await shell.followFooterLink('Mentions légales')
  await expect(page).toHaveURL(/\/legal$/)
  expect(await page.evaluate(() => 'sameVisit' in window)).toBe(true)
})

test('a page whose server markup differs from what the browser renders fails the journey', async ({
  page,
  pageErrors,
}) => {
  // The server's footer altered on the way: hydrating it, React finds a text it would not render.
  await page.route('/', async (route) => {
    const served = await route.fetch()
    const html = (await served.text()).replace('>Mentions légales<', '>Mentions illégales<')
    await route.fulfill({ response: served, body: html })
  })
  await page.goto('/')
  await expect
    .poll(() => pageErrors.map((error) => error.message).join('\n'), {
      message: 'the mismatch is reported as a page error',
    })
    .toMatch(/hydrat/i)
  // React rendered the footer afresh, as the browser would have.
  await expect(page.getByRole('contentinfo').getByText('Mentions légales')).toBeVisible()
  // Reported, it would fail this journey: the one error expected here is taken out.
  pageErrors.splice(0)
})

test('switching language while parts of the drawn page are still being taken over is clean', async ({
  page,
  shell,
}) => {
  // A phone's CPU: React takes the page's parts over after the rest, when it has time, and the
  // switch comes before. The pageErrors fixture catches a mismatch with the server's markup.
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 8 })
  await page.goto('/')
  await shell.languageButton.click()
  await page.getByRole('menuitem', { name: 'English' }).click()
  await expect(new Shell(page, 'en').homeLink).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // Until React, on that CPU, has rendered or hydrated everything it had left for later.
  await waitForHydration(page)
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 })
})

test('after switching to English, the next visit is drawn in English from the start', async ({
  page,
  shell,
}) => {
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
  categoryPage,
  itemPage,
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

  // On a phone the item page differs from a desktop's (WhatsApp, no embed code): the server's
  // markup holds both, shown by the screen's width, and the app takes it over without a
  // mismatch (the pageErrors fixture would catch one).
  await page.setViewportSize({ width: 390, height: 844 })
  const asked: string[] = []
  page.on('request', (request) => asked.push(new URL(request.url()).pathname))
  await page.goto('/category/documentaires')
  await expect(categoryPage.itemCards.first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(
    asked.filter((path) => path.includes('/api/')),
    'nothing asked again',
  ).toEqual([])
  await page.goto(itemPath)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(itemPage.share.getByRole('link', { name: 'Partager sur WhatsApp' })).toBeVisible()
  await expect(itemPage.embedCode).toBeHidden()
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
