import { BLOCK_COMPONENTS, BLOCK_LAYOUTS } from '../contract/schemas/pages.ts'
import { SHOWCASE_PAGE_UID } from '../server/demo/home-page.ts'
import { MAIN_HOME_BLOCKS } from '../server/demo/main-site.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

test('the demo home page shows its chosen blocks once each, and its sliders wrap', async ({
  page,
  homePage: home,
}) => {
  await home.goto()

  await test.step('the blocks come in the order chosen, each once; the hidden one is left out', async () => {
    const chosen = MAIN_HOME_BLOCKS.map(([component, layout]) => `${component} ${layout}`)
    expect(await home.blockOrder()).toEqual(chosen)
    await expect(home.main.getByRole('link', { name: 'Faire un don' })).toHaveCount(1)
    await expect(home.main.getByText('Promotion de Noël')).toHaveCount(0)
  })

  await test.step('items blocks show their items as cards linking to item pages', async () => {
    const grid = home.block('Items', 'medias-grid')
    await expect(grid.getByRole('link').first()).toBeVisible()
    expect(await grid.getByRole('link').count()).toBeGreaterThan(4)
  })

  await test.step('slider arrows move a page, and wrap at both ends', async () => {
    const slider = home.block('Items', 'medias-slider').getByRole('region')
    await slider.scrollIntoViewIfNeeded()
    const dots = home.dots(slider)
    const count = await dots.count()
    expect(count).toBeGreaterThan(1)
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
    await home.nextPage(slider).click()
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await home.previousPage(slider).click()
    await home.previousPage(slider).click()
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true')
    await home.nextPage(slider).click()
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true')
  })

  await test.step('the live block lists the upcoming live items with their start', async () => {
    const live = home.block('Items', 'live-now-and-upcoming')
    await live.scrollIntoViewIfNeeded()
    const card = live.getByRole('link', { name: /Concert du Nouvel An en direct/ })
    await expect(card).toBeVisible()
    await expect(card.getByLabel(/^Débute le \p{Lu}\p{Ll}+\. \d+ .+ · \d\d:\d\d$/u)).toBeVisible()
  })

  await test.step('FAQ panels open from the keyboard', async () => {
    const faq = home.block('Faq', 'expansion-panels')
    const question = faq.getByRole('button', { name: 'Puis-je résilier mon abonnement ?' })
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(faq.getByText('à tout moment depuis')).toBeVisible()
  })

  await test.step('axe-core finds nothing', async () => {
    await expectNoAccessibilityViolations(page)
  })
})

test('the showcase page shows every block in every layout', async ({
  page,
  homePage: showcase,
}) => {
  // Some forty blocks to scroll through and check: longer than the default journey.
  test.setTimeout(150_000)
  await showcase.gotoPage(SHOWCASE_PAGE_UID)
  await expect(page.getByRole('heading', { level: 1, name: 'Tous les blocs' })).toBeVisible()
  await expect(page).toHaveTitle('Tous les blocs | Vitrine Démo')

  await test.step('every block component in every layout is visible', async () => {
    await showcase.revealAll()
    for (const component of BLOCK_COMPONENTS) {
      for (const layout of BLOCK_LAYOUTS[component]) {
        const block = showcase.block(component, layout)
        await block.scrollIntoViewIfNeeded()
        await expect(block, `${component} ${layout}`).toBeVisible()
        await expect(block.getByRole('heading').first(), `${component} ${layout}`).toBeVisible()
      }
    }
    await expect(showcase.blocks('Banner2')).toHaveCount(BLOCK_LAYOUTS.Banner2.length)
  })

  await test.step('axe-core finds nothing', async () => {
    await expectNoAccessibilityViolations(page)
  })
})

test('the home page starts from what the page carried, without calls for the site, categories or blocks', async ({
  page,
  homePage: home,
}) => {
  const asked: string[] = []
  const scripts: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname)
    if (request.resourceType() === 'script') scripts.push(url.pathname)
  })
  await home.goto()
  await page.waitForLoadState('networkidle')
  // The first shown block's picture is asked for by the page itself, before any script runs.
  await expect(page.locator('head link[rel=preload][as=image]')).toHaveCount(1)
  const carried = /\/(website|categories|billing\/plans)\/$|\/pages\//
  expect(asked.filter((path) => carried.test(path))).toEqual([])
  // The blocks further down are drawn as the visitor nears them, asking for their items then.
  await home.revealAll()
  await expect.poll(() => asked.some((path) => path.endsWith('/items/'))).toBe(true)
  // The toaster's code waits for a first toast.
  expect(scripts.filter((path) => path.includes('notistack'))).toEqual([])
})
