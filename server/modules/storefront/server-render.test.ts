import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { storefrontFolder, type StorefrontFolder } from '../../../test/support/storefront-folder.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'

/**
 * A stand-in for the built renderer (web/server-render.tsx), saying what it was asked: the real
 * one is exercised by the browser journeys against the built storefront.
 */
const RENDERER = `export async function renderFirstScreen(request) {
  if (request.url.endsWith('q=broken')) throw new Error('the renderer broke')
  const { website, categories } = request.firstScreen
  const answer = await request.fetchApi('${API_BASE}/website/')
  const asked = (await answer.json()).name
  return {
    markup: '<main data-url="' + request.url + '">' + website.name + ' in ' + request.language +
      ', ' + categories.length + ' categories</main>',
    styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    queries: { asked, status: answer.status, tricky: '</script><script>alert(1)</script>' },
  }
}
`
const ROOT = /<div id="root"([^>]*)>([\s\S]*?)<\/div>/

function rootOf(html: string) {
  const [, attributes, markup] = ROOT.exec(html) ?? []
  return { attributes: attributes ?? '', markup: markup ?? '' }
}

describe.each(DIALECTS)('the first screen rendered on the server on %s', (dialect) => {
  let t: TestApp
  let folder: StorefrontFolder
  const get = (url: string, host = 'shop.test', cookie?: string) =>
    t.app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } })

  beforeAll(async () => {
    folder = storefrontFolder()
    folder.addRenderer(RENDERER)
    t = await startTestApp(dialect, {}, { storefrontDir: folder.dir })
    const db = t.database.db
    await createWebsite(db, { name: 'Boutique', hosts: ['shop.test'] })
    await createWebsite(db, {
      name: 'Club',
      hosts: ['members.test'],
      settings: { auth_force_login: true },
    })
  })
  afterAll(async () => {
    await t?.close()
    folder.remove()
  })

  it('puts the screen in the root, drawn from the data the page carries, in French by default', async () => {
    const page = await get('/search?q=film')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<html lang="fr"')
    expect(rootOf(page.body)).toEqual({
      attributes: ' data-rendered-language="fr" data-rendered-origin="http://shop.test"',
      markup: '<main data-url="http://shop.test/search?q=film">Boutique in fr, 0 categories</main>',
    })
  })

  it("lets the renderer ask the API of the page's website, and carries what it asked", async () => {
    const page = await get('/')
    const [, json] =
      /<script type="application\/json" id="first-screen-queries">([\s\S]*?)<\/script>/.exec(
        page.body,
      ) ?? []
    expect(JSON.parse(json ?? 'null')).toEqual({
      asked: 'Boutique',
      status: 200,
      tricky: '</script><script>alert(1)</script>',
    })
  })

  it('puts the styles of the screen in the head', async () => {
    const page = await get('/')
    const head = page.body.slice(0, page.body.indexOf('</head>'))
    expect(head).toContain('<style data-emotion="css abc">.css-abc{color:red}</style>')
  })

  it('renders in English for a visitor whose cookie says so, and says it in <html lang>', async () => {
    const page = await get('/', 'shop.test', 'theme=dark; language=en')
    expect(page.body).toContain('<html lang="en"')
    expect(rootOf(page.body).attributes).toBe(
      ' data-rendered-language="en" data-rendered-origin="http://shop.test"',
    )
    expect(rootOf(page.body).markup).toContain('Boutique in en')
  })

  it('renders in the language its address names (?lang=), whatever the cookie says', async () => {
    const english = await get('/?lang=en')
    expect(english.body).toContain('<html lang="en"')
    expect(rootOf(english.body).markup).toContain('Boutique in en')
    const french = await get('/?lang=fr', 'shop.test', 'language=en')
    expect(french.body).toContain('<html lang="fr"')
    expect(rootOf(french.body).markup).toContain('Boutique in fr')
    // A language the site does not speak is no choice: the cookie's, else French.
    expect(rootOf((await get('/?lang=de')).body).markup).toContain('Boutique in fr')
  })

  it('leaves the root empty for the browser to draw when rendering fails', async () => {
    const page = await get('/search?q=broken')
    expect(page.statusCode).toBe(200)
    expect(rootOf(page.body)).toEqual({ attributes: '', markup: '' })
    expect(page.body).toContain('id="first-screen"')
  })

  it('renders nothing of a site that forces login, nor of an address that names nothing', async () => {
    const members = await get('/', 'members.test')
    expect(members.statusCode).toBe(200)
    expect(rootOf(members.body).markup).toBe('')
    const unknown = await get('/category/nowhere')
    expect(unknown.statusCode).toBe(404)
    expect(rootOf(unknown.body).markup).toBe('')
  })
})
