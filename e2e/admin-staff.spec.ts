import { DEMO_STAFF } from '../server/demo/accounts.ts'
import { AdminItemEditPage } from './pages/admin-item-edit-page.ts'
import { AdminItemPage } from './pages/admin-item-page.ts'
import { AdminItemsPage } from './pages/admin-items-page.ts'
import { AdminLoginPage } from './pages/admin-login-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { registerCustomer, someAddress, uniqueEmail } from './support/customers.ts'
import { newestMailTo } from './support/outbox.ts'
import { expect, test } from './support/test.ts'

// The customer's registration and sign-ins count against an address of their own.
const address = someAddress()
test.use({ extraHTTPHeaders: { 'x-forwarded-for': address } })

test('the owner makes a customer a contributor, who may not publish, then another role, then no staff', async ({
  page,
  request,
  browser,
  baseURL,
  adminLoginPage,
  adminStaffInvitationsPage: invitations,
  adminStaffPage: staff,
}) => {
  test.slow()
  const email = uniqueEmail('colette')
  await registerCustomer(request, {
    firstName: 'Colette',
    lastName: 'Renard',
    email,
    password: 'vitrine-colette',
  })

  await test.step('inviting the customer makes them a contributor at once', async () => {
    await adminLoginPage.logInAsOwner()
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

  await test.step('as a contributor she edits an item, but may neither publish nor delete it', async () => {
    const context = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': address },
    })
    const her = await context.newPage()
    const login = new AdminLoginPage(her)
    await login.goto()
    await login.logIn(email, 'vitrine-colette')
    const items = new AdminItemsPage(her)
    await items.itemsMenuLink.click()
    await items.rows.first().click()
    const item = new AdminItemPage(her)
    await expect(item.editButton).toBeVisible()
    await expect(item.publishNow).toHaveCount(0)
    await expect(item.unpublish).toHaveCount(0)
    await expect(item.deleteButton).toHaveCount(0)
    await item.editButton.click()
    const form = new AdminItemEditPage(her)
    await expect(form.publishedAt).toBeDisabled()
    await context.close()
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
