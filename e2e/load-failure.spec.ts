import { signIn } from './support/customers.ts'
import { expect, test } from './support/test.ts'

const LEGAL_CODE = '**/assets/legal-page-*.js'

test('a screen whose code cannot be fetched says so inside the shell, and loads again on retry', async ({
  shell,
  page,
  legalPage,
}) => {
  await shell.goto('/')
  // The network drops as the visitor opens the legal notice: its screen's code never arrives.
  await page.route(LEGAL_CODE, (route) => route.abort('internetdisconnected'))
  await shell.followFooterLink('Mentions légales')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Une erreur est survenue' }),
  ).toBeVisible()
  // The app stays up around it: the shell still answers.
  await expect(shell.homeLink).toBeVisible()

  await page.unroute(LEGAL_CODE)
  await page.getByRole('button', { name: 'Réessayer' }).click()
  await expect(legalPage.heading).toBeVisible()
})

test('a toast still shows when the toaster’s own code cannot be fetched', async ({
  page,
  customer,
  donatePage: donate,
}) => {
  await signIn(page, customer.token)
  await donate.goto(10)
  // The network drops at checkout: neither the donation nor the toaster's code gets through.
  await page.route('**/assets/toaster-*.js', (route) => route.abort('internetdisconnected'))
  await page.route('**/billing/checkout/donate/', (route) => route.abort('internetdisconnected'))
  await donate.message.fill('Merci !')
  await donate.submit.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Une erreur est survenue' })).toBeVisible()
  await expect(donate.heading).toBeVisible()
})
