import { LANGUAGE_STORAGE_KEY } from '../web/i18n/remembered-language.ts'
import { AdminPlansPage } from './pages/admin-plans-page.ts'
import { CartPaymentPage } from './pages/cart-payment-page.ts'
import { DonatePage } from './pages/donate-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { signIn } from './support/customers.ts'
import type { Language } from './support/texts.ts'
import { expect, test } from './support/test.ts'

/** What is typed, and the total the payment page asks, written as the visitor's language does. */
const TYPED_DONATIONS = {
  fr: [
    ['12,50', /^12,50\s€$/],
    ['12.50', /^12,50\s€$/],
    ['12', /^12,00\s€$/],
    ['1 250', /^1\s250,00\s€$/],
  ],
  en: [
    ['12,50', /^€12\.50$/],
    ['12.50', /^€12\.50$/],
    ['12', /^€12\.00$/],
    ['1 250', /^€1,250\.00$/],
  ],
} as const satisfies Record<Language, readonly (readonly [string, RegExp])[]>

/** The refusal of an amount that reads two ways, as each language says it. */
const AMBIGUOUS = {
  fr: 'Montant ambigu : séparez les milliers par une espace et les centimes par une virgule (1 250,50)',
  en: 'Ambiguous amount: separate thousands with a space and cents with a point (1 250.50)',
} satisfies Record<Language, string>

for (const language of ['fr', 'en'] as const) {
  test(`a donation typed with a comma or a point asks that amount at checkout (${language})`, async ({
    page,
    baseURL,
    customer,
  }) => {
    test.slow()
    await page.context().addCookies([{ name: 'language', value: language, url: baseURL ?? '' }])
    await signIn(page, customer.token)
    const donate = new DonatePage(page, language)
    const payment = new CartPaymentPage(page, language)

    for (const [typed, total] of TYPED_DONATIONS[language]) {
      await test.step(`“${typed}” asks ${String(total)}`, async () => {
        await donate.goto()
        await donate.chooseCustomAmount(typed)
        await donate.donate('Merci')
        await payment.expectShown()
        await expect(payment.total).toHaveText(total)
      })
    }

    await test.step('“1.250,5” is refused at the field, in the visitor’s language', async () => {
      await donate.goto()
      await donate.chooseCustomAmount('1.250,5')
      await donate.donate('Merci')
      await expect(donate.amount).toHaveAttribute('aria-invalid', 'true')
      await expect(donate.amount).toHaveAccessibleDescription(AMBIGUOUS[language])
      await expect(donate.amount).toHaveAttribute('inputmode', 'decimal')
      await expectNoAccessibilityViolations(page)
    })
  })
}

test('a plan priced with a comma saves that price and shows it back as each language writes it', async ({
  page,
  baseURL,
  adminLoginPage,
  adminPlansPage: plans,
}) => {
  test.slow()
  // A private plan of its own: no other journey's storefront offers it.
  const name = `Tarif à virgule ${Date.now()}`

  await test.step('the owner types 4,99 in French: the list says 4,99 €', async () => {
    await adminLoginPage.logInAsOwner()
    await plans.menuLink.click()
    await plans.openForm()
    await plans.name.fill(name)
    await plans.amount.fill('4,99')
    await plans.isPrivate.check()
    await plans.save.click()
    await expect(plans.row(name)).toContainText(/4,99\s€/)
  })

  await test.step('the form shows 4,99 again, and refuses 1.250,5 with why', async () => {
    await plans.row(name).getByText(name).click()
    await expect(plans.amount).toHaveValue('4,99')
    await plans.amount.fill('1.250,5')
    await plans.save.click()
    await expect(plans.amount).toHaveAttribute('aria-invalid', 'true')
    await expect(plans.amount).toHaveAccessibleDescription(AMBIGUOUS.fr)
    await expectNoAccessibilityViolations(page)
    await plans.amount.fill('1 250,50')
    await plans.save.click()
    await expect(plans.row(name)).toContainText(/1\s250,50\s€/)
  })

  await test.step('in English the form shows 1250.50 and saves 12.5 as €12.50', async () => {
    await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL ?? '' }])
    await page.evaluate((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY)
    await page.reload()
    const english = new AdminPlansPage(page, 'en')
    await english.row(name).getByText(name).click()
    await expect(english.amount).toHaveValue('1250.50')
    await english.amount.fill('12,345')
    await english.save.click()
    await expect(english.amount).toHaveAccessibleDescription(AMBIGUOUS.en)
    await english.amount.fill('12.5')
    await english.save.click()
    await expect(english.row(name)).toContainText('€12.50')
  })
})
