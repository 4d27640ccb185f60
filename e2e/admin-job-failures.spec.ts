import { JOB_FAILURE_KEEP_DAYS } from '../contract/values/admin-job-failures.ts'
import { startSmtp, type TestSmtp } from '../test/support/smtp.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { registerCustomer, uniqueEmail } from './support/customers.ts'
import { useOwnServer } from './support/own-server.ts'
import { freePort } from './support/server.ts'
import { expect, test } from './support/test.ts'

// This file's server sends its mail to an SMTP server the journey controls.
let smtp: TestSmtp | undefined
let smtpPort = 0
test.beforeAll(async () => {
  smtpPort = await freePort()
  smtp = await startSmtp(smtpPort)
})
test.afterAll(async () => {
  await smtp?.close()
})
useOwnServer(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }))

test('a mail SMTP refused is shown to the owner, who sends it again once it is mended', async ({
  page,
  request,
  adminLoginPage,
  adminCustomersPage: customers,
  adminCustomerAccount: account,
  adminJobFailuresPage: failures,
}) => {
  test.slow()
  const email = uniqueEmail('bounce')
  await registerCustomer(request, {
    email,
    firstName: 'Basile',
    lastName: 'Rebond',
    password: 'vitrine-basile-2026',
  })
  const mailsTo = () => (smtp?.messages ?? []).filter((mail) => mail.includes(`To: ${email}`))
  // Registering sends the welcome mail, which goes before the mailbox is refused.
  await expect.poll(() => mailsTo().length).toBe(1)

  await test.step('the owner mails a password reset that the mail server refuses', async () => {
    smtp?.refused.add(email)
    await adminLoginPage.logInAsOwner()
    await customers.menuLink.click()
    await customers.open(email)
    await account.sendReset.click()
    await expect(
      page.getByText(account.text('vitrine.customer.account.resetSent', { email })),
    ).toBeVisible()
  })

  const row = failures.row(email)
  await test.step('the failed jobs list the mail, with why it failed', async () => {
    await failures.menuLink.click()
    await expect(row).toHaveCount(1)
    await expect(row.getByText(failures.text('vitrine.jobFailure.kind.mail'))).toBeVisible()
    // The SMTP code alone: the address, made of a timestamp, may hold the digits 550 too.
    await expect(row.getByText(/\b550\b/)).toBeVisible()
    await expect(row.getByText(failures.text('vitrine.jobFailure.notRetried'))).toBeVisible()
    expect(mailsTo()).toHaveLength(1)
    const kept = failures.text('vitrine.jobFailure.kept', { days: JOB_FAILURE_KEEP_DAYS })
    await expect(page.getByText(kept)).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('once the mailbox exists, the owner runs it again and the mail goes', async () => {
    smtp?.refused.delete(email)
    await failures.retry(row).click()
    await expect(page.getByText(failures.text('vitrine.jobFailure.retried'))).toBeVisible()
    await expect(failures.retry(row)).toHaveCount(0)
    await expect(row.getByText(failures.text('vitrine.jobFailure.notRetried'))).toHaveCount(0)
    await expect.poll(() => mailsTo().length).toBe(2)
    await expectNoAccessibilityViolations(page)
  })
})
