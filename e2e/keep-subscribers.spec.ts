import { AdminLoginPage } from './pages/admin-login-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { signIn } from './support/customers.ts'
import { useOwnServer } from './support/own-server.ts'
import { changeDemoSettings, itemOfAPlan, subscribeFromItem } from './support/subscriptions.ts'
import { expect, test } from './support/test.ts'

// Pauses are turned on for the whole site, which the other journeys' cancellations read.
useOwnServer()

test('a subscriber who cancels pauses instead, loses access, then resumes now', async ({
  page,
  request,
  customer,
  itemPage,
  cartDrawer,
  cartPaymentPage,
  cartSuccessPage,
}) => {
  test.slow()
  // The demo site lets subscribers pause for two months at most, as its owner sets it.
  await changeDemoSettings(request, {
    subscription_pause_enabled: true,
    subscription_pause_max_months: 2,
  })
  const { item, plan } = await itemOfAPlan(request)
  const name = item.content_object.name
  await signIn(page, customer.token)

  await test.step('the customer subscribes in the sandbox', async () => {
    const pages = { itemPage, cartDrawer, cartPaymentPage, cartSuccessPage }
    await subscribeFromItem(pages, { item, plan })
  })

  const held = page.getByRole('article', { name: plan.name })

  await test.step('cancelling offers a pause of one or two months', async () => {
    await page.goto('/my-stuff')
    await held.getByRole('button', { name: `Résilier l'abonnement ${plan.name}` }).click()
    const dialog = page.getByRole('dialog', { name: `Résilier ${plan.name} ?` })
    await expect(dialog).toContainText("Besoin d'une pause ?")
    await expect(dialog.getByRole('button', { name: 'Suspendre 1 mois' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Suspendre 3 mois' })).toHaveCount(0)
    await expectNoAccessibilityViolations(page)
    await dialog.getByRole('button', { name: 'Suspendre 2 mois' }).click()
    await expect(held).toContainText(/En pause jusqu'au/)
    await expect(held.getByRole('status')).toContainText(`${plan.name} est en pause`)
  })

  await test.step('while paused, the item no longer plays', async () => {
    await itemPage.goto(item.slug, name)
    await expect(itemPage.subscribe).toBeVisible()
    await expect(itemPage.player).toHaveCount(0)
  })

  await test.step('resuming now opens it again', async () => {
    await page.goto('/my-stuff')
    await held
      .getByRole('button', { name: `Reprendre maintenant l'abonnement ${plan.name}` })
      .click()
    await expect(held).toContainText(/Renouvelé le/)
    await expect(held.getByRole('status')).toContainText(`${plan.name} reprend`)
    await itemPage.goto(item.slug, name)
    await expect(itemPage.player).toBeVisible()
  })
})

test('the owner offers 12,50 € off to stay; a subscriber who cancels takes it, once', async ({
  page,
  browser,
  baseURL,
  request,
  customer,
  itemPage,
  cartDrawer,
  cartPaymentPage,
  cartSuccessPage,
}) => {
  test.slow()
  const owner = await (await browser.newContext({ baseURL })).newPage()
  const { item, plan } = await itemOfAPlan(request)

  await test.step('the owner turns the offer on, an amount typed the French way', async () => {
    await new AdminLoginPage(owner).logInAsOwner()
    await expect(owner).not.toHaveURL(/\/login$/)
    await owner.goto('/admin/settings/payments')
    await owner.getByRole('switch', { name: /^Proposer une remise aux abonnés/ }).check()
    await owner.getByRole('radio', { name: 'Un montant' }).check()
    await owner.getByRole('textbox', { name: /^Remise sur chaque renouvellement/ }).fill('12,50')
    await owner.getByRole('spinbutton', { name: /^Renouvellements remisés/ }).fill('2')
    await expectNoAccessibilityViolations(owner)
    await owner.getByRole('main').getByRole('button', { name: 'Enregistrer' }).click()
    await expect(owner.getByText(/Les paramètres sont enregistrés/)).toBeVisible()
  })

  await test.step('the customer subscribes in the sandbox', async () => {
    await signIn(page, customer.token)
    const pages = { itemPage, cartDrawer, cartPaymentPage, cartSuccessPage }
    await subscribeFromItem(pages, { item, plan })
  })

  const held = page.getByRole('article', { name: plan.name })
  const cancel = held.getByRole('button', { name: `Résilier l'abonnement ${plan.name}` })
  const dialog = page.getByRole('dialog', { name: `Résilier ${plan.name} ?` })

  await test.step('cancelling offers 12,50 € off the next two renewals; they take it', async () => {
    await page.goto('/my-stuff')
    await cancel.click()
    await expect(dialog).toContainText(
      /Restez avec nous : 12,50\s€ de remise sur vos 2 prochains renouvellements\./,
    )
    await expectNoAccessibilityViolations(page)
    await dialog.getByRole('button', { name: /^Rester avec 12,50\s€ de remise$/ }).click()
    await expect(held.getByRole('status')).toContainText(`${plan.name} continue`)
    await expect(held).toContainText(/Renouvelé le/)
  })

  await test.step('the offer is made once: cancelling again does not make it', async () => {
    await cancel.click()
    await expect(dialog).toBeVisible()
    await expect(dialog).not.toContainText('Restez avec nous')
    await dialog.getByRole('button', { name: "Garder l'abonnement" }).click()
  })

  await test.step('the staff see the offer taken on the customer’s page', async () => {
    await owner.goto(`/admin/customers/${customer.uid}/show`)
    await expect(
      owner.getByText(/Acceptée le .* : 12,50\s€ de remise sur les 2 prochains/),
    ).toBeVisible()
  })
  await owner.context().close()
})
