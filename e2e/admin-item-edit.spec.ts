import { API_BASE } from '../contract/values/api-paths.ts'
import { ItemPage } from './pages/item-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { waitForHydration } from './support/hydration.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

// A server of its own: this journey changes the catalogue the other journeys read.
useOwnServer()

test('the owner renames a playlist, describes and prices it, then deletes it; visitors see each change', async ({
  page,
  browser,
  baseURL,
  adminLoginPage,
  adminHomePage: home,
  adminItemsPage: items,
  adminItemPage: item,
  adminItemEditPage: form,
}) => {
  // Five screens, two browsers and an audit log: longer than a journey's usual time.
  test.slow()
  const newName = 'Une saison au jardin'

  await test.step('the owner opens the first playlist of the list', async () => {
    await adminLoginPage.logInAsOwner()
    await expect(home.heading).toBeVisible()
    await page.goto(`/admin/items?filter=${encodeURIComponent('{"type":"playlist"}')}`)
    await expect(items.rows.first()).toBeVisible()
    await items.rows.first().click()
    await expect(page).toHaveURL(/\/admin\/items\/[^/]+\/show$/)
    await item.editButton.click()
    await expect(page).toHaveURL(/\/admin\/items\/[^/]+$/)
    await expect(form.name).not.toHaveValue('')
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await expectNoAccessibilityViolations(page)
  })

  await test.step('renames it, makes it paid and adds a 48-hour rental at 4,99 €', async () => {
    await form.name.fill(newName)
    await form.excerpt.fill('Quatre saisons de potager, filmées pas à pas.')
    await form.writeDescription('Quatre saisons de potager, filmées ', 'pas à pas')
    await form.monetized.check()
    const prices = await form.amounts.count()
    await form.addPrice.click()
    await form.amounts.nth(prices).fill('4.99')
    await form.periods.nth(prices).fill('48')
    await expectNoAccessibilityViolations(page)
    await form.save.click()
    await expect(page).toHaveURL(/\/show$/)
    await expect(item.name(newName)).toBeVisible()
    await expect(item.main.getByText(/4,99\s€ · 48 heures/)).toBeVisible()
  })

  await test.step('a visitor finds the new name and the new price on the storefront', async () => {
    const path = await form.storefrontPath()
    expect(path).toMatch(/^\/[\w-]+$/)
    const visitor = await browser.newPage({ baseURL })
    const storefront = new ItemPage(visitor)
    await visitor.goto(path)
    // A page of its own misses the fixture's wait: the buy button answers once hydrated.
    await waitForHydration(visitor)
    await expect(storefront.heading(newName)).toBeVisible()
    // The description keeps the emphasis the owner set in the back office's editor.
    await expect(visitor.locator('strong', { hasText: 'pas à pas' })).toBeVisible()
    await storefront.buy.click()
    await expect(visitor.getByText(/4,99\s€/).first()).toBeVisible()
    await visitor.close()
  })

  await test.step('the owner deletes it, which nobody bought; visitors lose its page', async () => {
    const path = await form.storefrontPath()
    await expect(item.name(newName)).toBeVisible()
    await item.deleteButton.click()
    await expect(item.confirmButton).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await item.confirmButton.click()
    await expect(page).toHaveURL(/\/admin\/items(\?.*)?$/)
    const gone = await page.request.get(`${API_BASE}/items${path}/`)
    expect(gone.status()).toBe(404)
  })

  await test.step('the audit log tells the change in words, and the deletion', async () => {
    await page.goto('/admin/audit_log')
    const entries = page.getByRole('table').first().getByRole('row')
    const named = (action: string) =>
      entries.filter({ hasText: action }).filter({ hasText: newName })
    await expect(named('Suppression').first()).toBeVisible()
    await named('Modification').first().click()
    const changes = page.getByRole('table', { name: 'Champs modifiés' })
    const nameRow = changes
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Nom', exact: true }) })
    await expect(nameRow.getByRole('cell', { name: newName, exact: true })).toBeVisible()
    await expect(changes.getByRole('cell', { name: /^4,99\s€$/ })).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })
})
