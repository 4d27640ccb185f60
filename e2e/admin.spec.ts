import type { Page } from '@playwright/test'
import { DEMO_CUSTOMER, DEMO_STAFF } from '../server/demo/accounts.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

/** Axe on a back-office screen once its data is in: no loading spinner left. */
async function expectSettled(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  await expectNoAccessibilityViolations(page)
}

/** The French word order of names, as the server sorts them. */
const frenchOrder = (names: string[]) =>
  [...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }))

test('a customer who signs in at /admin is told the back office is not theirs', async ({
  page,
  adminLoginPage: login,
}) => {
  await test.step('the back office asks to sign in', async () => {
    await login.goto()
    await expectSettled(page)
  })
  await test.step('the customer is refused and stays on the sign-in screen', async () => {
    await login.logIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
    await expect(login.notStaff).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})

test('the site owner signs in at /admin and browses every item in French', async ({
  page,
  adminLoginPage: login,
  adminHomePage: home,
  adminItemsPage: items,
  adminItemPage: item,
  adminAuditLogPage: auditLog,
}) => {
  // Four screens, each checked by axe: close to the default limit on a busy two-core machine.
  test.slow()
  await test.step('the owner signs in on the home, then opens the media library', async () => {
    await login.goto()
    await login.logIn(DEMO_STAFF.email, DEMO_STAFF.password)
    await expect(home.heading).toBeVisible()
    await home.mediasMenuLink.click()
    await expect(page).toHaveURL(/\/admin\/medias/)
    await expect(items.table).toBeVisible()
    await expectSettled(page)
  })

  await test.step('a video of the library opens the item that shows it', async () => {
    const itemLink = items.table.getByRole('link').first()
    const name = (await itemLink.textContent()) ?? ''
    expect(name).not.toBe('')
    await itemLink.click()
    await expect(page).toHaveURL(/\/admin\/items\/[^/]+\/show$/)
    await expect(item.main.getByText(name, { exact: true }).first()).toBeVisible()
  })

  await test.step('the owner opens the items', async () => {
    await items.itemsMenuLink.click()
    await expect(items.title).toBeVisible()
    await expect(items.table).toBeVisible()
    await items.expectRows(25)
    await expectSettled(page)
  })

  let firstPage: string[] = []
  await test.step('the list comes by name, and sorts the other way', async () => {
    firstPage = await items.names()
    expect(firstPage).toEqual(frenchOrder(firstPage))
    await items.nameHeader.click()
    await expect(page).toHaveURL(/order=DESC/)
    await expect.poll(() => items.names()).not.toEqual(firstPage)
    const reversed = await items.names()
    expect(reversed).toEqual(frenchOrder(reversed).reverse())
    await items.nameHeader.click()
    await expect(page).toHaveURL(/order=ASC/)
    await expect.poll(() => items.names()).toEqual(firstPage)
  })

  await test.step('the next page goes on where the first stopped', async () => {
    await items.nextPage.click()
    await expect(page).toHaveURL(/page=2/)
    await expect.poll(async () => (await items.names())[0]).not.toBe(firstPage[0])
    const secondPage = await items.names()
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([])
    expect(frenchOrder([...firstPage, ...secondPage])).toEqual([...firstPage, ...secondPage])
  })

  await test.step('an item opens with its details', async () => {
    const name = (await items.names())[0]!
    await items.rows.first().click()
    await expect(page).toHaveURL(/\/admin\/items\/[^/]+\/show$/)
    await expect(item.name(name)).toBeVisible()
    await expect(item.excerptLabel).toBeVisible()
    await expect(item.pricesLabel).toBeVisible()
    await expectSettled(page)
  })

  await test.step('the owner opens the audit log from the team group of the menu', async () => {
    const team = page.getByRole('menu', { name: 'Équipe' })
    await expect(page.getByRole('heading', { name: 'Ventes' })).toBeVisible()
    await expect(team.getByRole('menuitem')).toHaveCount(3)
    await expect(team.getByRole('menuitem').last()).toHaveText(/Journal d'audit/)
    await items.auditLogMenuLink.click()
    await expect(page).toHaveURL(/\/admin\/audit_log/)
    await expect(auditLog.title).toBeVisible()
    await expectSettled(page)
  })
})

test('a screen whose code is slow to come shows a named "Chargement" that axe passes', async ({
  page,
  adminLoginPage: login,
  adminPlansPage: plans,
}) => {
  const PLAN_LIST_CODE = '**/admin/assets/plan-list-*.js'
  await login.logInAsOwner()
  await expect(page).toHaveURL(/\/admin\/?$/)
  // The plans screen's code is held on its way until the loading screen has been checked.
  let letThrough = () => {}
  const held = new Promise<void>((resolve) => (letThrough = resolve))
  await page.route(PLAN_LIST_CODE, async (route) => {
    await held
    await route.continue()
  })
  await plans.menuLink.click()
  const spinner = page.getByRole('main').getByRole('progressbar', {
    name: plans.text('ra.page.loading'),
  })
  await expect(spinner).toBeVisible()
  await expect(page.getByText(plans.text('ra.message.loading'))).toBeVisible()
  await expectNoAccessibilityViolations(page)

  letThrough()
  await expect(plans.table).toBeVisible()
  await expect(spinner).toHaveCount(0)
})

test('on a phone, the back office’s bar keeps the profile menu on screen', async ({
  page,
  adminLoginPage: login,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await login.logInAsOwner()
  await expect(page).toHaveURL(/\/admin\/?$/)
  const banner = page.getByRole('banner')
  await expect(banner.getByRole('button', { name: 'Profil' })).toBeInViewport({ ratio: 1 })
  await expect(banner.getByRole('button', { name: 'Français' })).toBeInViewport({ ratio: 1 })
})
