import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/values/api-paths.ts'
import { DIALECTS } from '../../test/support/database.ts'
import { STRIPE_WEBHOOK_PATH } from '../modules/billing/webhooks/webhook-routes.ts'
import { NAMES, startForcedLoginSites, type ForcedLoginSites } from './forced-login-test-support.ts'

const FIRST_SCREEN = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/

/** The content of `<meta {property|name}="{name}" content="...">`. */
function metaOf(html: string, name: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`).exec(html)?.[1]
}

describe.each(DIALECTS)('a website that forces login, on %s', (dialect) => {
  let s: ForcedLoginSites
  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    s.t.app.inject({ url, headers: { host, ...headers } })
  const post = (host: string, url: string, payload: object) =>
    s.t.app.inject({ method: 'POST', url, payload, headers: { host } })
  const mentionsTheCatalogue = (text: string) =>
    Object.values(NAMES).filter((name) => text.includes(name))

  /** What the storefront asks for its catalogue: items, one item, search, categories, home, plans. */
  const catalogueCalls = () => {
    const site = s.members
    return [
      `${API_BASE}/items/`,
      `${API_BASE}/items/${site.itemSlug}/`,
      `${API_BASE}/items/?search=cervin`,
      `${API_BASE}/categories/`,
      `${API_BASE}/categories/${site.categorySlug}/`,
      `${API_BASE}/medias/${site.mediaUid}/`,
      `${API_BASE}/pages/${site.homePage}/`,
      `${API_BASE}/billing/plans/`,
    ]
  }

  beforeAll(async () => {
    s = await startForcedLoginSites(dialect)
  })
  afterAll(() => s.close())

  it('refuses its items, categories, home page, plans and search to a signed-out visitor', async () => {
    for (const url of catalogueCalls()) {
      const answer = await get(s.members.host, url)
      expect(answer.statusCode, url).toBe(401)
      expect(answer.json(), url).toEqual({
        type: 'Unauthorized',
        message: expect.any(String),
        request_id: expect.any(String),
      })
      expect(mentionsTheCatalogue(answer.body), url).toEqual([])
    }
  })

  it('answers the same calls to a signed-in viewer', async () => {
    for (const url of catalogueCalls()) {
      const answer = await get(s.members.host, url, s.member.headers)
      expect(answer.statusCode, url).toBe(200)
    }
    const search = await get(s.members.host, `${API_BASE}/items/?search=cervin`, s.member.headers)
    expect(search.json().results.map((item: { slug: string }) => item.slug)).toEqual([
      s.members.itemSlug,
    ])
  })

  it('still answers what its login screen needs: settings, sign-in, registration, reset, legal text', async () => {
    const host = s.members.host
    const settings = await get(host, `${API_BASE}/website/`)
    expect(settings.statusCode).toBe(200)
    expect(settings.json()).toMatchObject({ name: 'Vitrine Membres', auth_force_login: true })

    const login = await post(host, `${API_BASE}/auth/login/`, {
      email: s.member.email,
      password: s.member.password,
    })
    expect(login.statusCode).toBe(200)
    expect(login.json().token).toEqual(expect.any(String))

    const register = await post(host, `${API_BASE}/auth/register/`, {
      email: 'nouveau@test.example',
      first_name: 'Nina',
      last_name: 'Keller',
      password1: 'a long enough password',
      password2: 'a long enough password',
    })
    expect(register.statusCode).toBe(201)

    const reset = await post(host, `${API_BASE}/password/reset/`, { email: s.member.email })
    expect(reset.statusCode).toBe(200)

    // An unknown invitation is the lookup's own answer, not a refusal to a signed-out visitor.
    const invitation = await get(host, `${API_BASE}/auth/invitations/no-such-invitation/`)
    expect(invitation.statusCode).toBe(404)

    const legal = await get(host, '/api/snippets/legal/')
    expect(legal.statusCode).toBe(200)
    expect(legal.body).toContain('Mentions légales')
  })

  it('lets through what holds nothing of the catalogue: robots, the player’s script, Stripe, the sandbox', async () => {
    const host = s.members.host
    expect((await get(host, '/robots.txt')).statusCode).toBe(200)
    expect((await get(host, '/embed/assets/player.js')).statusCode).toBe(200)
    // Each answers for itself: Stripe is not configured here, the order does not exist.
    expect((await post(host, STRIPE_WEBHOOK_PATH, {})).statusCode).toBe(404)
    expect((await get(host, '/sandbox/checkout/no-such-order')).statusCode).toBe(404)
  })

  it('serves the login screen a page that carries the site’s settings and none of its catalogue', async () => {
    const page = await get(s.members.host, '/')
    expect(page.statusCode).toBe(200)
    const firstScreen = JSON.parse(FIRST_SCREEN.exec(page.body)?.[1] ?? '{}')
    expect(Object.keys(firstScreen)).toEqual(['website'])
    expect(firstScreen.website).toMatchObject({ name: 'Vitrine Membres', auth_force_login: true })
    expect(mentionsTheCatalogue(page.body)).toEqual([])
  })

  it('shares only the site’s name from the address of an item, a category or anything else', async () => {
    const addresses = [`/${s.members.itemSlug}`, `/category/${s.members.categorySlug}`, '/nothing']
    for (const url of addresses) {
      const page = await get(s.members.host, url)
      // Found or not, every address answers alike: none tells what the catalogue holds.
      expect(page.statusCode, url).toBe(200)
      expect(metaOf(page.body, 'og:title'), url).toBe('Vitrine Membres')
      expect(metaOf(page.body, 'og:video'), url).toBeUndefined()
      expect(page.body, url).not.toContain('application/ld+json')
      expect(page.body, url).not.toContain('/images/media/')
      expect(mentionsTheCatalogue(page.body), url).toEqual([])
    }
  })

  it('lists only its home in the sitemap, in each language', async () => {
    const sitemap = await get(s.members.host, '/sitemap.xml')
    expect(sitemap.statusCode).toBe(200)
    expect([...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/?lang=en',
    ])
    expect((await get(s.members.host, '/sitemaps/items-1.xml')).statusCode).toBe(404)
  })

  it('leaves a site that does not force login as it was', async () => {
    const host = s.main.host
    for (const url of catalogueCalls().map((call) =>
      call
        .replace(s.members.mediaUid, s.main.mediaUid)
        .replace(s.members.homePage, s.main.homePage),
    )) {
      expect((await get(host, url)).statusCode, url).toBe(200)
    }
    const item = await get(host, `/${s.main.itemSlug}`)
    expect(metaOf(item.body, 'og:title')).toBe(NAMES.item)
    const home = await get(host, '/')
    expect(Object.keys(JSON.parse(FIRST_SCREEN.exec(home.body)?.[1] ?? '{}'))).toEqual([
      'website',
      'categories',
      'plans',
      'page',
    ])
    expect((await get(host, '/sitemap.xml')).body).toContain(`/${s.main.itemSlug}</loc>`)
    expect((await get(host, '/nothing')).statusCode).toBe(404)
  })
})
