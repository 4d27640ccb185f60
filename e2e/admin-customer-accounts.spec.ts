import { API_BASE } from '../contract/values/api-paths.ts'
import type { WebsiteSettings } from '../contract/schemas/website.ts'
import { AuthAccountMenu } from './pages/auth-account-menu.ts'
import { AuthLoginPage } from './pages/auth-login-page.ts'
import { AuthRegisterPage } from './pages/auth-register-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { newCustomer, someAddress, uniqueEmail } from './support/customers.ts'
import { waitForHydration } from './support/hydration.ts'
import { linkIn, newestMailTo } from './support/outbox.ts'
import { text } from './support/texts.ts'
import { expect, test } from './support/test.ts'

const PASSWORD = 'vitrine-camille-2026'

test('the owner blocks a signed-in customer, whose session ends, then unblocks them', async ({
  page,
  browser,
  baseURL,
  request,
  adminLoginPage,
  adminCustomersPage: customers,
  adminCustomerAccount: account,
}) => {
  test.slow()
  const context = await browser.newContext({ baseURL })
  const visitor = await context.newPage()
  const customer = await newCustomer(request, visitor, {
    firstName: 'Camille',
    lastName: 'Bloquet',
    password: PASSWORD,
  })
  const login = new AuthLoginPage(visitor)
  const accountMenu = new AuthAccountMenu(visitor)

  await test.step('the customer signs in on the storefront', async () => {
    await login.goto()
    await waitForHydration(visitor)
    await login.logIn(customer.email, PASSWORD)
    await expect(accountMenu.button).toBeVisible()
  })

  await test.step('the owner opens their page and blocks the account, after confirming', async () => {
    await adminLoginPage.logInAsOwner()
    await customers.menuLink.click()
    await customers.open(customer.email)
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await expectNoAccessibilityViolations(page)
    await account.block.click()
    await expect(account.confirmDialog).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await account.confirmBlock.click()
    await expect(page.getByText(account.text('vitrine.customer.account.blocked'))).toBeVisible()
    await expect(account.blockedSince).toBeVisible()
    await expect(account.unblock).toBeVisible()
    await expect(account.sendReset).toBeDisabled()
  })

  await test.step('the list shows the account blocked', async () => {
    await customers.menuLink.click()
    await customers.find(customer.email)
    await expect(customers.rows).toHaveCount(1)
    await expect(account.blockedSince).toBeVisible()
  })

  await test.step('after a reload the customer is signed out, and cannot sign in', async () => {
    await visitor.reload()
    // Its token answers 401 now: the storefront forgets it and asks to log in (spec §4).
    await expect(visitor).toHaveURL(/\/auth\/login/)
    await expect(login.heading).toBeVisible()
    expect(await visitor.evaluate(() => localStorage.getItem('auth'))).toBeNull()
    await expect(accountMenu.button).toHaveCount(0)
    await waitForHydration(visitor)
    await login.logIn(customer.email, PASSWORD)
    await expect(login.alert).toContainText(text('fr', 'auth.invalidCredentials'))
    await expect(accountMenu.button).toHaveCount(0)
  })

  await test.step('the owner unblocks the account and mails a password reset', async () => {
    await customers.rows.first().click()
    await account.unblock.click()
    await expect(page.getByText(account.text('vitrine.customer.account.unblocked'))).toBeVisible()
    await expect(account.blockedSince).toHaveCount(0)
    await account.sendReset.click()
    await expect(
      page.getByText(account.text('vitrine.customer.account.resetSent', { email: customer.email })),
    ).toBeVisible()
    await expect
      .poll(() => linkIn(newestMailTo(customer.email) ?? '', '/auth/password/reset/'))
      .toBeDefined()
  })

  await test.step('the customer signs in again', async () => {
    await login.goto()
    await waitForHydration(visitor)
    await login.logIn(customer.email, PASSWORD)
    await expect(accountMenu.button).toBeVisible()
  })
  await context.close()
})

test('the owner invites a guest with a registration field; the guest registers from the mail', async ({
  page,
  browser,
  baseURL,
  request,
  adminLoginPage,
  adminCustomerInvitationsPage: invitations,
}) => {
  test.slow()
  const website = (await (await request.get(`${API_BASE}/website/`)).json()) as WebsiteSettings
  const field = website.auth_registration_custom_fields[0]
  if (!field) throw new Error('The demo website asks for no registration field')
  const email = uniqueEmail('invite')

  await test.step('the owner sends the invitation, with the registration field filled in', async () => {
    await adminLoginPage.logInAsOwner()
    await invitations.menuLink.click()
    await invitations.openForm()
    await expect(invitations.customField(field.label)).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await invitations.invite({
      email,
      firstName: 'Inès',
      lastName: 'Invitée',
      fields: { [field.label]: 'Lyon' },
    })
    await expect(
      page.getByText(invitations.text('vitrine.customerInvitation.sent', { email })),
    ).toBeVisible()
    const row = invitations.row(email)
    await expect(
      row.getByText(invitations.text('vitrine.customerInvitation.status.pending')),
    ).toBeVisible()
    await expect(row.getByText(`${field.name} : Lyon`)).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': someAddress() },
  })
  const guest = await context.newPage()
  await test.step('the guest follows the mailed link and registers, the field filled in', async () => {
    await expect.poll(() => newestMailTo(email)).toContain('/auth/register/')
    const link = linkIn(newestMailTo(email)!, '/auth/register/')
    expect(link).toBeDefined()
    const register = new AuthRegisterPage(guest)
    await register.goto(link!.pathname.split('/').at(-1))
    await waitForHydration(guest)
    await expect(register.email).toHaveValue(email)
    await expect(guest.getByRole('textbox', { name: field.label })).toHaveValue('Lyon')
    await register.register({
      firstName: 'Inès',
      lastName: 'Invitée',
      email,
      password: 'vitrine-invitee',
    })
    await expect(guest).toHaveURL((url) => url.pathname === '/')
    await context.close()
  })

  await test.step('the owner sees the invitation accepted, and opens the new account', async () => {
    await page.reload()
    await expect(invitations.row(email).getByText(/^Acceptée le /)).toBeVisible()
    await invitations.accountLink(email).click()
    await expect(page.getByRole('main').getByText(email).first()).toBeVisible()
    await expect(page.getByRole('main').getByText(`${field.name} : Lyon`)).toBeVisible()
  })
})
