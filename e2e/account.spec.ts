import { readFile } from 'node:fs/promises'
import { AccountPage } from './pages/account-page.ts'
import { AuthLoginPage } from './pages/auth-login-page.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { AdminLoginPage } from './pages/admin-login-page.ts'
import { AdminOrdersPage } from './pages/admin-orders-page.ts'
import { buyInSandbox, itemForSale, loginToken, signIn, uniqueEmail } from './support/customers.ts'
import { expect, test } from './support/test.ts'

test('donating: signed out goes to log in first, 4 € is refused, 10 € opens the payment page', async ({
  page,
  customer,
  donatePage: donate,
}) => {
  test.slow()

  await test.step('signed out, the donation leads to the login with the way back', async () => {
    await donate.goto(20)
    await expect(donate.preset(20)).toHaveAttribute('aria-pressed', 'true')
    await expectNoAccessibilityViolations(page)
    await donate.donate('Merci pour tout')
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdonate%3Famount%3D20$/)
  })

  await signIn(page, customer.token)

  await test.step('signed in, 4 € is refused with the minimum', async () => {
    await donate.goto()
    await donate.chooseCustomAmount('4')
    await donate.donate('Bravo')
    await expect(page.getByText('Montant trop faible - min. 5€')).toBeVisible()
    await expect(donate.amount).toHaveAttribute('aria-invalid', 'true')
    await expectNoAccessibilityViolations(page)
  })

  await test.step('10 € opens the sandbox payment page for 10 €', async () => {
    await donate.preset(10).click()
    await expect(donate.customAmount).not.toBeChecked()
    await donate.submit.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible()
    await expect(page.getByTestId('total')).toHaveText(/^10,00\s€$/)
  })
})

test('the contact form names what is missing, sends, confirms and starts empty again', async ({
  page,
  shell,
  contactDialog: contact,
  homePage,
}) => {
  test.slow()

  await test.step('sending it empty names every required field', async () => {
    await shell.goto('/')
    await contact.openFromAppBar()
    await expectNoAccessibilityViolations(page)
    await contact.send.click()
    await expect(contact.dialog.getByText('Champ requis')).toHaveCount(5)
    await expect(contact.email).toBeFocused()
  })

  await test.step('an address without @ is refused', async () => {
    await contact.fillIn({
      email: 'marie.example.com',
      firstName: 'Marie',
      lastName: 'Curie',
      message: 'Proposez-vous des tarifs pour les écoles ?',
    })
    await contact.send.click()
    await expect(contact.dialog.getByText('Adresse e-mail invalide')).toBeVisible()
    await expect(contact.dialog.getByText('Champ requis')).toHaveCount(0)
  })

  await test.step('a valid message is sent and confirmed', async () => {
    await contact.email.fill(uniqueEmail('visiteur'))
    await contact.send.click()
    await expect(contact.confirmation).toContainText('Votre message a bien été envoyé')
    await expectNoAccessibilityViolations(page)
  })

  await test.step('closing and opening again shows an empty form', async () => {
    await contact.close.click()
    await expect(contact.dialog).toBeHidden()
    await contact.openFromAppBar()
    await expect(contact.email).toHaveValue('')
    await expect(contact.message).toHaveValue('')
    await expect(contact.consent).not.toBeChecked()
    await page.keyboard.press('Escape')
    await expect(contact.dialog).toBeHidden()
  })

  await test.step("a home-page block's contact button opens it too", async () => {
    await homePage.revealAll()
    await shell.main.getByRole('button', { name: 'Nous écrire' }).first().click()
    await expect(contact.dialog).toBeVisible()
  })
})

test('what a customer buys through the sandbox is listed as available in my stuff', async ({
  page,
  request,
  customer,
  myStuffPage: myStuff,
}) => {
  test.slow()

  await test.step('signed out, my stuff leads to the login with the way back', async () => {
    await page.goto('/my-stuff')
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fmy-stuff$/)
  })

  await signIn(page, customer.token)

  await test.step('a new customer has bought nothing yet', async () => {
    await myStuff.goto()
    await expect(myStuff.empty).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  const item = await itemForSale(request)

  await test.step('buying an item through the sandbox', async () => {
    await buyInSandbox(page, customer.token, item)
  })

  await test.step('the item is listed as available and opens', async () => {
    await myStuff.goto()
    const card = myStuff.card(myStuff.available, item.content_object.name)
    await expect(card).toBeVisible()
    await expect(card).toContainText(/Accès (illimité|jusqu'au \d+ \S+ \d{4})/)
    await expect(myStuff.expired.getByRole('listitem')).toHaveCount(0)
    await expectNoAccessibilityViolations(page)
    await card.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/${item.slug}$`))
  })
})

test('the account page: a new password signs the other browser out, data downloads, the account goes, its order stays', async ({
  page,
  request,
  browser,
  baseURL,
  customer,
  accountPage: account,
  homePage,
  authAccountMenu: menu,
  authLoginPage: login,
}) => {
  test.slow()
  const { email, password, uid, token } = customer
  await signIn(page, token)
  const newPassword = 'vitrine-nouveau-secret'
  const item = await itemForSale(request)

  await test.step('signed out, the account page leads to the login with the way back', async () => {
    const context = await browser.newContext({ baseURL, locale: 'fr-FR' })
    try {
      const anonymous = await context.newPage()
      await anonymous.goto('/account')
      await expect(anonymous).toHaveURL(/\/auth\/login\?redirect=%2Faccount$/)
    } finally {
      await context.close()
    }
  })

  await test.step('the account menu leads to the page, which passes axe', async () => {
    await homePage.goto()
    await menu.open()
    await menu.entry('Mon compte').click()
    await expect(account.heading).toBeVisible()
    await expect(account.devices.getByText('Cet appareil')).toBeVisible()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('a new password here signs the other browser out', async () => {
    const context = await browser.newContext({ baseURL, locale: 'fr-FR' })
    try {
      const other = await context.newPage()
      await signIn(other, await loginToken(request, email, password))
      const elsewhere = new AccountPage(other)
      await elsewhere.goto()

      await account.goto()
      await expect(account.devices.getByRole('listitem')).toHaveCount(2)
      await account.changePasswordTo(password, newPassword)
      await expect(account.devices.getByRole('listitem')).toHaveCount(1)

      await other.reload()
      await expect(new AuthLoginPage(other).heading).toBeVisible()
      await expect(account.heading).toBeVisible()
    } finally {
      await context.close()
    }
  })

  await test.step('the customer buys an item, which the account page lists', async () => {
    await buyInSandbox(page, token, item)
    await account.goto()
    await expect(account.orders.getByRole('listitem')).toHaveCount(1)
  })

  await test.step('"download my data" saves a JSON file of the account', async () => {
    const downloading = page.waitForEvent('download')
    await account.downloadData.click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      profile: { email: string; first_name: string }
      orders: unknown[]
      my_list: unknown[]
    }
    expect(data.profile).toMatchObject({ email, first_name: customer.firstName })
    expect(data.orders).toHaveLength(1)
  })

  await test.step('deleting the account asks for the password, then nobody can sign in', async () => {
    await account.deleteAccount.click()
    await expect(account.deleteDialog).toBeVisible()
    await expectNoAccessibilityViolations(page)
    await account.deletePassword.fill(newPassword)
    await account.confirmDelete.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('Votre compte a été supprimé.')).toBeVisible()

    await login.goto()
    await login.logIn(email, newPassword)
    await expect(login.alert).toBeVisible()
    await expect(login.heading).toBeVisible()
  })

  await test.step('the order still counts in the back office, naming nobody', async () => {
    const context = await browser.newContext({ baseURL, locale: 'fr-FR' })
    try {
      const staff = await context.newPage()
      await new AdminLoginPage(staff).logInAsOwner()
      const orders = new AdminOrdersPage(staff)
      await orders.menuLink.click()
      // An erased account keeps only an address made of its uid.
      await orders.find(`erased-${uid.toLowerCase()}`)
      await expect(orders.rows).toHaveCount(1)
      await expect(orders.rows.first()).not.toContainText(customer.lastName)
      await orders.find(email)
      await expect(orders.rows).toHaveCount(0)
    } finally {
      await context.close()
    }
  })
})
