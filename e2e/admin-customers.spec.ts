import { API_BASE } from '../contract/values/api-paths.ts'
import type { Item, Plan } from '../contract/schemas/catalogue.ts'
import { ItemPage } from './pages/item-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { itemForSale, newCustomer, signIn } from './support/customers.ts'
import { waitForHydration } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

const PASSWORD = 'vitrine-lucas-2026'

test('the owner gives a customer free access to an item for a week, then takes it back', async ({
  page,
  browser,
  baseURL,
  request,
  adminLoginPage,
  adminCustomersPage: customers,
}) => {
  test.slow()
  const item = await itemForSale(request)
  const name = item.content_object.name
  const context = await browser.newContext({ baseURL })
  const visitor = await context.newPage()
  const customer = await newCustomer(request, visitor, {
    firstName: 'Lucas',
    lastName: 'Perrin',
    password: PASSWORD,
  })
  await signIn(visitor, customer.token)
  const itemPage = new ItemPage(visitor)

  await test.step('the owner finds the customer by address and opens their page', async () => {
    await adminLoginPage.logInAsOwner()
    await customers.menuLink.click()
    await customers.find(customer.email)
    await expect(customers.rows).toHaveCount(1)
    await expectNoAccessibilityViolations(page)
    await customers.rows.first().click()
    await expect(page.getByRole('main').getByText(customer.email).first()).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await expectNoAccessibilityViolations(page)
  })

  await test.step('gives them the item for 7 days, with a note', async () => {
    await customers.chooseItem(name)
    await customers.grantDays.fill('7')
    await customers.grantNote.fill('Geste commercial après une panne')
    await customers.giveAccess.click()
    await expect(page.getByText(customers.text('vitrine.customer.grant.given'))).toBeVisible()
    await expect(customers.revoke(name)).toBeVisible()
    await expect(page.getByRole('main').getByText('Geste commercial après une panne')).toBeVisible()
  })

  await test.step('the customer watches it without paying, and may buy it to keep it', async () => {
    await visitor.goto(`/${item.slug}`)
    await waitForHydration(visitor)
    await expect(itemPage.player).toBeVisible()
    // Access for a week only: the page offers to buy the item to keep it (as after a rental),
    // beside the player, never a paywall in its place.
    const keep = visitor.getByRole('region', { name: /achetez-le pour le garder/ })
    await expect(keep.getByRole('button', { name: /^Acheter/ })).toBeVisible()
  })

  await test.step('the owner takes it back; the item closes to the customer', async () => {
    await customers.revoke(name).click()
    await expect(page.getByText(customers.text('vitrine.customer.grant.revoked'))).toBeVisible()
    await expect(customers.revoke(name)).toHaveCount(0)
    await visitor.reload()
    await waitForHydration(visitor)
    await expect(itemPage.buy).toBeVisible()
    await expect(itemPage.player).toHaveCount(0)
  })
  await context.close()
})

test('the owner gives a customer free access to a plan: its items open until it is revoked', async ({
  page,
  browser,
  baseURL,
  request,
  adminLoginPage,
  adminCustomersPage: customers,
}) => {
  test.slow()
  const plans = (await (await request.get(`${API_BASE}/billing/plans/`)).json()) as Plan[]
  const items = (await (await request.get(`${API_BASE}/items/?limit=100`)).json()) as {
    results: Item[]
  }
  const item = items.results.find(
    (candidate) =>
      !candidate.has_access && candidate.plans.some((uid) => plans.some((p) => p.uid === uid)),
  )
  const plan = plans.find((candidate) => item?.plans.includes(candidate.uid))
  if (!item || !plan) throw new Error('The demo catalogue has no item in a public plan')
  const context = await browser.newContext({ baseURL })
  const visitor = await context.newPage()
  const customer = await newCustomer(request, visitor, {
    firstName: 'Inès',
    lastName: 'Morel',
    password: PASSWORD,
  })
  await signIn(visitor, customer.token)
  const itemPage = new ItemPage(visitor)

  await test.step('the owner opens the customer, who has watched nothing yet', async () => {
    await adminLoginPage.logInAsOwner()
    await customers.menuLink.click()
    await customers.open(customer.email)
    await expect(
      page.getByRole('main').getByText(customers.text('vitrine.customer.watch.empty')),
    ).toBeVisible()
  })

  await test.step('gives them the plan for 30 days', async () => {
    await customers.choosePlan(plan.name)
    await customers.grantDays.fill('30')
    await customers.giveAccess.click()
    await expect(page.getByText(customers.text('vitrine.customer.grant.given'))).toBeVisible()
    await expect(customers.revokePlan(plan.name)).toBeVisible()
  })

  await test.step("the customer watches the plan's item without paying", async () => {
    await visitor.goto(`/${item.slug}`)
    await waitForHydration(visitor)
    await expect(itemPage.player).toBeVisible()
  })

  await test.step('the owner revokes it; the item closes again', async () => {
    await customers.revokePlan(plan.name).click()
    await expect(page.getByText(customers.text('vitrine.customer.grant.revoked'))).toBeVisible()
    await visitor.reload()
    await waitForHydration(visitor)
    await expect(itemPage.player).toHaveCount(0)
  })
  await context.close()
})
