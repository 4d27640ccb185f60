import { expect, type APIRequestContext } from '@playwright/test'
import type { AdminSettings } from '../../contract/schemas/admin-settings.ts'
import type { Item, Plan } from '../../contract/schemas/catalogue.ts'
import { ADMIN_API_BASE, API_BASE, TOKEN_SCHEME } from '../../contract/values/api-paths.ts'
import { SETTINGS_PATH } from '../../contract/values/admin-settings.ts'
import { DEMO_STAFF } from '../../server/demo/accounts.ts'
import type { CartDrawer } from '../pages/cart-drawer.ts'
import type { CartPaymentPage } from '../pages/cart-payment-page.ts'
import type { CartSuccessPage } from '../pages/cart-success-page.ts'
import type { ItemPage } from '../pages/item-page.ts'
import { loginToken } from './customers.ts'

/** What the journeys about keeping subscribers share: the site's offers, a plan, subscribing. */

/** Changes the demo site's settings through the staff API, as its owner. */
export async function changeDemoSettings(
  request: APIRequestContext,
  changes: Partial<AdminSettings>,
): Promise<void> {
  const token = await loginToken(request, DEMO_STAFF.email, DEMO_STAFF.password)
  const headers = { Authorization: `${TOKEN_SCHEME} ${token}` }
  const url = `${ADMIN_API_BASE}${SETTINGS_PATH}`
  const settings = (await (await request.get(url, { headers })).json()) as AdminSettings
  const saved = await request.put(url, { headers, data: { ...settings, ...changes } })
  expect(saved.ok(), await saved.text()).toBe(true)
}

/** A demo item that a plan opens (the plan named `planName`, when given), and that plan. */
export async function itemOfAPlan(
  request: APIRequestContext,
  planName?: string,
): Promise<{ item: Item; plan: Plan }> {
  const allPlans = (await (await request.get(`${API_BASE}/billing/plans/`)).json()) as Plan[]
  const plans = allPlans.filter((plan) => planName === undefined || plan.name === planName)
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  const { results } = (await answer.json()) as { results: Item[] }
  for (const item of results) {
    const plan = plans.find((candidate) => item.plans.includes(candidate.uid))
    if (item.monetization_enabled && !item.has_access && plan) return { item, plan }
  }
  throw new Error(`The demo catalogue has no item in ${planName ?? 'a plan'}`)
}

/** The signed-in customer subscribes to the plan from the item's page, paying in the sandbox. */
export async function subscribeFromItem(
  pages: {
    itemPage: ItemPage
    cartDrawer: CartDrawer
    cartPaymentPage: CartPaymentPage
    cartSuccessPage: CartSuccessPage
  },
  { item, plan }: { item: Item; plan: Plan },
): Promise<void> {
  const { itemPage, cartDrawer: cart, cartPaymentPage: payment, cartSuccessPage: success } = pages
  await itemPage.goto(item.slug, item.content_object.name)
  await itemPage.subscribe.click()
  await cart.expectView('subscriptions')
  await cart.subscribeButton(plan.name).click()
  await payment.expectShown()
  await payment.pay.click()
  await success.expectBackTo(`/${item.slug}`)
}
