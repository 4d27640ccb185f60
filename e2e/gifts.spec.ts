import type { Item } from '../contract/schemas/catalogue.ts'
import { API_BASE } from '../contract/values/api-paths.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { itemForSale, signIn, someAddress, uniqueEmail } from './support/customers.ts'
import { linkIn, newestMailTo } from './support/outbox.ts'
import { AuthRegisterPage } from './pages/auth-register-page.ts'
import { expect, test } from './support/test.ts'

test('a gift bought in the sandbox is mailed, redeemed by a new account, and watched', async ({
  page,
  browser,
  request,
  customer,
}) => {
  const item: Item = await itemForSale(request)
  const recipient = uniqueEmail('cadeau')
  await signIn(page, customer.token)

  await test.step('the buyer fills the gift form on the item page and pays', async () => {
    await page.goto(`/${encodeURIComponent(item.slug)}`)
    await page.getByRole('button', { name: 'Offrir', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `Offrir ${item.content_object.name}` })
    await dialog.getByLabel('E-mail du destinataire').fill(recipient)
    await dialog.getByLabel('Votre message').fill('Bon film !')
    await expectNoAccessibilityViolations(page)
    await dialog.getByRole('button', { name: 'Payer le cadeau' }).click()
    await expect(page).toHaveURL(/\/sandbox\/checkout\//)
    await page.getByRole('button', { name: 'Payer', exact: true }).click()
    await expect(page).not.toHaveURL(/\/sandbox\//)
  })

  let mail = ''
  await test.step('the recipient gets a mail with the message and a link', async () => {
    await expect
      .poll(() => newestMailTo(recipient) ?? '', { timeout: 15_000 })
      .toContain('Bon film !')
    mail = newestMailTo(recipient) ?? ''
    expect(mail).toContain(item.content_object.name)
  })

  const link = linkIn(mail, '/gift')
  expect(link).toBeDefined()
  const context = await browser.newContext()
  const guest = await context.newPage()
  await guest.setExtraHTTPHeaders({ 'x-forwarded-for': someAddress() })

  await test.step('the link asks for an account; the recipient creates one and comes back', async () => {
    await guest.goto(`${link!.pathname}${link!.search}`)
    await expect(guest.getByRole('heading', { name: 'Recevoir un cadeau' })).toBeVisible()
    await guest.getByRole('link', { name: 'Créer un compte' }).click()
    await new AuthRegisterPage(guest).register({
      firstName: 'Zoé',
      lastName: 'Petit',
      email: recipient,
      password: 'un mot de passe assez long',
    })
    await expect(guest).toHaveURL(/\/gift\?code=/)
  })

  await test.step('the recipient redeems the gift and can watch the item', async () => {
    await expectNoAccessibilityViolations(guest)
    await guest.getByRole('button', { name: 'Recevoir mon cadeau' }).click()
    await expect(guest.getByRole('status')).toContainText('C’est à vous')
    await guest.getByRole('link', { name: 'Regarder' }).click()
    await expect(guest).toHaveURL(new RegExp(`/${item.slug}$`))
    const access = await guest.evaluate(
      async ({ api, slug }) => {
        const token = localStorage.getItem('auth') ?? ''
        const answer = await fetch(`${api}/items/?limit=100`, {
          headers: { Authorization: `WebsiteToken ${token}` },
        })
        const { results } = (await answer.json()) as {
          results: { slug: string; has_access: boolean }[]
        }
        return results.find((candidate) => candidate.slug === slug)?.has_access
      },
      { api: API_BASE, slug: item.slug },
    )
    expect(access).toBe(true)
  })
  await context.close()

  await test.step('the buyer’s account lists the gift as received', async () => {
    await page.goto('/account')
    const gifts = page.getByRole('region', { name: 'Mes cadeaux' })
    await expect(gifts.getByText(recipient, { exact: false })).toBeVisible()
    await expect(gifts.getByText(/Reçu/)).toBeVisible()
  })
})
