import type { AdminCustomerDetail } from '../contract/schemas/admin-customers.ts'
import { ADMIN_API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import { monthsAfter } from '../contract/values/months-after.ts'
import { DEMO_STAFF } from '../server/demo/accounts.ts'
import { AdminLoginPage } from './pages/admin-login-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { loginToken, signIn } from './support/customers.ts'
import { newestMailTo } from './support/outbox.ts'
import { itemOfAPlan, subscribeFromItem } from './support/subscriptions.ts'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/test.ts'

const MONTHLY = 'Abonnement mensuel'
const CHEAPER = 'Pass Passion Artisanat'

/** The customer's subscriptions as the staff API answers them. */
async function subscriptionsOf(request: APIRequestContext, customerUid: string) {
  const token = await loginToken(request, DEMO_STAFF.email, DEMO_STAFF.password)
  const answer = await request.get(`${ADMIN_API_BASE}/customers/${customerUid}/`, {
    headers: { Authorization: `${TOKEN_SCHEME} ${token}` },
  })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as AdminCustomerDetail).subscriptions
}

const longDay = (iso: string) =>
  new Date(iso).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' })

test('the owner switches a subscriber’s plan, gives two free months, then cancels at period end', async ({
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
  const { item, plan } = await itemOfAPlan(request, MONTHLY)

  await test.step('the customer subscribes to the monthly plan in the sandbox', async () => {
    await signIn(page, customer.token)
    await subscribeFromItem(
      { itemPage, cartDrawer, cartPaymentPage, cartSuccessPage },
      { item, plan },
    )
  })

  const owner = await (await browser.newContext({ baseURL })).newPage()
  const main = owner.getByRole('main')
  const subscriptions = main.getByRole('row').filter({ hasText: /Abonnement mensuel|Pass Passion/ })

  await test.step('the owner opens the subscriber’s page', async () => {
    await new AdminLoginPage(owner).logInAsOwner()
    await expect(owner).not.toHaveURL(/\/login$/)
    await owner.goto(`/admin/customers/${customer.uid}/show`)
    await expect(main.getByText(customer.email).first()).toBeVisible()
    await expect(subscriptions).toHaveCount(1)
    await expect(subscriptions).toContainText('Actif')
    await expect(owner.getByRole('progressbar')).toHaveCount(0)
    await expectNoAccessibilityViolations(owner)
  })

  await test.step('previews a switch to the cheaper plan, in euros written the French way', async () => {
    await main.getByRole('button', { name: `Changer de formule — ${MONTHLY}` }).click()
    const dialog = owner.getByRole('dialog', { name: `Changer la formule « ${MONTHLY} »` })
    await dialog.getByRole('combobox', { name: 'Nouvelle formule' }).click()
    await owner.getByRole('option', { name: `${CHEAPER} — 4,99 €` }).click()
    const preview = dialog.getByRole('definition')
    await expect(preview).toHaveCount(3)
    await expect(dialog).toContainText('Crédit au client, déduit de ses prochains renouvellements')
    await expect(dialog.getByTestId('switch-amount')).toHaveText(/^\d+,\d{2}\s€$/)
    await expect(preview.first()).toHaveText(/^− \d+,\d{2}\s€$/)
    await expectNoAccessibilityViolations(owner)
    await dialog.getByRole('button', { name: 'Confirmer le changement' }).click()
    await expect(
      owner.getByText('Formule changée ; le client est prévenu par e-mail.'),
    ).toBeVisible()
    await expect(dialog).toHaveCount(0)
    await expect(subscriptions).toContainText(CHEAPER)
  })

  const [switched] = await subscriptionsOf(request, customer.uid)
  const newEnd = monthsAfter(new Date(switched!.current_period_end), 2)

  await test.step('gives two free months and sees the new end of the period', async () => {
    await main.getByRole('button', { name: `Offrir des mois — ${CHEAPER}` }).click()
    const dialog = owner.getByRole('dialog', { name: `Offrir des mois de « ${CHEAPER} »` })
    await dialog.getByRole('spinbutton', { name: 'Mois offerts' }).fill('2')
    await expect(dialog).toContainText(`Prochain renouvellement : le ${longDay(newEnd)}`)
    await dialog.getByRole('button', { name: 'Offrir des mois' }).click()
    await expect(owner.getByText('Mois offerts ; le client est prévenu par e-mail.')).toBeVisible()
    await expect(subscriptions).toContainText(new Date(newEnd).toLocaleDateString('fr-FR'))
  })

  await test.step('cancels at the end of the period, which can still be undone', async () => {
    await main.getByRole('button', { name: `Résilier — ${CHEAPER}` }).click()
    const dialog = owner.getByRole('dialog', { name: `Résilier l’abonnement « ${CHEAPER} » ?` })
    await expect(dialog).toContainText('Rien n’est remboursé')
    await expect(dialog.getByRole('radio', { name: /^À la fin de la période/ })).toBeChecked()
    await expectNoAccessibilityViolations(owner)
    await dialog.getByRole('button', { name: 'Résilier à la fin de la période' }).click()
    await expect(
      owner.getByText('Abonnement résilié ; le client est prévenu par e-mail.'),
    ).toBeVisible()
    await expect(
      main.getByRole('button', { name: `Annuler la résiliation — ${CHEAPER}` }),
    ).toBeVisible()
    await expect
      .poll(() => newestMailTo(customer.email) ?? '')
      .toContain('votre abonnement est résilié')
  })
  await owner.context().close()
})
