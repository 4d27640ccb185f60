import { readFile } from 'node:fs/promises'
import { DATA_EXPORT_KEEP_DAYS } from '../contract/values/admin-data-exports.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

test('the owner exports the customers to CSV and downloads the file once it is ready', async ({
  page,
  customer,
  adminLoginPage,
  adminDataExportsPage: exports,
}) => {
  test.slow()

  await test.step('the owner asks for an export of the customers', async () => {
    await adminLoginPage.logInAsOwner()
    await exports.menuLink.click()
    await expect(page).toHaveURL(/\/admin\/data_exports/)
    await expectNoAccessibilityViolations(page)
    await exports.exportCustomers.click()
    await expect(page.getByText(exports.text('vitrine.dataExport.asked'))).toBeVisible()
  })

  const row = exports.rows.first()
  await test.step('a job writes it while the list follows; then it is ready', async () => {
    await expect(row.getByText(exports.text('vitrine.dataExport.kind.customers'))).toBeVisible()
    await expect(row.getByText(exports.text('vitrine.dataExport.status.done'))).toBeVisible({
      timeout: 30_000,
    })
    const kept = exports.text('vitrine.dataExport.kept', { days: DATA_EXPORT_KEEP_DAYS })
    await expect(page.getByText(kept)).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('the file holds every customer, the new one included', async () => {
    const download = await exports.download(row)
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFuid,email,first_name,last_name,created_at,blocked_at,active_subscriptions,trialing_subscriptions,purchases_count,paid_total,last_order_at',
    )
    expect(csv).toContain(customer.email)
  })
})
