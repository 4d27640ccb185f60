import { AuthAccountMenu } from './pages/auth-account-menu.ts'
import { passwordField } from './pages/auth-fields.ts'
import { AuthLoginPage } from './pages/auth-login-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { registerCustomer, signIn, someAddress, uniqueEmail } from './support/customers.ts'
import { createInvitation } from './support/invitations.ts'
import { linkIn, newestMailTo } from './support/outbox.ts'
import { expect, test } from './support/test.ts'
import { text } from './support/texts.ts'
import { API_BASE } from '../contract/values/api-paths.ts'

const PASSWORD = 'vitrine-compte'
const NEW_PASSWORD = 'vitrine-nouveau'

// Registrations, logins and reset requests of these journeys count against an address of their
// own, not against the 127.0.0.1 every other journey's browser shares.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': someAddress() } })

const atHome = (url: URL) => url.pathname === '/'

test('registering on the register screen signs the visitor in and brings them home', async ({
  page,
  request,
  authRegisterPage: register,
  authAccountMenu: accountMenu,
}) => {
  test.slow()
  const taken = uniqueEmail('deja')
  const email = uniqueEmail('inscription')
  await registerCustomer(request, {
    firstName: 'Paul',
    lastName: 'Premier',
    email: taken,
    password: PASSWORD,
  })

  await test.step('passwords that differ are refused before anything is sent', async () => {
    await register.goto()
    await expect(register.heading).toHaveText('Créer un compte')
    await expectNoAccessibilityViolations(page)
    await register.firstName.fill('Zoé')
    await register.lastName.fill('Durand')
    await register.email.fill(taken)
    await register.password1.fill(PASSWORD)
    await register.password2.fill(`${PASSWORD}!`)
    await register.submit.click()
    await expect(register.password2).toHaveAccessibleDescription(
      'Les deux mots de passe ne sont pas identiques',
    )
    await expect(register.password2).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/auth\/register$/)
  })

  await test.step('an address already registered is said to have an account, in French', async () => {
    await register.password2.fill(PASSWORD)
    await register.submit.click()
    const taken = 'Un compte existe déjà avec cette adresse e-mail.'
    await expect(register.alert).toHaveText(taken)
    await expect(register.email).toHaveAccessibleDescription(taken)
    await expect(register.email).toHaveAttribute('aria-invalid', 'true')
    await expectNoAccessibilityViolations(page)
  })

  await test.step('a new address: signed in and on the home page', async () => {
    await register.email.fill(email)
    await register.submit.click()
    await expect(page).toHaveURL(atHome)
    await expect(accountMenu.button).toBeVisible()
  })

  await test.step('the account menu names them', async () => {
    await accountMenu.open()
    await expect(accountMenu.menu).toContainText('Zoé Durand')
    await expect(accountMenu.menu).toContainText(email)
    // The home page behind it is home.spec.ts's: only the menu, which is quicker on a small machine.
    await expectNoAccessibilityViolations(page, '[role="menu"]')
  })
})

test('a forgotten password is changed through the mailed link, which works only once', async ({
  page,
  customer: { email, password },
  authPasswordResetPage: reset,
  authPasswordResetConfirmPage: confirm,
  authLoginPage: login,
  authAccountMenu: accountMenu,
}) => {
  test.slow()
  let link: URL | undefined

  await test.step('asking for a link says it is on its way', async () => {
    await reset.goto()
    await expectNoAccessibilityViolations(page)
    await reset.request(email)
    await expect(reset.sent).toBeVisible()
    await expect(reset.email).toHaveCount(0)
    await expectNoAccessibilityViolations(page)
  })

  await test.step('the mail holds a link to the new-password screen', async () => {
    await expect
      .poll(() => newestMailTo(email), { message: `a reset mail to ${email}` })
      .toBeDefined()
    link = linkIn(newestMailTo(email)!, '/auth/password/reset/')
    expect(link, 'a reset link in the mail').toBeDefined()
  })

  await test.step('the new password, twice, is taken; a link leads to the login', async () => {
    await confirm.open(link!)
    await expectNoAccessibilityViolations(page)
    await confirm.setPassword(NEW_PASSWORD)
    await expect(confirm.done).toBeVisible()
    await expect(confirm.loginLink).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('the old password no longer logs in, the new one does', async () => {
    await confirm.loginLink.click()
    await expect(login.heading).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await login.logIn(email, password)
    await expect(login.alert).toHaveText('Identifiants incorrects')
    await login.password.fill(NEW_PASSWORD)
    await login.submit.click()
    await expect(page).toHaveURL(atHome)
    await expect(accountMenu.button).toBeVisible()
  })

  await test.step('the same link a second time is refused as used', async () => {
    await confirm.open(link!)
    await confirm.setPassword('vitrine-encore')
    await expect(confirm.alert).toContainText(
      "Le lien de réinitialisation est invalide, peut-être parce qu'il a déjà été utilisé. Veuillez demander une nouvelle réinitialisation du mot de passe.",
    )
    await expect(
      confirm.alert.getByRole('link', { name: 'Demander un nouveau lien' }),
    ).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })
})

test('a revoked login on my stuff logs the visitor out and asks them to log in again', async ({
  page,
  request,
  customer: { email, password, token },
  authLoginPage: login,
  myStuffPage,
  authAccountMenu: accountMenu,
}) => {
  await test.step('the server forgets the token', async () => {
    const headers = { Authorization: `WebsiteToken ${token}` }
    const logout = await request.post(`${API_BASE}/auth/logout/`, { headers })
    expect(logout.ok(), await logout.text()).toBe(true)
    expect((await request.get(`${API_BASE}/auth/me/`, { headers })).status()).toBe(401)
  })

  await signIn(page, token)

  await test.step('my stuff with it ends on the login screen, the token forgotten', async () => {
    await page.goto('/my-stuff')
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fmy-stuff$/)
    await expect(login.heading).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('logging in again leads back to my stuff', async () => {
    await login.logIn(email, password)
    await expect(myStuffPage.heading).toBeVisible()
    await expect(page).toHaveURL(/\/my-stuff$/)
    await expect(accountMenu.button).toBeVisible()
  })
})

test('a made-up login on the home page logs the visitor out: no more account menu', async ({
  page,
  shell,
  authLoginPage: login,
  authAccountMenu: accountMenu,
}) => {
  await signIn(page, 'not-a-token-the-server-ever-gave')

  await test.step('the home page sends the visitor to the login screen', async () => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/auth\/login$/)
    await expect(login.heading).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull()
  })

  await test.step('back on the site, the app bar offers to log in, not the account menu', async () => {
    await login.homeLink.click()
    await expect(page).toHaveURL(atHome)
    await expect(shell.loginLink).toBeVisible()
    await expect(accountMenu.button).toHaveCount(0)
  })
})

test('an invitation registers the invited person and signs them in', async ({
  page,
  authRegisterPage: register,
  authAccountMenu: accountMenu,
}) => {
  test.slow()
  const email = uniqueEmail('invite')
  const invitationId = await createInvitation({ email, firstName: 'Inès', lastName: 'Invitée' })

  await test.step('the form comes filled in from the invitation, the address fixed', async () => {
    await register.goto(invitationId)
    await expect(register.heading).toHaveText(/^Rejoindre /)
    await expect(register.firstName).toHaveValue('Inès')
    await expect(register.lastName).toHaveValue('Invitée')
    await expect(register.email).toHaveValue(email)
    await expect(register.email).toHaveAttribute('readonly')
    await expectNoAccessibilityViolations(page)
  })

  await test.step('choosing a password signs them in on the home page', async () => {
    await register.register({ firstName: 'Inès', lastName: 'Invitée', email, password: PASSWORD })
    await expect(page).toHaveURL(atHome)
    await accountMenu.open()
    await expect(accountMenu.menu).toContainText('Inès Invitée')
    await expect(accountMenu.menu).toContainText(email)
  })

  await test.step('the used invitation no longer opens: back to the home page', async () => {
    await page.goto(`/auth/register/${invitationId}`)
    await expect(page).toHaveURL(atHome)
  })
})

test('a password sent before the page is taken over never lands in an address or a GET', async ({
  browser,
  baseURL,
}) => {
  // Without scripts, the forms are exactly as the server drew them: what Enter pressed too early
  // on a slow phone would send.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  const sent: string[] = []
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()}`))
  for (const [path, field] of [
    ['/auth/login?redirect=%2Flegal', 'Mot de passe'],
    ['/auth/register', 'Mot de passe'],
  ] as const) {
    await page.goto(path)
    const password = passwordField(page, field)
    await password.fill('secret-du-test')
    await password.press('Enter')
    await page.waitForURL((url) => url.pathname === path.split('?')[0])
    expect(page.url()).not.toContain('secret-du-test')
  }
  const carriedIt = sent.filter((line) => line.includes('secret-du-test'))
  expect(carriedIt, 'no request address carries the password').toEqual([])
  expect(sent.filter((line) => line.startsWith('POST')).length).toBe(2)
  await context.close()
})

test('a login sent before the page is taken over says what went wrong, or signs the visitor in', async ({
  browser,
  baseURL,
  customer: { email, password },
}) => {
  const headers = { 'x-forwarded-for': someAddress() }
  // Without scripts: the form exactly as the server drew it, sent as Enter pressed too early.
  const early = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: headers,
  })
  const page = await early.newPage()
  const login = new AuthLoginPage(page)

  await test.step('a wrong password comes back as the form saying so', async () => {
    await login.goto('?redirect=%2Flegal')
    await login.email.fill(email)
    await login.password.fill('pas-le-bon')
    await login.password.press('Enter')
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Flegal&login_failed=credentials$/)
    await expect(login.alert).toHaveText(text('fr', 'auth.invalidCredentials'))
    expect(page.url()).not.toContain('pas-le-bon')
  })

  await test.step('the right one leads where the visitor was going', async () => {
    await login.email.fill(email)
    await login.password.fill(password)
    await login.password.press('Enter')
    await expect(page).toHaveURL(/\/legal$/)
  })

  await test.step('once the scripts run, the visitor is signed in', async () => {
    const later = await browser.newContext({
      baseURL,
      extraHTTPHeaders: headers,
      storageState: await early.storageState(),
    })
    const scripted = await later.newPage()
    await scripted.goto('/legal')
    await expect(new AuthAccountMenu(scripted).button).toBeVisible()
    expect(await scripted.evaluate(() => localStorage.getItem('auth'))).toBeTruthy()
    expect(await scripted.evaluate(() => document.cookie)).not.toContain('vitrine_form_login')
    await later.close()
  })
  await early.close()
})
