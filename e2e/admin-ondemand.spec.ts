import { API_BASE } from '../contract/values/api-paths.ts'
import type { Item } from '../contract/schemas/catalogue.ts'
import { CartDrawer } from './pages/cart-drawer.ts'
import { ItemPage } from './pages/item-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { newCustomer, signIn } from './support/customers.ts'
import { waitForHydration } from './support/hydration.ts'
import { newestMailTo } from './support/outbox.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

// A server of its own: the menu counts every waiting request, and no other journey's may count.
useOwnServer()

const PASSWORD = 'vitrine-lucie-2026'
const WORD = 'Bon visionnage, et merci de votre fidélité !'

test('the owner accepts a customer’s request for an on-demand item, who then watches it', async ({
  page,
  browser,
  baseURL,
  request,
  adminLoginPage,
  adminOnDemandPage: requests,
}) => {
  test.slow()
  const items = (await (await request.get(`${API_BASE}/items/?limit=100`)).json()) as {
    results: Item[]
  }
  const item = items.results.find((candidate) => candidate.visibility_type === 'on_demand')!
  const name = item.content_object.name
  const context = await browser.newContext({ baseURL })
  const visitor = await context.newPage()
  const customer = await newCustomer(request, visitor, {
    firstName: 'Lucie',
    lastName: 'Fontaine',
    password: PASSWORD,
  })
  const itemPage = new ItemPage(visitor)

  await test.step('the customer asks for the item from its page', async () => {
    await signIn(visitor, customer.token)
    await visitor.goto(`/${item.slug}`)
    await waitForHydration(visitor)
    await itemPage.requestAccess.click()
    const cart = new CartDrawer(visitor)
    await cart.requestSubmit.click()
    await cart.expectView('onDemandSuccess')
  })

  await test.step('the owner finds it waiting, counted in the menu', async () => {
    await adminLoginPage.logInAsOwner()
    await expect(requests.menuLink).toHaveAccessibleName(
      new RegExp(requests.text('vitrine.ondemand.pendingCount', { smart_count: 1 })),
    )
    await requests.menuLink.click()
    await expect(requests.row(customer.email)).toContainText(name)
    await expectNoAccessibilityViolations(page)
  })

  await test.step('accepts it with a word for the customer', async () => {
    await requests.decisionButton('accept', customer.email, name).click()
    await expect(requests.dialog).toContainText(customer.email)
    await requests.message.fill(WORD)
    await expectNoAccessibilityViolations(page)
    await requests.confirm('accept').click()
    await expect(requests.dialog).toBeHidden()
    // Answered, it leaves the requests that wait, and the menu counts none.
    await expect(requests.row(customer.email)).toHaveCount(0)
    await expect(requests.menuLink).toHaveAccessibleName(
      requests.text('resources.ondemand_requests.name', { smart_count: 2 }),
    )
  })

  await test.step('the customer is told by mail, with the word, in French', async () => {
    await expect.poll(() => newestMailTo(customer.email)).toContain('a été acceptée')
    expect(newestMailTo(customer.email)).toContain(WORD)
  })

  await test.step('and watches the item at once', async () => {
    await visitor.reload()
    await waitForHydration(visitor)
    await expect(itemPage.player).toBeVisible()
    await expect(itemPage.requestAccess).toHaveCount(0)
  })
  await context.close()
})
