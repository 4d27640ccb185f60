import type { DeviceCodeAnswer } from '../contract/schemas/auth.ts'
import { API_BASE } from '../contract/values/api-paths.ts'
import { AuthLoginPage } from './pages/auth-login-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

const ANDROID_TV =
  'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K VH2) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'

test('a TV signs in with the code its viewer confirms on their phone', async ({
  page,
  request,
  customer,
}) => {
  // The TV's side, as its app calls it: a code pair, then polls.
  const asked = await request.post(`${API_BASE}/auth/device/`, {
    headers: { 'user-agent': ANDROID_TV },
  })
  expect(asked.ok(), await asked.text()).toBe(true)
  const tv = (await asked.json()) as DeviceCodeAnswer
  const poll = () =>
    request.post(`${API_BASE}/auth/device/token/`, { data: { device_code: tv.device_code } })
  expect((await (await poll()).json()).type).toBe('authorization_pending')

  await test.step('the QR code opens /activate, which asks the viewer to sign in first', async () => {
    const address = new URL(tv.verification_uri_complete)
    await page.goto(`${address.pathname}${address.search}`)
    await expect(page.getByRole('heading', { name: 'Connecter une télévision' })).toBeVisible()
    await page.getByRole('link', { name: 'Se connecter pour continuer' }).click()
    await new AuthLoginPage(page).logIn(customer.email, customer.password)
    await expect(page).toHaveURL(/\/activate\?code=/)
  })

  await test.step('the code is there as the TV shows it; the viewer confirms', async () => {
    const code = page.getByRole('textbox', { name: 'Code affiché sur la télévision' })
    await expect(code).toHaveValue(tv.user_code)
    await expectNoAccessibilityViolations(page)
    await page.getByRole('button', { name: 'Connecter la télévision' }).click()
    await expect(page.getByRole('status')).toContainText('votre télévision se connecte')
  })

  await test.step('the TV gets its sign-in on its next poll', async () => {
    const answer = await poll()
    expect(answer.status(), await answer.text()).toBe(200)
    const { token } = (await answer.json()) as { token: string }
    const me = await request.get(`${API_BASE}/auth/me/`, {
      headers: { authorization: `WebsiteToken ${token}` },
    })
    expect(((await me.json()) as { email: string }).email).toBe(customer.email)
  })
})
