import { AdminLoginPage } from './pages/admin-login-page.ts'
import { adminText } from './support/admin-texts.ts'
import { newCustomer, signIn } from './support/customers.ts'
import { useOwnServer } from './support/own-server.ts'
import { changeDemoSettings, itemOfAPlan, subscribeFromItem } from './support/subscriptions.ts'
import { shoot } from './support/screenshots.ts'
import { expect, test } from './support/test.ts'

/**
 * The cancel dialog with a pause and a win-back offer, and the settings that make them, in
 * French and English, at phone and desktop size, for a person to look at, in SHOTS_DIR. Only
 * with E2E_SCREENSHOTS=1.
 */

useOwnServer()

for (const language of ['fr', 'en'] as const) {
  test(`the cancel dialog's offers and their settings in ${language}`, async ({
    page,
    request,
    context,
    baseURL,
    itemPage,
    cartDrawer,
    cartPaymentPage,
    cartSuccessPage,
  }) => {
    test.slow()
    // Pauses of two months at most and 12,50 € off the next three renewals.
    await changeDemoSettings(request, {
      subscription_pause_enabled: true,
      subscription_pause_max_months: 2,
      subscription_winback_enabled: true,
      subscription_winback_kind: 'amount',
      subscription_winback_amount_off: 1250,
      subscription_winback_months: 3,
    })
    const { item, plan } = await itemOfAPlan(request)
    const customer = await newCustomer(request, page)
    await signIn(page, customer.token)
    await subscribeFromItem(
      { itemPage, cartDrawer, cartPaymentPage, cartSuccessPage },
      { item, plan },
    )

    await context.addCookies([{ name: 'language', value: language, url: baseURL! }])
    await page.goto('/my-stuff')
    const held = page.getByRole('article', { name: plan.name })
    await held.getByRole('button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await shoot(page, `winback-cancel-dialog-${language}`)

    const t = (key: string, values?: Record<string, string | number>) =>
      adminText(language, key, values)
    const owner = await context.newPage()
    await new AdminLoginPage(owner, language).logInAsOwner()
    await expect(owner).not.toHaveURL(/\/login$/)
    await owner.goto('/admin/settings/payments')
    await expect(owner.getByRole('switch', { name: t('vitrine.settings.winback') })).toBeChecked()
    await shoot(owner, `winback-settings-${language}`)
  })
}
