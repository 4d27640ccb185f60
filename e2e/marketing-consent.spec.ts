import { readFileSync } from 'node:fs'
import path from 'node:path'
import { API_BASE } from '../contract/values/api-paths.ts'
import { signUnsubscribeToken } from '../server/modules/marketing/unsubscribe-token.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { someAddress, uniqueEmail } from './support/customers.ts'
import { DATA_DIR_VARIABLE } from './support/outbox.ts'
import { expect, test } from './support/test.ts'

/**
 * The unsubscribe address a marketing mail to this visitor carries: signed with the server's own
 * secret, which it keeps in its data folder.
 */
function unsubscribeAddress(websiteUid: string, userUid: string): string {
  const dataDir = process.env[DATA_DIR_VARIABLE] ?? ''
  const secret = readFileSync(path.join(dataDir, 'secret.key'), 'utf8').trim()
  return `/unsubscribe?token=${encodeURIComponent(signUnsubscribeToken(secret, websiteUid, userUid))}`
}

test('offers accepted at sign-up, then given up in one click from the link of a mail', async ({
  page,
  authRegisterPage: register,
  accountPage: account,
}) => {
  // Registration is limited per address; this visitor comes from one of its own.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': someAddress() })
  const consent = page.getByLabel(/^Recevoir les offres et nouveautés de /)

  await test.step('the visitor registers with the offers box ticked', async () => {
    await register.goto()
    const box = page.getByRole('checkbox', { name: /^J'accepte de recevoir les offres/ })
    await expect(box).not.toBeChecked()
    await box.check()
    await register.register({
      firstName: 'Inès',
      lastName: 'Roux',
      email: uniqueEmail('offres'),
      password: 'un mot de passe assez long',
    })
    await expect(page).toHaveURL(/\/$/)
  })

  await test.step('the account page shows the choice', async () => {
    await account.goto()
    await expect(consent).toBeChecked()
  })

  const ids = await page.evaluate(async (api) => {
    const token = localStorage.getItem('auth') ?? ''
    const me = await fetch(`${api}/auth/me/`, {
      headers: { Authorization: `WebsiteToken ${token}` },
    })
    const website = await fetch(`${api}/website/`)
    return {
      user: ((await me.json()) as { uid: string }).uid,
      website: ((await website.json()) as { uid: string }).uid,
    }
  }, API_BASE)

  await test.step('the link asks first, then unsubscribes on the button', async () => {
    await page.goto(unsubscribeAddress(ids.website, ids.user))
    const confirm = page.getByRole('button', { name: 'Me désabonner' })
    await expect(confirm).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await confirm.click()
    await expect(page.getByText(/^C'est fait : vous ne recevrez plus les offres/)).toBeVisible()
  })

  await test.step('the account page shows the offers off', async () => {
    await account.goto()
    await expect(consent).not.toBeChecked()
  })
})
