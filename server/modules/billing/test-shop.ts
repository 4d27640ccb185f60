import type { LightMyRequestResponse } from 'fastify'
import type { Kysely } from 'kysely'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { insertItem, insertMedia, insertPlan, type NewPrice } from '../../db/insert.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import type { TestApp } from '../../../test/support/app.ts'
import { BROWSER_ACCEPT } from '../../../test/support/browser.ts'
import { signedIn } from '../../../test/support/fixtures.ts'
import { SANDBOX_BUYER_COOKIE } from './sandbox/sandbox-buyer.ts'

/** Test data for the billing suites: items for sale and plans, made with the shared writers. */

export interface ItemForSale {
  itemUid: string
  priceUids: string[]
}

export async function createItemForSale(
  db: Kysely<Database>,
  websiteUid: string,
  name: string,
  prices: Omit<NewPrice, 'uid'>[],
  monetizationEnabled = true,
): Promise<ItemForSale> {
  const mediaUid = await insertMedia(db, websiteUid, { name, duration: 60 })
  const priceUids = prices.map(() => newUid())
  const itemUid = await insertItem(db, websiteUid, {
    slug: `item-${newUid().toLowerCase()}`,
    contentObjectType: 'media',
    contentObjectUid: mediaUid,
    visibilityType: 'public',
    monetizationEnabled,
    prices: prices.map((price, index) => ({ ...price, uid: priceUids[index] })),
  })
  return { itemUid, priceUids }
}

export async function createPlan(
  db: Kysely<Database>,
  websiteUid: string,
  name: string,
  amount: number,
  interval: 'month' | 'year' = 'month',
  trialDays = 0,
): Promise<string> {
  return insertPlan(db, websiteUid, { name, amount, interval, trialDays })
}

/** POSTs a checkout body and answers the response. */
export function checkout(
  t: TestApp,
  token: string | null,
  body: unknown,
  host = 'localhost',
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}/billing/checkout/`,
    headers: { host, ...(token ? signedIn(token) : {}), ...headers },
    payload: body as object,
  })
}

/** The path of a checkout session url, to follow it with `inject`. */
export function pathOf(url: string): string {
  const parsed = new URL(url)
  return parsed.pathname
}

/** How a browser reaches a sandbox page: on which host, with which cookie (`name=value`). */
export interface Visit {
  host?: string
  cookie?: string
}

const visitHeaders = ({ host = 'localhost', cookie }: Visit) => ({
  host,
  accept: BROWSER_ACCEPT,
  ...(cookie ? { cookie } : {}),
})

/** The buyer cookie a sandbox checkout answer set, as the browser sends it back (`name=value`). */
export function buyerCookieOf(answer: LightMyRequestResponse): string {
  const setCookie = answer.headers['set-cookie']
  const all = Array.isArray(setCookie) ? setCookie : [setCookie ?? '']
  const found = all.find((value) => value.startsWith(`${SANDBOX_BUYER_COOKIE}=`))
  if (!found) throw new Error(`The checkout set no sandbox buyer cookie: ${all.join(' | ')}`)
  return found.split(';')[0]!
}

/** Opens a sandbox page, as a browser following the checkout's redirect does. */
export function openPage(t: TestApp, path: string, visit: Visit = {}) {
  return t.app.inject({ url: path, headers: visitHeaders(visit) })
}

/** Posts one of the sandbox checkout page's forms, as a browser does. */
export function submitForm(t: TestApp, path: string, visit: Visit = {}) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...visitHeaders(visit), 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  })
}

/** The uid at the end of a sandbox checkout url. */
export function orderUidOf(url: string): string {
  return decodeURIComponent(pathOf(url).split('/').pop() ?? '')
}
