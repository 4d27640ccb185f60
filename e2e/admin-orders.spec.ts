import { formatMoneyInput } from '../contract/values/money-input.ts'
import { CartDrawer } from './pages/cart-drawer.ts'
import { CartPaymentPage } from './pages/cart-payment-page.ts'
import { CartSuccessPage } from './pages/cart-success-page.ts'
import { ItemPage } from './pages/item-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { itemForSale, newCustomer, signIn } from './support/customers.ts'
import { newestMailTo } from './support/outbox.ts'
import { expect, test } from './support/test.ts'

test('the owner refunds part of an order, then the rest, and the buyer loses the item', async ({
  page,
  browser,
  baseURL,
  request,
  adminLoginPage,
  adminOrdersPage: orders,
}) => {
  test.slow()
  const item = await itemForSale(request)
  const name = item.content_object.name
  const price = item.prices[0]!.amount
  const context = await browser.newContext({ baseURL })
  const visitor = await context.newPage()
  const customer = await newCustomer(request, visitor, {
    firstName: 'Inès',
    lastName: 'Remboursée',
    password: 'vitrine-ines-2026',
  })
  await signIn(visitor, customer.token)
  const itemPage = new ItemPage(visitor)

  await test.step('the customer buys the item on the sandbox and watches it', async () => {
    await itemPage.goto(item.slug, name)
    await itemPage.buy.click()
    await new CartDrawer(visitor).checkout.click()
    const payment = new CartPaymentPage(visitor)
    await payment.expectShown()
    await payment.pay.click()
    await new CartSuccessPage(visitor).expectBackTo(`/${item.slug}`)
    await itemPage.goto(item.slug, name)
    await expect(itemPage.player).toBeVisible()
  })

  await test.step('the owner finds the order by the buyer and opens it', async () => {
    await adminLoginPage.logInAsOwner()
    await orders.menuLink.click()
    await orders.find(customer.email)
    await expect(orders.rows).toHaveCount(1)
    await expectNoAccessibilityViolations(page)
    await orders.rows.first().click()
    await expect(orders.status('paid')).toBeVisible()
    await expect(orders.refundAmount).toHaveValue(formatMoneyInput(price, 'fr'))
    await expectNoAccessibilityViolations(page)
  })

  await test.step('refunds 1 € with a reason: the access stays', async () => {
    await orders.refundAmount.fill('1')
    await orders.refundReason.fill('Geste commercial')
    await orders.confirmRefund()
    await expect(page.getByText(orders.text('vitrine.order.refund.done'))).toBeVisible()
    await expect(page.getByRole('main').getByText('Geste commercial')).toBeVisible()
    await expect(orders.status('paid')).toBeVisible()
    await expect(orders.refundAmount).toHaveValue(formatMoneyInput(price - 100, 'fr'))
    await expect.poll(() => newestMailTo(customer.email)).toContain('Remboursement de 1,00')
    await itemPage.goto(item.slug, name)
    await expect(itemPage.player).toBeVisible()
  })

  await test.step('refunds the rest: the order is refunded and the item closes', async () => {
    await orders.confirmRefund()
    await expect(orders.status('refunded')).toBeVisible()
    await expect(orders.refund).toHaveCount(0)
    await itemPage.goto(item.slug, name)
    await expect(itemPage.buy).toBeVisible()
    await expect(itemPage.player).toHaveCount(0)
  })
  await context.close()
})
