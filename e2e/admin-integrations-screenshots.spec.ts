import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { adminText } from './support/admin-texts.ts'
import { AdminLoginPage } from './pages/admin-login-page.ts'
import { registerCustomer, uniqueEmail } from './support/customers.ts'
import { useOwnServer } from './support/own-server.ts'
import { shoot } from './support/screenshots.ts'
import { expect, test } from './support/test.ts'

/**
 * The API keys and webhooks screens (issue 46 part 5) in French and English, at phone and
 * desktop size, for a person to look at, in SHOTS_DIR. Only with E2E_SCREENSHOTS=1.
 */

let receiver: Server | undefined
let port = 0
test.beforeAll(async () => {
  receiver = createServer((_request, response) => response.writeHead(200).end())
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve))
  port = (receiver.address() as AddressInfo).port
})
test.afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve))
})
useOwnServer(() => ({ WEBHOOK_ALLOW_PRIVATE: 'true' }))

for (const language of ['fr', 'en'] as const) {
  test(`API keys and webhooks in ${language}`, async ({ page, request, context, baseURL }) => {
    test.slow()
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }])
    const t = (key: string, values?: Record<string, string | number>) =>
      adminText(language, key, values)
    await new AdminLoginPage(page, language).logInAsOwner()

    await page.goto('/admin/api_keys/create')
    await page.getByRole('textbox', { name: t('resources.api_keys.fields.name') }).fill('Zapier')
    await shoot(page, `api-key-create-${language}`)
    await page.getByRole('button', { name: t('ra.action.save') }).click()
    await expect(page.getByRole('textbox', { name: t('vitrine.apiKey.secret') })).toHaveValue(
      /^vtk_/,
    )
    await shoot(page, `api-key-created-${language}`)
    await page.getByRole('link', { name: t('vitrine.apiKey.done') }).click()
    await expect(page.getByRole('row').filter({ hasText: 'Zapier' }).first()).toBeVisible()
    await shoot(page, `api-keys-${language}`)

    await page.goto('/admin/webhooks/create')
    const url = page.getByRole('textbox', { name: t('resources.webhooks.fields.url') })
    await url.fill(`http://127.0.0.1:${port}/vitrine`)
    await page
      .getByRole('textbox', { name: t('resources.webhooks.fields.description') })
      .fill('CRM')
    await page.getByRole('checkbox', { name: t('vitrine.webhook.event.customer_created') }).check()
    await shoot(page, `webhook-create-${language}`)
    await page.getByRole('button', { name: t('ra.action.save') }).click()
    await expect(page.getByText(t('vitrine.webhook.secretTitle'))).toBeVisible()
    await registerCustomer(request, {
      email: uniqueEmail('hook'),
      firstName: 'Ada',
      lastName: 'Lovelace',
      password: 'vitrine-ada-2026',
    })
    await expect
      .poll(async () => {
        await page.reload()
        return page.getByText(t('vitrine.webhook.status.succeeded')).count()
      })
      .toBeGreaterThan(0)
    await shoot(page, `webhook-edit-${language}`)
    await page.goto('/admin/webhooks')
    await expect(page.getByText('CRM').first()).toBeVisible()
    await shoot(page, `webhooks-${language}`)
  })
}
