import { itemForSale } from './support/customers.ts'
import { expect, test } from './support/test.ts'

const PHONE = { width: 390, height: 844 }

test('on a phone the header fits with an item in the cart, and the cart drawer shows whole', async ({
  page,
  shell,
  request,
  itemPage,
  cartDrawer: cart,
}) => {
  await page.setViewportSize(PHONE)
  const item = await itemForSale(request)
  await itemPage.goto(item.slug, item.content_object.name)
  await itemPage.buy.click()
  await expect(cart.total).toBeVisible()
  expect(await shell.sidewaysOverflow(), 'the page is no wider than the phone').toBe(0)
  for (const part of [cart.dialog, cart.total, cart.tip, cart.closeButton]) {
    const box = await part.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, part.toString()).toBe(true)
  }
  await cart.closeButton.click()
  await expect(cart.cartButton).toBeVisible()
  expect(await shell.sidewaysOverflow()).toBe(0)
})

test('below 900 px the main drawer offers the donation and the shop; at 900 px no action wraps', async ({
  page,
  shell,
}) => {
  await page.setViewportSize(PHONE)
  await shell.goto('/')
  await expect(shell.appBar.getByRole('link', { name: 'Faire un don' })).toBeHidden()
  await shell.openDrawer()
  await expect(shell.drawer.getByRole('link', { name: 'Faire un don' })).toHaveAttribute(
    'href',
    '/donate',
  )
  await expect(shell.drawer.getByRole('link', { name: 'Boutique' })).toHaveAttribute(
    'href',
    'https://boutique.vitrine-demo.example/',
  )

  await page.setViewportSize({ width: 900, height: 800 })
  await page.keyboard.press('Escape')
  for (const name of ['Faire un don', 'Boutique', 'Se connecter']) {
    const action = shell.appBar.getByRole('link', { name, exact: true })
    await expect(action).toBeVisible()
    const height = (await action.boundingBox())?.height ?? 0
    expect(height, `${name} on one line`).toBeLessThan(40)
  }
  expect(await shell.sidewaysOverflow()).toBe(0)
})
