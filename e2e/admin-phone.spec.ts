import { mkdirSync } from 'node:fs'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { adminText } from './support/admin-texts.ts'
import { expect, test } from './support/test.ts'

/** Where pictures of each list go when a person asks for them (SHOTS_DIR). */
const SHOTS_DIR = process.env.SHOTS_DIR

/** Every list of the back office, by the menu's group it sits in. */
const LISTS = [
  'medias',
  'items',
  'categories',
  'media_imports',
  'orders',
  'plans',
  'bundles',
  'coupons',
  'customers',
  'ondemand_requests',
  'customer_invitations',
  'customer_imports',
  'broadcasts',
  'staff',
  'staff_invitations',
  'audit_log',
  'data_exports',
  'job_failures',
  'api_keys',
  'webhooks',
]

test.use({ viewport: { width: 390, height: 844 } })

test('on a phone, every list of the back office fits the screen, its menu and profile in reach', async ({
  page,
  adminLoginPage,
}) => {
  test.slow()
  const text = (key: string, values?: Record<string, number>) => adminText('fr', key, values)
  const main = page.getByRole('main')
  const openMenu = page.getByRole('button', { name: text('ra.action.open_menu') })
  const profile = page.getByRole('button', { name: text('ra.auth.user_menu') })
  const title = page.locator('#react-admin-title')
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true })

  await adminLoginPage.logInAsOwner()
  await expect(profile).toBeInViewport()

  for (const list of LISTS) {
    await test.step(list, async () => {
      await openMenu.click()
      const name = text(`resources.${list}.name`, { smart_count: 2 })
      const entry = page.getByRole('menuitem', { name, exact: true })
      await entry.click()
      // The menu closes by itself once an entry is chosen on a phone.
      await expect(entry).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`/admin/${list}$`))
      // The bar's title is the list's own once its screen has replaced the one before.
      await expect(title).toHaveText(name)
      // Loaded: its cards, its rows (the category tree) or what it says when it has none.
      await expect(
        main
          .getByRole('listitem')
          .or(main.getByRole('row'))
          .or(main.getByText(text('ra.navigation.no_results')))
          .first(),
      ).toBeVisible()
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }))
      expect(widths.page, `${list} is wider than the phone`).toBeLessThanOrEqual(widths.screen)
      // The bar draws the screen's title whole, not cut short.
      const cut = await title.evaluate((bar) => bar.scrollWidth > bar.clientWidth)
      expect(cut, `the title of ${list} is cut`).toBe(false)
      await expect(openMenu).toBeInViewport()
      await expect(profile).toBeInViewport()
      if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${list}-fr-390x844.png` })
    })
  }

  await test.step('a card opens its record, and the screen is labelled throughout', async () => {
    await openMenu.click()
    await page
      .getByRole('menuitem', { name: text('resources.plans.name', { smart_count: 2 }) })
      .click()
    const firstPlan = main.getByRole('listitem').first()
    await expect(firstPlan).toContainText('Abonnement mensuel')
    await expectNoAccessibilityViolations(page)
    await firstPlan.getByRole('link').click()
    await expect(page).toHaveURL(/\/admin\/plans\/[^/]+$/)
    await expect(
      main.getByRole('textbox', { name: text('resources.plans.fields.name') }),
    ).toHaveValue('Abonnement mensuel')
  })
})
