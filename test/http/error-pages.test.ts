import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkout, createItemForSale, pathOf } from '../../server/modules/billing/test-shop.ts'
import { startTestApp, type TestApp } from '../support/app.ts'
import { BROWSER_ACCEPT } from '../support/browser.ts'
import { DIALECTS } from '../support/database.ts'
import { createSession, createUser, createWebsite } from '../support/fixtures.ts'

const shaped = {
  type: expect.any(String),
  message: expect.any(String),
  request_id: expect.any(String),
}

/**
 * The server's own pages (the embed player, the sandbox's payment pages) show a failure as a
 * page to a browser, and in the `{type, message}` shape to any other client: curl, `fetch`, an
 * API client, a crawler.
 */
describe.each(DIALECTS)('a page that fails, on %s', (dialect) => {
  let t: TestApp
  let orderPath: string

  const open = (method: 'GET' | 'POST', url: string, host: string, accept?: string) =>
    t.app.inject({ method, url, headers: { host, ...(accept ? { accept } : {}) } })

  const failures: [method: 'GET' | 'POST', url: () => string, host: string, status: number][] = [
    ['GET', () => '/embed/no-such-item/', 'localhost', 404],
    ['GET', () => '/embed/media/no-such-media/', 'localhost', 404],
    ['GET', () => '/embed/no-such-item/', 'members.test', 401],
    ['GET', () => '/embed/media/no-such-media/', 'members.test', 401],
    ['GET', () => '/sandbox/checkout/no-such-order', 'localhost', 404],
    ['POST', () => '/sandbox/checkout/no-such-order/pay', 'localhost', 404],
    ['POST', () => '/sandbox/checkout/no-such-order/cancel', 'localhost', 404],
    ['GET', () => orderPath, 'localhost', 403],
    ['GET', () => '/sandbox/billing/garbage', 'localhost', 403],
    ['POST', () => '/sandbox/billing/garbage/subscriptions/x/cancel', 'localhost', 403],
  ]

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['localhost'] })
    await createWebsite(db, { hosts: ['members.test'], settings: { auth_force_login: true } })
    const buyer = await createSession(db, site, (await createUser(db, site)).uid)
    const item = await createItemForSale(db, site, 'Film', [{ amount: 1200, period: 0 }])
    const answer = await checkout(t, buyer, { type: 'prices', prices: item.priceUids })
    // Opened without the buyer's cookie: not the buyer.
    orderPath = pathOf((answer.json() as { checkout_session_url: string }).checkout_session_url)
  })
  afterAll(() => t.close())

  it('answers a client that does not ask for HTML in the {type, message} shape', async () => {
    for (const [method, url, host, status] of failures) {
      for (const accept of [undefined, '*/*', 'application/json']) {
        const answer = await open(method, url(), host, accept)
        const what = `${method} ${url()} on ${host}, Accept ${accept}`
        expect(answer.statusCode, what).toBe(status)
        expect(answer.headers['content-type'], what).toContain('application/json')
        expect(answer.json(), what).toEqual(shaped)
      }
    }
  })

  it('still shows a browser the page that says what went wrong', async () => {
    for (const [method, url, host, status] of failures) {
      const answer = await open(method, url(), host, BROWSER_ACCEPT)
      const what = `${method} ${url()} on ${host}`
      expect(answer.statusCode, what).toBe(status)
      expect(answer.headers['content-type'], what).toContain('text/html')
      expect(answer.headers.vary, what).toContain('accept')
    }
  })

  it('answers an address under /sitemaps/ that is no sitemap in the same shape', async () => {
    const answer = await open('GET', `/sitemaps/${'a'.repeat(300)}`, 'localhost', BROWSER_ACCEPT)
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toEqual(shaped)
  })
})
