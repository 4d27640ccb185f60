import { uniqueEmail } from './support/customers.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { shoot } from './support/screenshots.ts'
import { expect, test } from './support/test.ts'

/** Where the screens are drawn for a person to look at (phone and desktop size). */

test('the owner imports a CSV file of customers; its one bad line is shown, then skipped', async ({
  page,
  adminLoginPage,
  adminCustomerImportsPage: imports,
}) => {
  test.slow()
  const first = uniqueEmail('import-lea')
  const second = uniqueEmail('import-marc')
  // As a French spreadsheet saves it: semicolons, a byte-order mark, French headers.
  const csv = [
    '\uFEFFCourriel;Prénom;Nom;Consentement',
    `${first};Léa;Martin;oui`,
    'pas-une-adresse;Jean;Roy;non',
    `${second};Marc;Blanc;`,
  ].join('\r\n')

  await test.step('the owner opens the import screen from the Audience menu', async () => {
    await adminLoginPage.logInAsOwner()
    await imports.menuLink.click()
    await expect(page).toHaveURL(/\/admin\/customer_imports/)
    await imports.newImport.click()
    await expect(page).toHaveURL(/\/admin\/customer_imports\/create/)
  })

  await test.step('the preview shows each line, the bad address first with its error', async () => {
    await imports.chooseFile('clients.csv', csv)
    const summary = imports.text('vitrine.customerImport.summary', {
      total: 3,
      create: 2,
      update: 0,
      skip: 1,
    })
    await expect(page.getByRole('status').filter({ hasText: summary })).toBeVisible()
    await expect(imports.previewRows).toHaveCount(3)
    const bad = imports.previewRows.first()
    await expect(bad).toContainText('pas-une-adresse')
    await expect(bad).toContainText(imports.text('vitrine.customerImport.action.skip'))
    await expect(bad).toContainText('Cette adresse e-mail n’est pas valide.')
    await expect(imports.invite).toBeChecked()
    await expectNoAccessibilityViolations(page)
    await shoot(page, 'customer-import-preview-fr')
  })

  await test.step('the import runs in the background; the list shows what it did', async () => {
    await imports.startButton(2).click()
    await expect(page).toHaveURL(/\/admin\/customer_imports$/)
    const row = imports.rows.first()
    await expect(row.getByText(imports.text('vitrine.customerImport.status.done'))).toBeVisible({
      timeout: 30_000,
    })
    // Created 2, updated 0, skipped 1.
    await expect(row.getByRole('cell').nth(2)).toHaveText('2')
    await expect(row.getByRole('cell').nth(3)).toHaveText('0')
    await expect(row.getByRole('cell').nth(4)).toHaveText('1')
    await expectNoAccessibilityViolations(page)
    await shoot(page, 'customer-import-list-fr')
  })
})
