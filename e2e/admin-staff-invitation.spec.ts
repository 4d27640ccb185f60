import { AdminCustomersPage } from './pages/admin-customers-page.ts'
import { AdminOnDemandPage } from './pages/admin-ondemand-page.ts'
import { AdminPlansPage } from './pages/admin-plans-page.ts'
import { AdminStaffInvitationsPage } from './pages/admin-staff-invitations-page.ts'
import { AuthRegisterPage } from './pages/auth-register-page.ts'
import { adminText } from './support/admin-texts.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { someAddress, uniqueEmail } from './support/customers.ts'
import { waitForHydration } from './support/hydration.ts'
import { linkIn, newestMailTo } from './support/outbox.ts'
import { expect, test } from './support/test.ts'

// The guest's registration counts against an address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': someAddress() } })

test('the owner invites an editor by mail, who registers and runs the catalogue, not the team', async ({
  page,
  browser,
  baseURL,
  adminLoginPage,
  adminStaffInvitationsPage: invitations,
}) => {
  test.slow()
  const email = uniqueEmail('equipe')

  await test.step('the owner sends the invitation from the back office', async () => {
    await adminLoginPage.logInAsOwner()
    await invitations.menuLink.click()
    await invitations.openForm()
    await expectNoAccessibilityViolations(page)
    await invitations.invite({ email, firstName: 'Émile', lastName: 'Lambert', role: 'editor' })
    await expect(
      page.getByText(invitations.text('vitrine.invitation.sent', { email })),
    ).toBeVisible()
    const row = invitations.row(email)
    await expect(row.getByText(invitations.text('vitrine.invitation.waiting'))).toBeVisible()
    await expect(row.getByText(invitations.text('vitrine.role.editor'))).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  const guest = await (await browser.newContext({ baseURL })).newPage()
  await test.step('the guest follows the mailed link and registers', async () => {
    await expect.poll(() => newestMailTo(email)).toContain('(rôle : éditeur)')
    const link = linkIn(newestMailTo(email)!, '/auth/register/')
    expect(link).toBeDefined()
    const register = new AuthRegisterPage(guest)
    await register.goto(link!.pathname.split('/').at(-1))
    await waitForHydration(guest)
    await expect(register.email).toHaveValue(email)
    await register.register({
      firstName: 'Émile',
      lastName: 'Lambert',
      email,
      password: 'vitrine-equipe',
    })
    await expect(guest).toHaveURL((url) => url.pathname === '/')
  })

  await test.step('in the back office the new editor has the catalogue, not the team nor money', async () => {
    await guest.goto('/admin')
    // The home without figures: where an editor's work starts, the catalogue's lists first.
    const home = guest.getByRole('main')
    await expect(home.getByText(adminText('fr', 'vitrine.home.reducedHelp'))).toBeVisible()
    await expect(
      home.getByRole('region', { name: adminText('fr', 'vitrine.home.figuresTitle') }),
    ).toHaveCount(0)
    await expect(home.getByRole('alert')).toHaveCount(0)
    await expectNoAccessibilityViolations(guest)
    await home.getByRole('link', { name: 'Contenus' }).click()
    await expect(guest).toHaveURL(/\/admin\/items$/)
    const guestInvitations = new AdminStaffInvitationsPage(guest)
    await expect(guest.getByRole('menuitem', { name: 'Contenus' })).toBeVisible()
    await expect(guestInvitations.menuLink).toHaveCount(0)
    // Plans, customers and their requests are the owner's (money.manage, customers.manage).
    await expect(new AdminPlansPage(guest).menuLink).toHaveCount(0)
    await expect(new AdminCustomersPage(guest).menuLink).toHaveCount(0)
    await expect(new AdminOnDemandPage(guest).menuLink).toHaveCount(0)
    await guest.goto('/admin/customers')
    await expect(new AdminCustomersPage(guest).rows).toHaveCount(0)
    await guest.context().close()
  })

  await test.step('the owner sees the invitation accepted', async () => {
    await page.reload()
    await expect(invitations.row(email).getByText(/^Acceptée le /)).toBeVisible()
  })
})
