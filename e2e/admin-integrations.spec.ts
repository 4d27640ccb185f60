import { ADMIN_API_BASE } from '../contract/values/api-paths.ts'
import { adminText } from './support/admin-texts.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { AdminLoginPage } from './pages/admin-login-page.ts'
import { useOwnServer } from './support/own-server.ts'
import { expect, test } from './support/test.ts'

// A server of its own: the keys made here must not open another file's back office.
useOwnServer()

test('an owner creates an API key, a script calls the staff API with it, then it is revoked', async ({
  page,
  playwright,
  baseURL,
}) => {
  const t = (key: string, values?: Record<string, string | number>) => adminText('fr', key, values)
  await new AdminLoginPage(page, 'fr').logInAsOwner()
  await page
    .getByRole('menuitem', { name: t('resources.api_keys.name', { smart_count: 2 }) })
    .click()
  await page.getByRole('link', { name: t('ra.action.create') }).click()
  await page
    .getByRole('textbox', { name: t('resources.api_keys.fields.name') })
    .fill('Script de compta')
  await page.getByRole('button', { name: t('ra.action.save') }).click()
  const secret = page.getByRole('textbox', { name: t('vitrine.apiKey.secret') })
  await expect(secret).toHaveValue(/^vtk_/)
  await expectNoAccessibilityViolations(page)
  const key = await secret.inputValue()

  // What curl would do: no browser, no cookie, the key alone.
  const script = await playwright.request.newContext({ baseURL })
  const me = () =>
    script.get(`${ADMIN_API_BASE}/me/`, { headers: { authorization: `Bearer ${key}` } })
  expect((await me()).status()).toBe(200)
  const write = await script.post(`${ADMIN_API_BASE}/coupons/`, {
    headers: { authorization: `Bearer ${key}` },
    data: { code: 'LECTURE', kind: 'percent', percent_off: 5 },
  })
  expect(write.status()).toBe(403)

  await page.getByRole('link', { name: t('vitrine.apiKey.done') }).click()
  const row = page.getByRole('row').filter({ hasText: 'Script de compta' })
  await expect(row.getByText(/ depuis /)).toBeVisible()
  await row
    .getByRole('button', { name: t('vitrine.apiKey.revokeNamed', { name: 'Script de compta' }) })
    .click()
  await page.getByRole('button', { name: t('ra.action.confirm') }).click()
  await expect(row.getByText(t('vitrine.apiKey.states.revoked'))).toBeVisible()
  expect((await me()).status()).toBe(401)
  await script.dispose()
})
