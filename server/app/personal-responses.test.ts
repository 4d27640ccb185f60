import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_API_BASE, API_BASE } from '../../contract/values/api-paths.ts'
import { DIALECTS } from '../../test/support/database.ts'
import { createSession, createUser, signedIn, type TestUser } from '../../test/support/fixtures.ts'
import { newUid } from '../db/uid.ts'
import { addMediaItem } from '../modules/catalogue/test-fixtures.ts'
import { thumbnailAddress } from '../modules/images/addresses.ts'
import { startForcedLoginSites, type ForcedLoginSites } from './forced-login-test-support.ts'
import { MEMBER_COOKIE } from '../http/member-cookie.ts'

/** The `name=value` part of the cookie `name` a response sets. */
function cookieSet(setCookie: string | string[] | undefined, name: string): string | undefined {
  const all = ([] as string[]).concat(setCookie ?? [])
  return all.find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0]
}

/** The slug of the test sites' item, 'Le Cervin en hiver'. */
const ITEM_SLUG = 'le-cervin-en-hiver'

const varies = (vary: unknown) =>
  String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())

describe.each(DIALECTS)('caching of personal responses on %s', (dialect) => {
  let s: ForcedLoginSites
  let customer: TestUser
  let customerHeaders: Record<string, string>
  let staffHeaders: Record<string, string>
  let onDemandItem: string
  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    s.t.app.inject({ url, headers: { host, ...headers } })

  beforeAll(async () => {
    s = await startForcedLoginSites(dialect)
    const db = s.t.database.db
    const site = s.main.uid
    customer = await createUser(db, site)
    customerHeaders = signedIn(await createSession(db, site, customer.uid))
    const staff = await createUser(db, site, { staffRole: 'owner' })
    staffHeaders = signedIn(await createSession(db, site, staff.uid))
    onDemandItem = (await addMediaItem(db, site, 'Sur demande', { visibilityType: 'on_demand' }))
      .uid
  })
  afterAll(() => s?.close())

  it.each([
    ['the account', `${API_BASE}/auth/me/`],
    ['the purchases', `${API_BASE}/purchases/`],
    ['the billing portal', `${API_BASE}/me/stripe-portal/`],
    ['the catalogue with access as the viewer has it', `${API_BASE}/items/`],
    ['an item with access as the viewer has it', `${API_BASE}/items/${ITEM_SLUG}/`],
  ])('keeps %s of a signed-in viewer out of every cache', async (_what, url) => {
    const answer = await get(s.main.host, url, customerHeaders)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(varies(answer.headers.vary)).toContain('authorization')
  })

  it('keeps the admin API’s responses to staff out of every cache', async () => {
    const answer = await get(s.main.host, `${ADMIN_API_BASE}/me/`, staffHeaders)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it('keeps a new on-demand request and a login’s token out of every cache', async () => {
    const request = await s.t.app.inject({
      method: 'POST',
      url: `${API_BASE}/ondemand/requests/`,
      headers: { host: s.main.host, ...customerHeaders },
      payload: { type: 'on_demand', items: [onDemandItem] },
    })
    expect(request.statusCode, request.body).toBe(201)
    expect(request.headers['cache-control']).toBe('no-store')
    // No credentials yet: the response is the credential.
    const login = await s.t.app.inject({
      method: 'POST',
      url: `${API_BASE}/auth/login/`,
      headers: { host: s.main.host },
      payload: { email: customer.email, password: customer.password },
    })
    expect(login.statusCode, login.body).toBe(200)
    expect(login.json().token).toEqual(expect.any(String))
    expect(login.headers['cache-control']).toBe('no-store')
  })

  it('leaves a visitor’s catalogue as cacheable as before, varying with Authorization', async () => {
    for (const url of [`${API_BASE}/items/`, `${API_BASE}/items/${ITEM_SLUG}/`]) {
      const answer = await get(s.main.host, url)
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers['cache-control'], url).toBeUndefined()
      expect(varies(answer.headers.vary), url).toContain('authorization')
    }
  })

  it('keeps the policy a route chose for everyone, signed in or not', async () => {
    const sitemap = await get(s.main.host, '/sitemap.xml', customerHeaders)
    expect(sitemap.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('keeps a members’ site response that sets the member cookie out of every cache', async () => {
    const me = await get(s.members.host, `${API_BASE}/auth/me/`, s.member.headers)
    expect(me.statusCode).toBe(200)
    expect(me.headers['cache-control']).toBe('no-store')
    const cookie = cookieSet(me.headers['set-cookie'], MEMBER_COOKIE)
    expect(cookie).toBeDefined()
    // The picture is the same for every member: the browser may keep it, no shared cache.
    const picture = await get(s.members.host, thumbnailAddress('media', s.members.mediaUid), {
      cookie: cookie ?? '',
    })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['cache-control']).toMatch(/^private, /)
    const refused = await get(s.members.host, thumbnailAddress('media', newUid()), {
      cookie: cookie ?? '',
    })
    expect(refused.headers['cache-control']).toBe('no-store')
  })
})
