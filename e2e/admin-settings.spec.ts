import { API_BASE } from '../contract/values/api-paths.ts'
import type { WebsiteSettings } from '../contract/schemas/website.ts'
import { Shell } from './pages/shell.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { waitForHydration } from './support/hydration.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

// A server of its own: this journey changes the demo site's colours other journeys see.
useOwnServer()

/** Dark enough to pass AA on the light theme's surfaces, so the theme keeps it as it is. */
const GREEN = { hex: '#0b5d1e', rgb: 'rgb(11, 93, 30)' }
const NEW_NAME = 'Vitrine verte'

test('the owner changes the primary colour, sees it in the preview, and the next visitor gets it', async ({
  page,
  browser,
  baseURL,
  request,
  adminLoginPage,
  adminSettingsPage: settings,
}) => {
  test.slow()
  const storedPrimary = async () =>
    ((await (await request.get(`${API_BASE}/website/`)).json()) as WebsiteSettings).colors_primary

  await test.step('the owner opens the colours from the menu, one section of the settings', async () => {
    await adminLoginPage.logInAsOwner()
    await expect(settings.homeEditorLink).toHaveAttribute('href', '/?editor')
    await settings.openAppearance()
    await expect(page).toHaveURL(/\/admin\/settings\/appearance$/)
    await expect(settings.preview).toBeVisible()
    // That section alone: the name is on its own page.
    await expect(settings.name).toHaveCount(0)
    await expectNoAccessibilityViolations(page)
  })

  await test.step('the preview takes the colour as it is typed, before anything is saved', async () => {
    await expect(settings.previewButton).not.toHaveCSS('background-color', GREEN.rgb)
    await settings.primaryColour.fill(GREEN.hex)
    await expect(settings.previewButton).toHaveCSS('background-color', GREEN.rgb)
    expect(await storedPrimary()).not.toBe(GREEN.hex)
    await expectNoAccessibilityViolations(page)
  })

  await test.step('saves, and the back office takes the new name and colour at once', async () => {
    await settings.save.click()
    await expect(settings.saved).toBeVisible()
    expect(await storedPrimary()).toBe(GREEN.hex)
    await settings.openIdentity()
    await expectNoAccessibilityViolations(page)
    await settings.name.fill(NEW_NAME)
    await settings.save.click()
    await expect(settings.saved.first()).toBeVisible()
    // The name's save sent the name alone: the colour stays.
    expect(await storedPrimary()).toBe(GREEN.hex)
    // Its bar (scrolled out of view, not out of the page) in the new name and colour.
    const appBar = page.locator('header').filter({ hasText: NEW_NAME })
    await expect(appBar).toHaveCSS('background-color', GREEN.rgb)
    await expect(page).toHaveTitle(NEW_NAME)
  })

  await test.step('a new visitor’s storefront is drawn in the new colour', async () => {
    const context = await browser.newContext({ baseURL })
    const visitor = await context.newPage()
    const shell = new Shell(visitor)
    // As the server draws it, then once React has taken it over.
    await shell.goto('/')
    await expect(shell.appBar).toHaveCSS('background-color', GREEN.rgb)
    await waitForHydration(visitor)
    await expect(shell.appBar).toHaveCSS('background-color', GREEN.rgb)
    await context.close()
  })
})
