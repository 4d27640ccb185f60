import type { Locator } from '@playwright/test'
import { API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import type { Plan } from '../contract/schemas/catalogue.ts'
import { planLinkPath } from '../contract/values/plan-link.ts'
import { someAddress } from './support/customers.ts'
import { expect, test } from './support/test.ts'

/** The demo customer, who has an account on both demo sites (README). */
const MEMBER = { email: 'client@vitrine.demo', password: 'vitrine-demo' }

// This journey's logins count against an address of its own (see auth.spec.ts).
test.use({ extraHTTPHeaders: { 'x-forwarded-for': someAddress() } })

/** Waits until a decorative picture (alt="", so no role) has been fetched and decoded. */
async function expectLoaded(picture: Locator) {
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
}

test('on the second demo site, which forces login, a signed-out visitor lands on the login screen', async ({
  page,
  swissURL,
}) => {
  await test.step('from the home page', async () => {
    await page.goto(`${swissURL}/`)
    await expect(page).toHaveURL(`${swissURL}/auth/login`)
  })

  await test.step('from a deep link to a category', async () => {
    await page.goto(`${swissURL}/category/alpes`)
    // The way back is kept: once signed in, the visitor comes back to the page asked for.
    await expect(page).toHaveURL(`${swissURL}/auth/login?redirect=%2Fcategory%2Falpes`)
  })
})

test('on the second demo site, a member signs in and sees the catalogue’s pictures and player', async ({
  page,
  swissURL,
  categoryPage,
  authLoginPage: login,
  itemPage,
}) => {
  await test.step('a deep link shows the login screen, with the site’s logo', async () => {
    await page.goto(`${swissURL}/category/alpes`)
    await expect(login.heading).toBeVisible()
    await expectLoaded(login.homeLink.locator('img'))
  })

  await test.step('signing in brings the member to the page asked for, pictures shown', async () => {
    await login.logIn(MEMBER.email, MEMBER.password)
    await expect(page).toHaveURL(`${swissURL}/category/alpes`)
    await expect(categoryPage.heading('Alpes suisses')).toBeVisible()
    await expectLoaded(categoryPage.itemCards.first().locator('img'))
  })

  await test.step('an item plays in its player', async () => {
    await page.goto(`${swissURL}/train-rouge-de-la-bernina`)
    await expect(itemPage.heading('Train rouge de la Bernina')).toBeVisible()
    // The player's page comes without the token; its script asks for the playback with it.
    const player = itemPage.player.contentFrame()
    await player.getByRole('button', { name: /^Lire — / }).click()
    // Its stream's addresses are bound to the member, who proves it with the playback cookie.
    await expect
      .poll(() => player.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0)
  })
})

test('on the second demo site, a plan’s link survives the login: the cart opens on that plan', async ({
  page,
  request,
  baseURL,
  swissURL,
  authLoginPage: login,
  cartDrawer: cart,
}) => {
  // Node does not resolve *.localhost as Chromium does: the Host header names the site.
  const host = new URL(swissURL).host
  const signedIn = await request.post(`${baseURL}${API_BASE}/auth/login/`, {
    headers: { host },
    data: MEMBER,
  })
  const { token } = (await signedIn.json()) as { token: string }
  const plans = (await (
    await request.get(`${baseURL}${API_BASE}/billing/plans/`, {
      headers: { host, authorization: `${TOKEN_SCHEME} ${token}` },
    })
  ).json()) as Plan[]
  const plan = plans[0]!

  await test.step('the link asks a signed-out visitor to sign in first', async () => {
    await page.goto(`${swissURL}${planLinkPath(plan.uid)}`)
    await expect(login.heading).toBeVisible()
  })

  await test.step('signed in, the member finds the cart open on the plan alone', async () => {
    await login.logIn(MEMBER.email, MEMBER.password)
    await expect(page).toHaveURL(`${swissURL}${planLinkPath(plan.uid)}`)
    await cart.expectView('subscriptions')
    await expect(cart.subscribeButton(plan.name)).toBeEnabled()
  })
})
