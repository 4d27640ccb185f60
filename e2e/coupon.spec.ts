import { API_BASE } from '../contract/values/api-paths.ts'
import { CartCoupon } from './pages/cart-coupon.ts'
import { CartDrawer } from './pages/cart-drawer.ts'
import { CartPaymentPage } from './pages/cart-payment-page.ts'
import { ItemPage } from './pages/item-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { itemForSale, newCustomer, signIn } from './support/customers.ts'
import { waitForHydration } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

// The shared server: the coupon's code is this run's own, and it changes nothing others see.
const CODE = `E2E-${Date.now().toString(36).toUpperCase()}`
const PASSWORD = 'vitrine-coupon-2026'

/** 1299 → a pattern matching '12,99 €' whatever space the browser puts before the symbol. */
const euros = (minorUnits: number) =>
  new RegExp(`${(minorUnits / 100).toFixed(2).replace('.', ',')}\\s€$`)

test('the owner creates a 20 % coupon; a customer applies it in the cart and pays the lower total', async ({
  page,
  browser,
  baseURL,
  request,
  adminLoginPage,
  adminCouponsPage: coupons,
  adminOrdersPage: orders,
}) => {
  test.slow()
  const item = await itemForSale(request)
  const name = item.content_object.name
  const amount = item.prices[0]!.amount
  const discount = Math.round((amount * 20) / 100)

  await test.step('the owner creates the coupon in the back office', async () => {
    await adminLoginPage.logInAsOwner()
    await coupons.menuLink.click()
    await coupons.openForm()
    await coupons.code.fill(CODE)
    await expect(coupons.kind('percent')).toBeChecked()
    await coupons.percentOff.fill('20')
    await expect(coupons.oncePerCustomer).toBeChecked()
    await expectNoAccessibilityViolations(page)
    await coupons.save.click()
    const row = coupons.row(CODE)
    await expect(row).toContainText('20 %')
    await expectNoAccessibilityViolations(page)
  })

  const context = await browser.newContext({ baseURL })
  const visitor = await context.newPage()
  const customer = await newCustomer(request, visitor, {
    firstName: 'Paule',
    lastName: 'Remise',
    password: PASSWORD,
  })
  const cart = new CartDrawer(visitor)
  const coupon = new CartCoupon(visitor)
  const payment = new CartPaymentPage(visitor)

  await test.step('a customer puts an item in the cart', async () => {
    await signIn(visitor, customer.token)
    const itemPage = new ItemPage(visitor)
    await itemPage.goto(item.slug, name)
    await waitForHydration(visitor)
    await itemPage.buy.click()
    await cart.expectView('prices')
    await expect(cart.total).toHaveText(euros(amount))
  })

  await test.step('an unknown code is refused next to the field', async () => {
    await coupon.field.fill('NO-SUCH-CODE')
    await coupon.apply.click()
    await expect(coupon.refusal).toHaveText(coupon.refusalText('unknown'))
    await expect(coupon.field).toHaveAttribute('aria-invalid', 'true')
    await expect(cart.total).toHaveText(euros(amount))
  })

  await test.step('the code, typed in lower case with the keyboard, shows the discount and the new total', async () => {
    await coupon.field.fill(CODE.toLowerCase())
    await coupon.field.press('Enter')
    await expect(coupon.applied(CODE)).toBeVisible()
    await expect(coupon.discount(CODE)).toHaveText(euros(discount))
    await expect(cart.total).toHaveText(euros(amount - discount))
    await expectNoAccessibilityViolations(visitor)
  })

  await test.step('the sandbox asks for the same total, the discount shown', async () => {
    await cart.checkout.click()
    await payment.expectShown()
    await expect(visitor.getByTestId('discount')).toHaveText(euros(discount))
    await expect(payment.total).toHaveText(euros(amount - discount))
    await payment.pay.click()
    await expect(visitor).toHaveURL(/\/checkout\/success|\/$/)
  })

  await test.step('the coupon counts one redemption, and the customer cannot use it again', async () => {
    await page.reload()
    // Its redemptions cell: one paid order carries the coupon.
    await expect(coupons.row(CODE).getByRole('cell', { name: '1', exact: true })).toBeVisible()
    const again = await request.get(
      `${API_BASE}/billing/coupons/${encodeURIComponent(CODE)}/?type=prices`,
      { headers: { authorization: `WebsiteToken ${customer.token}` } },
    )
    expect(again.status()).toBe(400)
  })

  await test.step('the order shows the coupon and what it took off, down to the total', async () => {
    await orders.menuLink.click()
    await orders.find(customer.email)
    await orders.rows.first().click()
    await expect(orders.coupon(CODE).getByRole('cell').last()).toHaveText(euros(discount))
    const total = orders.lines.getByRole('row').last()
    await expect(total.getByRole('cell').last()).toHaveText(euros(amount - discount))
    await expectNoAccessibilityViolations(page)
  })

  await context.close()
})
