import type { Page } from '@playwright/test'
import { adminText } from './support/admin-texts.ts'
import { AdminLoginPage } from './pages/admin-login-page.ts'
import { expect, test } from './support/test.ts'

/**
 * The broadcasts screens (issue 46 part 4) in French and English, at phone and desktop size,
 * for a person to look at, in SHOTS_DIR. Only with E2E_SCREENSHOTS=1.
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? 'test-results/screenshots'
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]

async function shoot(page: Page, name: string, language: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    await page.screenshot({
      path: `${SHOTS_DIR}/broadcast-${name}-${language}-${size.width}x${size.height}.png`,
      fullPage: true,
    })
  }
  await page.setViewportSize(SIZES[1]!)
}

for (const language of ['fr', 'en'] as const) {
  test(`broadcasts in ${language}`, async ({ page, context, baseURL }) => {
    test.slow()
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }])
    const t = (key: string, values?: Record<string, string | number>) =>
      adminText(language, key, values)
    await new AdminLoginPage(page, language).logInAsOwner()

    await page.goto('/admin/broadcasts/create')
    await page
      .getByRole('textbox', { name: t('resources.broadcasts.fields.subject') })
      .fill(language === 'fr' ? 'Nouveautés de mai' : 'New in May')
    await page
      .locator('.ra-input-body [contenteditable="true"]')
      .fill(language === 'fr' ? 'Trois films arrivent ce mois-ci.' : 'Three films this month.')
    await page.getByRole('combobox', { name: t('resources.broadcasts.fields.segment') }).click()
    await page.getByRole('option', { name: t('vitrine.broadcast.segment.bought_item') }).click()
    await shoot(page, 'create', language)
    await page.getByRole('combobox', { name: t('resources.broadcasts.fields.segment') }).click()
    await page.getByRole('option', { name: t('vitrine.broadcast.segment.never_bought') }).click()
    await page.getByRole('button', { name: t('ra.action.save') }).click()
    await expect(page.getByRole('heading', { name: t('vitrine.broadcast.preview') })).toBeVisible()
    await page.locator('iframe').waitFor()
    await shoot(page, 'edit', language)
    await page.getByRole('button', { name: t('vitrine.broadcast.sendNow') }).click()
    await expect(page.getByText(t('vitrine.broadcast.started'))).toBeVisible()
    await page.reload()
    await shoot(page, 'sent', language)
    await page.goto('/admin/broadcasts')
    await shoot(page, 'list', language)
  })
}
