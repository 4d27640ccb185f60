import type { APIRequestContext } from '@playwright/test'
import { ADMIN_LISTS } from '../contract/values/admin-lists.ts'
import { ADMIN_API_BASE, API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import { DEMO_STAFF } from '../server/demo/accounts.ts'
import { adminText } from './support/admin-texts.ts'
import { someAddress } from './support/customers.ts'
import { expectNoAccessibilityViolations } from './support/axe.ts'
import { expect, test } from './support/test.ts'

// The owner signs in on both demo sites: from an address of its own (see auth.spec.ts).
const address = someAddress()
test.use({ extraHTTPHeaders: { 'x-forwarded-for': address } })

interface Site {
  /** The Host header that names the site: Node does not resolve *.localhost as Chromium does. */
  host: string
  token: string
}

/** The demo owner's token on the site that `host` names, as the back office's sign-in gets it. */
async function ownerOf(request: APIRequestContext, baseURL: string, host: string): Promise<Site> {
  const login = await request.post(`${baseURL}${API_BASE}/auth/login/`, {
    headers: { host },
    data: { email: DEMO_STAFF.email, password: DEMO_STAFF.password },
  })
  expect(login.ok(), await login.text()).toBe(true)
  return { host, token: ((await login.json()) as { token: string }).token }
}

/** A call of the staff API on `site`, with its owner's token or with `token`. */
const staffGet = (
  request: APIRequestContext,
  baseURL: string,
  site: Site,
  path: string,
  token = site.token,
) =>
  request.get(`${baseURL}${ADMIN_API_BASE}${path}`, {
    headers: { host: site.host, authorization: `${TOKEN_SCHEME} ${token}` },
  })

test("the second demo site's owner runs that site alone: its back office shows none of the first", async ({
  page,
  request,
  baseURL,
  swissURL,
  adminLoginPage,
  adminItemsPage: items,
}) => {
  const main = await ownerOf(request, baseURL!, new URL(baseURL!).host)
  const swiss = await ownerOf(request, baseURL!, new URL(swissURL).host)

  let swissNames: string[] = []
  await test.step('the owner signs in on the second site and lists its items', async () => {
    await adminLoginPage.logInAsOwner(swissURL)
    await expect(page).toHaveURL(new RegExp(`^${swissURL}/admin/?$`))
    await items.itemsMenuLink.click()
    const listed = await staffGet(request, baseURL!, swiss, `${ADMIN_LISTS.items}?_start=0&_end=25`)
    const total = Number(listed.headers()['x-total-count'])
    expect(total).toBeGreaterThan(0)
    await items.expectRows(Math.min(total, 25))
    swissNames = await items.names()
    await expectNoAccessibilityViolations(page)
  })

  await test.step('none of them is the first site’s, whose search finds none of them', async () => {
    for (const name of swissNames) {
      const query = `${ADMIN_LISTS.items}?_start=0&_end=25&q=${encodeURIComponent(name)}`
      const found = (await (await staffGet(request, baseURL!, main, query)).json()) as {
        name: string
      }[]
      expect(found.map((item) => item.name)).not.toContain(name)
    }
  })

  await test.step('neither site’s staff token opens the other’s staff API', async () => {
    const crossed = await staffGet(request, baseURL!, swiss, ADMIN_LISTS.items, main.token)
    // The second site forces login: a token it does not know is nobody signed in there.
    expect(crossed.status()).toBe(401)
    const back = await staffGet(request, baseURL!, main, ADMIN_LISTS.items, swiss.token)
    expect(back.status()).toBe(403)
  })

  await test.step('an item of the first site is not found through the second', async () => {
    const mainItems = (await (
      await staffGet(request, baseURL!, main, `${ADMIN_LISTS.items}?_start=0&_end=1`)
    ).json()) as { id: string }[]
    const uid = mainItems[0]!.id
    const answer = await staffGet(request, baseURL!, swiss, `${ADMIN_LISTS.items}${uid}/`)
    expect(answer.status()).toBe(404)
    // The back office says so, and goes back to the list.
    await page.goto(`${swissURL}/admin/items/${uid}/show`)
    await expect(page.getByText(adminText('fr', 'ra.notification.item_doesnt_exist'))).toBeVisible()
    await expect(page).toHaveURL(`${swissURL}/admin/items`)
  })
})
