import { readFile } from 'node:fs/promises'
import { API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import { formatMoney } from '../contract/values/money.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { someAddress } from './support/customers.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

// A server of its own, on a fresh demo database (which holds no orders): the dashboard's sums
// are then exactly the orders this journey makes, and no other journey's orders change them.
useOwnServer()

/** Two donations, in cents: the period's gross is their sum. */
const DONATIONS = [1234, 2500]
const GROSS = DONATIONS.reduce((sum, amount) => sum + amount, 0)

test('the owner reads what the site earned in the last 30 days and downloads it as CSV', async ({
  page,
  request,
  customer,
  adminLoginPage,
  adminAnalyticsPage: analytics,
}) => {
  test.slow()

  await test.step('a customer gives two donations through the sandbox', async () => {
    const headers = { 'x-forwarded-for': someAddress() }
    for (const amount of DONATIONS) {
      const started = await request.post(`${API_BASE}/billing/checkout/donate/`, {
        headers: { ...headers, authorization: `${TOKEN_SCHEME} ${customer.token}` },
        data: { amount, message: 'Merci pour les films' },
      })
      expect(started.status(), await started.text()).toBe(200)
      const { checkout_session_url: checkout } = (await started.json()) as {
        checkout_session_url: string
      }
      // The checkout's cookie proves the buyer to the sandbox; the request context keeps it.
      const paid = await request.post(`${checkout}/pay`, { headers, maxRedirects: 0 })
      expect(paid.status(), await paid.text()).toBe(303)
    }
  })

  await test.step('the owner opens the dashboard and sees that gross revenue', async () => {
    await adminLoginPage.logInAsOwner()
    await analytics.menuLink.click()
    await expect(analytics.gross).toHaveText(formatMoney(GROSS, 'eur', 'fr'))
    await expect(analytics.revenueByDayChart).toBeVisible()
    await expect(analytics.loading).toHaveCount(0)
    await expectNoAccessibilityViolations(page)
  })

  await test.step('downloads all the figures as CSV, the gross among them', async () => {
    const download = await analytics.downloadCsv(analytics.text('vitrine.analytics.allFigures'))
    expect(download.suggestedFilename()).toMatch(
      /^vitrine-analytics-figures-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    )
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv.split('\r\n')).toContain(`gross,${(GROSS / 100).toFixed(2)},EUR`)
  })
})
