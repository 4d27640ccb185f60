import { API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import type { Item } from '../contract/schemas/catalogue.ts'
import { formatMoney } from '../contract/values/money.ts'
import { AdminHomePage } from './pages/admin-home-page.ts'
import { someAddress } from './support/customers.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { useOwnServer } from './support/own-server.ts'
import { shoot } from './support/screenshots.ts'
import { expect, test } from './support/test.ts'

// A server of its own, on a fresh demo database (no orders, no request waiting): the home's
// figures and to-dos are then the demo's and this journey's only.
useOwnServer()

/** A donation the customer gives today, in cents: today's whole revenue. */
const DONATION = 1234

test('the owner lands on the dashboard, and its to-do opens the requests that wait', async ({
  page,
  context,
  baseURL,
  request,
  customer,
  adminLoginPage,
  adminHomePage: home,
  adminOnDemandPage: requests,
}) => {
  test.slow()

  await test.step('a customer asks for an on-demand item', async () => {
    const listed = await request.get(`${API_BASE}/items/?limit=100`)
    const { results } = (await listed.json()) as { results: Item[] }
    const item = results.find((candidate) => candidate.visibility_type === 'on_demand')!
    const asked = await request.post(`${API_BASE}/ondemand/requests/`, {
      headers: { authorization: `${TOKEN_SCHEME} ${customer.token}` },
      data: { type: 'on_demand', items: [item.uid] },
    })
    expect(asked.status(), await asked.text()).toBe(201)
  })

  await test.step('and gives a donation through the sandbox', async () => {
    const headers = { 'x-forwarded-for': someAddress() }
    const started = await request.post(`${API_BASE}/billing/checkout/donate/`, {
      headers: { ...headers, authorization: `${TOKEN_SCHEME} ${customer.token}` },
      data: { amount: DONATION, message: 'Bravo' },
    })
    expect(started.status(), await started.text()).toBe(200)
    const { checkout_session_url: checkout } = (await started.json()) as {
      checkout_session_url: string
    }
    const paid = await request.post(`${checkout}/pay`, { headers, maxRedirects: 0 })
    expect(paid.status(), await paid.text()).toBe(303)
  })

  await test.step('the owner signs in on the home: figures, to-dos, latest rows', async () => {
    await adminLoginPage.logInAsOwner()
    await expect(home.heading).toContainText(home.text('vitrine.home.greeting').trim())
    await expect(home.figure('revenue_today')).toContainText(formatMoney(DONATION, 'eur', 'fr'))
    await expect(home.figure('plays')).toBeVisible()
    await expect(home.todo('ondemand_requests', 1)).toBeVisible()
    await expect(home.lastOrders.getByRole('link', { name: customer.email })).toBeVisible()
    await expect(home.lastImports).toBeVisible()
    await expect(home.lastCustomerImports).toContainText(
      home.text('vitrine.home.noCustomerImports'),
    )
    await expectNoAccessibilityViolations(page)
    await shoot(page, 'admin-dashboard-fr')
  })

  await test.step('the to-do opens the requests list narrowed to those waiting', async () => {
    await home.todo('ondemand_requests', 1).click()
    await expect(page).toHaveURL(/\/admin\/ondemand_requests\?filter=.*pending/)
    await expect(requests.row(customer.email)).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('in English, the home speaks English', async () => {
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }])
    await page.goto('/admin')
    const english = new AdminHomePage(page, 'en')
    await expect(english.todo('ondemand_requests', 1)).toBeVisible()
    await expect(english.figure('revenue_today')).toContainText(formatMoney(DONATION, 'eur', 'en'))
    await expectNoAccessibilityViolations(page)
    await shoot(page, 'admin-dashboard-en')
  })
})
