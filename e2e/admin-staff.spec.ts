import { DEMO_STAFF } from '../server/db/demo/accounts.ts'
import { AdminLoginPage } from './pages/admin-login-page.ts'
import { AdminStaffInvitationsPage } from './pages/admin-staff-invitations-page.ts'
import { AdminStaffPage } from './pages/admin-staff-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { registerCustomer, someAddress, uniqueEmail } from './support/customers.ts'
import { newestMailTo } from './support/outbox.ts'
import { expect, test } from './support/test.ts'

// The customer's registration counts against an address of its own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': someAddress() } })

test('the owner makes a customer staff, changes their role, then takes them off the staff', async ({
  page,
  request,
}) => {
  test.slow()
  const email = uniqueEmail('colette')
  await registerCustomer(request, {
    firstName: 'Colette',
    lastName: 'Renard',
    email,
    password: 'vitrine-colette',
  })
  const invitations = new AdminStaffInvitationsPage(page)
  const staff = new AdminStaffPage(page)

  await test.step('inviting the customer makes them a contributor at once', async () => {
    const login = new AdminLoginPage(page)
    await login.goto()
    await login.logIn(DEMO_STAFF.email, DEMO_STAFF.password)
    await invitations.menuLink.click()
    await invitations.openForm()
    await invitations.invite({
      email,
      firstName: 'Colette',
      lastName: 'Renard',
      role: 'contributor',
    })
    await expect(invitations.row(email).getByText(/^Acceptée le /)).toBeVisible()
    await expect.poll(() => newestMailTo(email)).toContain('vous a ajouté à l’équipe')
  })

  await test.step('the staff list finds her, and her screen gives her another role', async () => {
    await staff.menuLink.click()
    await expect(staff.row(DEMO_STAFF.email)).toBeVisible()
    await staff.find('colette')
    await expect(staff.table.getByRole('row')).toHaveCount(2)
    const row = staff.row(email)
    await expect(row.getByText(staff.text('vitrine.role.contributor'))).toBeVisible()
    await expectNoAccessibilityViolations(page)

    await row.getByText(email).click()
    await expect(staff.role).toHaveText(staff.text('vitrine.role.contributor'))
    await expectNoAccessibilityViolations(page)
    await staff.chooseRole('editor')
    await staff.save.click()
    await expect(staff.row(email).getByText(staff.text('vitrine.role.editor'))).toBeVisible()
  })

  await test.step('removing her asks first, then she is off the staff', async () => {
    await staff.row(email).getByText(email).click()
    await staff.remove.click()
    await expect(staff.confirmDialog).toContainText(email)
    await expectNoAccessibilityViolations(page)
    await staff.confirmDialog.getByRole('button', { name: staff.text('ra.action.confirm') }).click()
    // Back on the list, still narrowed to her name, which no member has any more.
    await expect(page.getByText(staff.text('ra.navigation.no_filtered_results'))).toBeVisible()
  })
})
