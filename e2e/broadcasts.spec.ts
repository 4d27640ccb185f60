import { API_BASE } from '../contract/values/api-paths.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { someAddress, uniqueEmail } from './support/customers.ts'
import { linkIn, newestMailTo } from './support/outbox.ts'
import { expect, test } from './support/test.ts'

test('staff write a broadcast to a segment; the customer receives it and unsubscribes in one click', async ({
  page,
  request,
  adminLoginPage,
}) => {
  test.slow()
  const email = uniqueEmail('envoi')
  const subject = `Trois films en mai ${Date.now()}`

  await test.step('a customer who accepts offers registers', async () => {
    const registered = await request.post(`${API_BASE}/auth/register/`, {
      headers: { 'x-forwarded-for': someAddress() },
      data: {
        first_name: 'Inès',
        last_name: 'Roux',
        email,
        password1: 'un mot de passe assez long',
        password2: 'un mot de passe assez long',
        marketing_consent: true,
      },
    })
    expect(registered.ok(), await registered.text()).toBe(true)
  })

  await test.step('the owner writes it for customers who never paid, and sends it', async () => {
    await adminLoginPage.logInAsOwner()
    await page.getByRole('menuitem', { name: 'Envois groupés' }).click()
    await page.getByRole('link', { name: 'Créer' }).click()
    await page.getByRole('textbox', { name: 'Objet' }).fill(subject)
    await expect(page.getByRole('button', { name: 'Gras' })).toBeVisible()
    await page
      .locator('.ra-input-body [contenteditable="true"]')
      .fill('Bonjour, trois films arrivent.')
    await page.getByRole('combobox', { name: 'Destinataires' }).click()
    await page.getByRole('option', { name: 'N’ont jamais payé' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: /accepten?t? les offres/ }),
    ).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByRole('heading', { name: 'Aperçu' })).toBeVisible()
    await page.getByRole('button', { name: 'Envoyer maintenant' }).click()
    await expect(page.getByText('L’envoi est parti.')).toBeVisible()
  })

  await test.step('once sent, its texts can no longer be changed, nor formatted', async () => {
    await expect(page.getByRole('textbox', { name: 'Objet' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Gras' })).toHaveCount(0)
    await expectNoAccessibilityViolations(page, undefined, 'iframe[sandbox]')
  })

  const mail = await test.step('the customer receives it with its unsubscribe link', async () => {
    await expect.poll(() => newestMailTo(email) ?? '', { timeout: 30_000 }).toContain(subject)
    const received = newestMailTo(email) ?? ''
    expect(received).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    return received
  })

  await test.step('one click on the link unsubscribes, and the broadcast counts it', async () => {
    const broadcastPage = page.url()
    const link = linkIn(mail, '/unsubscribe')
    expect(link?.searchParams.get('broadcast')).toBeTruthy()
    await page.goto(`${link!.pathname}${link!.search}`)
    await page.getByRole('button', { name: 'Me désabonner' }).click()
    await expect(page.getByText(/^C'est fait : vous ne recevrez plus les offres/)).toBeVisible()
    await page.goto(broadcastPage)
    await expect(page.getByRole('status').filter({ hasText: /désabonnés : 1/ })).toBeVisible()
  })
})
