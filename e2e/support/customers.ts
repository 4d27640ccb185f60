import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { Item } from '../../contract/schemas/catalogue.ts'
import type { Playback } from '../../contract/schemas/playback.ts'
import { API_BASE } from '../../contract/values/api-paths.ts'

export interface NewCustomer {
  firstName: string
  lastName: string
  email: string
  password: string
}

/** A unique address, so journeys never share an account (nor a contact rate limit). */
export const uniqueEmail = (who: string) =>
  `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/**
 * A made-up client address (sent as x-forwarded-for), so a journey's logins and registrations
 * count against a rate limit of their own rather than the one every journey's 127.0.0.1 shares.
 */
export const someAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`

/** Registers a customer through the API, as the register screen does; answers their uid. */
export async function registerCustomer(
  request: APIRequestContext,
  customer: NewCustomer,
  headers: Record<string, string> = {},
): Promise<string> {
  const registered = await request.post(`${API_BASE}/auth/register/`, {
    headers,
    data: {
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      password1: customer.password,
      password2: customer.password,
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  return ((await registered.json()) as { uid: string }).uid
}

/** Logs in through the API and answers the login token. */
export async function loginToken(
  request: APIRequestContext,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const login = await request.post(`${API_BASE}/auth/login/`, {
    headers,
    data: { email, password },
  })
  expect(login.ok(), await login.text()).toBe(true)
  return ((await login.json()) as { token: string }).token
}

/** A fresh customer of one journey: who they are, their uid and a login token. */
export interface JourneyCustomer extends NewCustomer {
  uid: string
  token: string
}

/** The customer of the `customer` fixture; a journey that needs another names its own. */
const LEA_MARTIN: Omit<NewCustomer, 'email'> = {
  firstName: 'Léa',
  lastName: 'Martin',
  password: 'vitrine-journey',
}

/**
 * Registers a fresh customer through the API, so that whatever one journey does with the account
 * no other journey (nor a second run) sees; the page and the API calls come from an address of
 * their own (someAddress). Answers the account and a login token; signing in is the journey's.
 * The `customer` fixture is this on the journey's page; call it for a customer on another browser.
 */
export async function newCustomer(
  request: APIRequestContext,
  page: Page,
  who: Omit<NewCustomer, 'email'> = LEA_MARTIN,
): Promise<JourneyCustomer> {
  const headers = { 'x-forwarded-for': someAddress() }
  await page.setExtraHTTPHeaders(headers)
  const email = uniqueEmail(who.lastName.toLowerCase().replace(/[^a-z]/g, '') || 'client')
  const uid = await registerCustomer(request, { ...who, email }, headers)
  const token = await loginToken(request, email, who.password, headers)
  return { ...who, email, uid, token }
}

/** Signs the browser in as the storefront does after a login: the token under `auth`. */
export async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('auth', value), token)
}

/** A demo item for sale that a new customer has no access to yet. */
export async function itemForSale(request: APIRequestContext): Promise<Item> {
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  expect(answer.ok()).toBe(true)
  const { results } = (await answer.json()) as { results: Item[] }
  const item = results.find(
    (candidate) =>
      candidate.monetization_enabled && candidate.prices.length > 0 && !candidate.has_access,
  )
  if (!item) throw new Error('The demo catalogue has no item for sale')
  return item
}

/**
 * A free demo media anyone may play, with its stream ready (and the demo's captions); the first
 * that `wanted` accepts, when given.
 */
export async function freeMediaItem(
  request: APIRequestContext,
  wanted: (item: Item) => boolean = () => true,
): Promise<Item> {
  const answer = await request.get(`${API_BASE}/items/?limit=100`)
  const { results } = (await answer.json()) as { results: Item[] }
  for (const item of results) {
    if (item.content_object_type !== 'media' || !item.has_access || !wanted(item)) continue
    const playback = (await (
      await request.get(`/embed/${item.uid}/playback.json`)
    ).json()) as Playback
    if (playback.medias[0]?.hls) return item
  }
  throw new Error('The demo catalogue has no free media with a stream')
}

/**
 * Buys the item's first price through the sandbox, as the cart would: the checkout is called
 * from the browser's own context, whose answer's cookie lets this browser, and no other, open
 * the order's payment page; then Pay. Answers the order's uid.
 */
export async function buyInSandbox(page: Page, token: string, item: Item): Promise<string> {
  const answer = await page.request.post(`${API_BASE}/billing/checkout/`, {
    headers: { Authorization: `WebsiteToken ${token}` },
    data: { type: 'prices', prices: [item.prices[0]!.uid] },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  const { checkout_session_url } = (await answer.json()) as { checkout_session_url: string }
  await page.goto(checkout_session_url)
  await page.getByRole('button', { name: 'Payer' }).click()
  // Paid: the sandbox sends the browser back to the storefront's success page.
  await expect(page).not.toHaveURL(/\/sandbox\//)
  return decodeURIComponent(new URL(checkout_session_url).pathname.split('/').pop() ?? '')
}
