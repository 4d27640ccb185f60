import type { APIRequestContext, Page } from '@playwright/test'
import type { AdminSettings } from '../contract/schemas/admin-settings.ts'
import type { Item, Plan } from '../contract/schemas/catalogue.ts'
import { ADMIN_API_BASE, API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import { SETTINGS_PATH } from '../contract/values/admin-settings.ts'
import { DEMO_STAFF } from '../server/demo/accounts.ts'
import { AdminLoginPage } from './pages/admin-login-page.ts'
import { adminText } from './support/admin-texts.ts'
import { loginToken, newCustomer, signIn } from './support/customers.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

/**
 * The cancel dialog with a pause and a win-back offer, and the settings that make them, in
 * French and English, at phone and desktop size, for a person to look at, in SHOTS_DIR. Only
 * with E2E_SCREENSHOTS=1.
 */

useOwnServer()

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
      path: `${SHOTS_DIR}/${name}-${language}-${size.width}x${size.height}.png`,
      fullPage: true,
    })
  }
  await page.setViewportSize(SIZES[1]!)
}

/** Pauses of two months at most and 12,50 € off the next three renewals. */
async function offerBoth(request: APIRequestContext) {
  const token = await loginToken(request, DEMO_STAFF.email, DEMO_STAFF.password)
  const headers = { Authorization: `${TOKEN_SCHEME} ${token}` }
  const url = `${ADMIN_API_BASE}${SETTINGS_PATH}`
  const settings = (await (await request.get(url, { headers })).json()) as AdminSettings
  const data: AdminSettings = {
    ...settings,
    subscription_pause_enabled: true,
    subscription_pause_max_months: 2,
    subscription_winback_enabled: true,
    subscription_winback_kind: 'amount',
    subscription_winback_amount_off: 1250,
    subscription_winback_months: 3,
  }
  expect((await request.put(url, { headers, data })).ok()).toBe(true)
}

/** A demo item that a plan opens, and that plan. */
async function itemOfAPlan(request: APIRequestContext): Promise<{ item: Item; plan: Plan }> {
  const plans = (await (await request.get(`${API_BASE}/billing/plans/`)).json()) as Plan[]
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  const { results } = (await answer.json()) as { results: Item[] }
  for (const item of results) {
    const plan = plans.find((candidate) => item.plans.includes(candidate.uid))
    if (item.monetization_enabled && !item.has_access && plan) return { item, plan }
  }
  throw new Error('The demo catalogue has no item in a plan')
}

for (const language of ['fr', 'en'] as const) {
  test(`the cancel dialog's offers and their settings in ${language}`, async ({
    page,
    request,
    context,
    baseURL,
    itemPage,
    cartDrawer: cart,
    cartPaymentPage: payment,
    cartSuccessPage: success,
  }) => {
    test.slow()
    await offerBoth(request)
    const { item, plan } = await itemOfAPlan(request)
    const customer = await newCustomer(request, page)
    await signIn(page, customer.token)
    await itemPage.goto(item.slug, item.content_object.name)
    await itemPage.subscribe.click()
    await cart.expectView('subscriptions')
    await cart.subscribeButton(plan.name).click()
    await payment.expectShown()
    await payment.pay.click()
    await success.expectBackTo(`/${item.slug}`)

    await context.addCookies([{ name: 'language', value: language, url: baseURL! }])
    await page.goto('/my-stuff')
    const held = page.getByRole('article', { name: plan.name })
    await held.getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await shoot(page, 'winback-cancel-dialog', language)

    const t = (key: string, values?: Record<string, string | number>) =>
      adminText(language, key, values)
    const owner = await context.newPage()
    await new AdminLoginPage(owner, language).logInAsOwner()
    await expect(owner).not.toHaveURL(/\/login$/)
    await owner.goto('/admin/settings/payments')
    await expect(owner.getByRole('switch', { name: t('vitrine.settings.winback') })).toBeChecked()
    await shoot(owner, 'winback-settings', language)
  })
}
