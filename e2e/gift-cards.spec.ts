import { CartCoupon } from './pages/cart-coupon.ts'
import { CartDrawer } from './pages/cart-drawer.ts'
import { CartPaymentPage } from './pages/cart-payment-page.ts'
import { ItemPage } from './pages/item-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { itemForSale, newCustomer, signIn } from './support/customers.ts'
import { waitForHydration } from './support/hydration.ts'
import { expect, test } from './support/test.ts'

/** 1299 → a pattern matching '12,99 €' whatever space the browser puts before the symbol. */
const euros = (minorUnits: number) =>
  new RegExp(`${(minorUnits / 100).toFixed(2).replace('.', ',')}\\s€$`)

const CARD = 1250

test('the owner makes a gift card of 12,50 €; a customer pays part of a purchase with it', async ({
  page,
  browser,
  request,
  adminLoginPage,
}) => {
  test.slow()
  const item = await itemForSale(request)
  const amount = item.prices[0]!.amount
  const cardPart = Math.min(CARD, amount)
  let code = ''

  await test.step('the owner types the amount the French way and copies the code shown once', async () => {
    await adminLoginPage.logInAsOwner()
    await page.getByRole('menuitem', { name: 'Cartes cadeaux' }).click()
    await page.getByRole('link', { name: 'Créer' }).first().click()
    await page.getByRole('textbox', { name: 'Montant' }).fill('12,50')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(
      page.getByRole('heading', { name: /^Carte cadeau de 12,50\s€ créée$/ }),
    ).toBeVisible()
    const shown = page.getByRole('textbox', { name: 'Code' })
    code = await shown.inputValue()
    expect(code).toMatch(/^CARD-[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/)
    await expectNoAccessibilityViolations(page)
  })

  const context = await browser.newContext()
  const visitor = await context.newPage()
  const customer = await newCustomer(request, visitor)
  const cart = new CartDrawer(visitor)
  const field = new CartCoupon(visitor).field
  const payment = new CartPaymentPage(visitor)

  await test.step('the card in the cart takes its part off the total', async () => {
    await signIn(visitor, customer.token)
    const itemPage = new ItemPage(visitor)
    await itemPage.goto(item.slug, item.content_object.name)
    await waitForHydration(visitor)
    await itemPage.buy.click()
    await cart.expectView('prices')
    await field.fill(code.toLowerCase())
    await field.press('Enter')
    const part = visitor.getByRole('status', { name: `Carte cadeau ${code.toLowerCase()}` })
    await expect(part).toHaveText(new RegExp(`−\\s${euros(cardPart).source}`))
    await expect(cart.total).toHaveText(euros(amount - cardPart))
    await expectNoAccessibilityViolations(visitor)
  })

  await test.step('the rest is paid in the sandbox, and the item is the customer’s', async () => {
    await cart.checkout.click()
    if (amount > CARD) {
      await payment.expectShown()
      await expect(payment.total).toHaveText(euros(amount - CARD))
      await payment.pay.click()
    }
    await expect(visitor).toHaveURL(/\/checkout\/success|\/$/)
    const owned = await request.get(`/api/public/websites/v1/items/${item.slug}/`, {
      headers: { authorization: `WebsiteToken ${customer.token}` },
    })
    expect(((await owned.json()) as { has_access: boolean }).has_access).toBe(true)
  })

  await context.close()
})
