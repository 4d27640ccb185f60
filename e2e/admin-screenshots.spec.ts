import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { ADMIN_API_BASE, API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import type { Item } from '../contract/schemas/catalogue.ts'
import { LANGUAGE_COOKIE } from '../contract/values/first-screen.ts'
import { AUTH_STORAGE_KEY } from '../web/api/auth-storage-key.ts'
import { AdminItemEditPage } from './pages/admin-item-edit-page.ts'
import { AdminItemPage } from './pages/admin-item-page.ts'
import { AdminItemsPage } from './pages/admin-items-page.ts'
import { AdminLoginPage } from './pages/admin-login-page.ts'
import { AdminOrdersPage } from './pages/admin-orders-page.ts'
import { AdminPlansPage } from './pages/admin-plans-page.ts'
import { AdminPlaylistForm } from './pages/admin-playlist-form.ts'
import { AdminSettingsPage } from './pages/admin-settings-page.ts'
import { AdminStaffInvitationsPage } from './pages/admin-staff-invitations-page.ts'
import { CartDrawer } from './pages/cart-drawer.ts'
import { CartPaymentPage } from './pages/cart-payment-page.ts'
import { DonatePage } from './pages/donate-page.ts'
import { ItemPage } from './pages/item-page.ts'
import { adminText } from './support/admin-texts.ts'
import {
  buyInSandbox,
  itemForSale,
  newCustomer,
  registerCustomer,
  signIn,
  someAddress,
  uniqueEmail,
} from './support/customers.ts'
import { waitForHydration } from './support/hydration.ts'
import { useOwnServer } from './support/own-server.ts'
import { DESKTOP, painted, SCREENSHOT_SIZES, SHOTS_DIR, shoot } from './support/screenshots.ts'
import { expect, test } from './support/test.ts'

/**
 * Issue 43's back-office and staff screens, in French and English, at phone and desktop size,
 * for a person to look at (never compared automatically), in SHOTS_DIR (else
 * test-results/screenshots). Not part of `npm test`: run
 * `E2E_SCREENSHOTS=1 npx playwright test admin-screenshots`.
 */

// A server of its own: these pictures schedule items, add plans and orders and staff.
useOwnServer()
// The registrations and sign-ins count against an address of this run's own.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': someAddress() } })

const LANGUAGES = ['fr', 'en'] as const
type Language = (typeof LANGUAGES)[number]

const LATER = '2999-03-20T08:00:00.000Z'
const NEVER = '9999-12-31T23:59:59.999Z'
const ITEM = { slug: 'nuit-blanche-a-marseille', name: 'Nuit blanche à Marseille' }

/** A context whose pages are in `language`, on this file's server. */
async function contextIn(browser: Browser, baseURL: string, language: Language) {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    locale: language === 'fr' ? 'fr-FR' : 'en-GB',
    timezoneId: 'Europe/Paris',
    extraHTTPHeaders: { 'x-forwarded-for': someAddress() },
  })
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }])
  return context
}

async function catalogue(request: APIRequestContext): Promise<Item[]> {
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  return ((await answer.json()) as { results: Item[] }).results
}

/** Changes an item as the staff member signed in on `page` (the back office's token). */
async function changeItem(page: Page, uid: string, change: object) {
  const stored = () => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)
  await expect.poll(stored).not.toBeNull()
  const answer = await page.request.patch(`${ADMIN_API_BASE}/items/${uid}/`, {
    headers: { authorization: `${TOKEN_SCHEME} ${await stored()}` },
    data: change,
  })
  expect(answer.status(), await answer.text()).toBe(200)
}

/** The first word of a name long enough to find it by. */
const wordOf = (name: string) => name.split(/[\s,’']+/).find((word) => word.length > 4) ?? name

for (const language of LANGUAGES) {
  test.describe(`back-office and staff screens in ${language}`, () => {
    test.use({ viewport: DESKTOP })
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL! }])
    })
    const t = (key: string, values?: Record<string, string | number>) =>
      adminText(language, key, values)

    test('a scheduled, then unpublished, item as staff preview it', async ({ page }) => {
      test.slow()
      const video = (await catalogue(page.request)).find(
        (item) =>
          item.content_object_type === 'media' &&
          item.monetization_enabled &&
          item.prices.length > 0,
      )!
      await new AdminLoginPage(page, language).logInAsOwner()
      await changeItem(page, video.uid, { published_at: LATER })
      const item = new ItemPage(page, language)
      await page.goto(`/${video.slug}`)
      await expect(item.heading(video.content_object.name)).toBeVisible()
      await item.controls.start.click()
      await expect.poll(async () => (await item.controls.state()).currentTime).toBeGreaterThan(0)
      await shoot(page, `item-scheduled-${language}`, { fullPage: false })

      await changeItem(page, video.uid, { published_at: NEVER })
      await page.goto(`/${video.slug}`)
      await expect(item.player).toBeVisible()
      await shoot(page, `item-unpublished-${language}`, { fullPage: false })
      await changeItem(page, video.uid, { published_at: video.published_at })
    })

    test('the playlist form names the medias a free playlist gives away', async ({ page }) => {
      test.slow()
      const items = await catalogue(page.request)
      const free = items.find(
        (item) =>
          item.content_object_type === 'media' &&
          item.visibility_type === 'public' &&
          !item.monetization_enabled,
      )!.content_object.name
      const paid = items.find(
        (item) => item.content_object_type === 'media' && item.monetization_enabled,
      )!.content_object.name
      const form = new AdminPlaylistForm(page, language)
      await new AdminLoginPage(page, language).logInAsOwner()
      await new AdminItemsPage(page, language).itemsMenuLink.click()
      await form.createButton.click()
      await form.name.fill(language === 'fr' ? 'Cadeau de bienvenue' : 'Welcome gift')
      await form.pick(form.firstMedias, wordOf(free), free)
      await form.pick(form.firstMedias, wordOf(paid), paid)
      await form.save.click()
      await expect(form.givenAway.getByText(paid, { exact: true })).toBeVisible()
      await shoot(page, `playlist-given-away-${language}`, { fullPage: false })
    })

    test('a plan typed 12,50 with a trial, in the item’s plans, paid and billed in the sandbox', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow()
      const plans = new AdminPlansPage(page, language)
      const name = `Pass Festival ${language}`
      await new AdminLoginPage(page, language).logInAsOwner()
      await plans.menuLink.click()
      await plans.openForm()
      await plans.name.fill(name)
      await plans.amount.fill('12,50')
      await plans.trialDays.fill('7')
      await plans.addItem('marseille', ITEM.name)
      await shoot(page, `plan-form-${language}`)
      await plans.save.click()
      await expect(plans.row(name)).toContainText(/12[,.]50/)

      const visitorContext = await contextIn(browser, baseURL!, language)
      const visitor = await visitorContext.newPage()
      const customer = await newCustomer(visitor.request, visitor)
      await signIn(visitor, customer.token)
      const item = new ItemPage(visitor, language)
      await visitor.goto(`/${ITEM.slug}`)
      await waitForHydration(visitor)
      await item.subscribe.click()
      const cart = new CartDrawer(visitor, language)
      await cart.expectView('subscriptions')
      await expect(cart.plan(name)).toBeVisible()
      await cart.plan(name).scrollIntoViewIfNeeded()
      await shoot(visitor, `item-plans-trial-${language}`, { fullPage: false })

      await cart.subscribeButton(name).click()
      const payment = new CartPaymentPage(visitor, language)
      await payment.expectShown()
      await shoot(visitor, `sandbox-checkout-${language}`)
      await payment.pay.click()
      await expect(visitor).not.toHaveURL(/\/sandbox\//)
      const portal = await visitor.request.get(`${API_BASE}/me/stripe-portal/`, {
        headers: { authorization: `WebsiteToken ${customer.token}` },
      })
      expect(portal.ok(), await portal.text()).toBe(true)
      await visitor.goto(((await portal.json()) as { url: string }).url)
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
      await shoot(visitor, `sandbox-billing-${language}`)
      await visitorContext.close()
    })

    test('the item delete confirmation', async ({ page }) => {
      const items = new AdminItemsPage(page, language)
      const item = new AdminItemPage(page, language)
      await new AdminLoginPage(page, language).logInAsOwner()
      await items.itemsMenuLink.click()
      await items.rows.first().click()
      await item.deleteButton.click()
      await expect(item.confirmButton).toBeVisible()
      await shoot(page, `item-delete-confirm-${language}`, { fullPage: false })
    })

    test('an order, its refund dialog and the storage settings', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow()
      const visitorContext = await contextIn(browser, baseURL!, language)
      const visitor = await visitorContext.newPage()
      const customer = await newCustomer(visitor.request, visitor)
      await buyInSandbox(visitor, customer.token, await itemForSale(visitor.request))
      await visitorContext.close()

      const orders = new AdminOrdersPage(page, language)
      await new AdminLoginPage(page, language).logInAsOwner()
      await orders.menuLink.click()
      await orders.find(customer.email)
      await orders.rows.first().click()
      await expect(orders.status('paid')).toBeVisible()
      await shoot(page, `order-${language}`)
      await orders.refund.click()
      await expect(orders.confirmDialog).toBeVisible()
      await shoot(page, `refund-dialog-${language}`, { fullPage: false })
      await page.keyboard.press('Escape')
      await expect(orders.confirmDialog).toHaveCount(0)

      const settings = new AdminSettingsPage(page, language)
      await settings.openSection('vitrine.settings.section.storage')
      const storage = page
        .getByRole('main')
        .getByText(t('vitrine.settings.section.storage'), { exact: true })
      await storage.scrollIntoViewIfNeeded()
      for (const size of SCREENSHOT_SIZES) {
        await page.setViewportSize(size)
        await storage.evaluate((title) => title.scrollIntoView({ block: 'start' }))
        await painted(page)
        await page.screenshot({
          path: `${SHOTS_DIR}/settings-storage-${language}-${size.width}x${size.height}.png`,
        })
      }
    })

    test('the item form as a contributor: price and publication disabled', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      test.slow()
      const email = uniqueEmail(`colette-${language}`)
      await registerCustomer(request, {
        firstName: 'Colette',
        lastName: 'Renard',
        email,
        password: 'vitrine-colette',
      })
      const invitations = new AdminStaffInvitationsPage(page, language)
      await new AdminLoginPage(page, language).logInAsOwner()
      await invitations.menuLink.click()
      await invitations.openForm()
      await invitations.invite({
        email,
        firstName: 'Colette',
        lastName: 'Renard',
        role: 'contributor',
      })
      await expect(invitations.row(email)).toBeVisible()

      const herContext = await contextIn(browser, baseURL!, language)
      const her = await herContext.newPage()
      const login = new AdminLoginPage(her, language)
      await login.goto()
      await login.logIn(email, 'vitrine-colette')
      await expect(new AdminItemsPage(her, language).itemsMenuLink).toBeVisible()
      // An item for sale, whose prices she sees but may not change (its edit form's address).
      const forSale = (await catalogue(her.request)).find(
        (item) => item.monetization_enabled && item.prices.length > 0,
      )!
      await her.goto(`/admin/items/${forSale.uid}`)
      const form = new AdminItemEditPage(her, language)
      await expect(form.publishedAt).toBeDisabled()
      await shoot(her, `item-form-contributor-${language}`)
      await herContext.close()
    })

    test('the donation form with 12,50 typed', async ({ page }) => {
      const donate = new DonatePage(page, language)
      await donate.goto()
      await donate.chooseCustomAmount('12,50')
      await shoot(page, `donate-form-${language}`)
    })
  })
}
