// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDemo, type DemoServer } from './test/served-pages.ts'

/** The keys of the queries a page carries, each as its JSON text. */
function queryKeysOf(queries: { queries: { queryKey: unknown }[] } | null): string[] {
  return (queries?.queries ?? []).map((query) => JSON.stringify(query.queryKey))
}

/** Text of the markup without its tags, for what a visitor reads. */
function textOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}

/**
 * web/server-render.tsx with React's prerender, through the real server on the demo data: what
 * each kind of page carries rendered, and what it asked the API to render it.
 */
describe('the first screen the server renders', () => {
  let demo: DemoServer
  beforeAll(async () => {
    demo = await serveDemo()
  }, 60_000)
  afterAll(() => demo.close())

  it('renders the home page: shell, first blocks and footer, in regions React hydrates one by one', async () => {
    const page = await demo.page('/')
    expect(page.status).toBe(200)
    const text = textOf(page.markup)
    expect(text).toContain('Le meilleur du documentaire et des savoir-faire')
    expect(text).toContain('Mentions légales')
    expect(page.markup).toMatch(/<header[^>]*>/)
    expect(page.markup).toMatch(/<footer[^>]*>/)
    // React's markers of Suspense boundaries: the app bar, the main area, each block, the footer…
    expect(page.markup.match(/<!--\$-->/g)?.length ?? 0).toBeGreaterThan(8)
    expect(page.firstScreen).toContain('"page":')
    // The demo's hidden block (a promotion before its time) is nowhere in what is sent.
    expect(page.html).not.toContain('Promotion de Noël')
  })

  it('renders in English for a visitor whose cookie says so', async () => {
    const page = await demo.page('/', 'en')
    expect(page.html).toContain('<html lang="en"')
    expect(textOf(page.markup)).toContain('Legal notice')
  })

  it("renders a category's items, and carries them so the browser does not ask again", async () => {
    const page = await demo.page('/category/documentaires')
    expect(page.status).toBe(200)
    expect(page.markup).toMatch(/<h1[^>]*>Documentaires<\/h1>/)
    const keys = queryKeysOf(page.queries)
    expect(keys).toContain('["category","documentaires"]')
    const items = page.queries?.queries.find((query) => query.queryKey[0] === 'items')
    expect(items?.state.status).toBe('success')
    type Pages = { pages: { results: { content_object: { name: string } }[] }[] }
    const names = (items?.state.data as Pages).pages[0]?.results.map(
      (item) => item.content_object.name,
    )
    expect(names?.length).toBeGreaterThan(0)
    for (const name of names ?? []) expect(textOf(page.markup)).toContain(name)
  })

  it('renders an item page with its title, and carries the item as an anonymous visitor gets it', async () => {
    const page = await demo.page('/contes-du-bout-du-monde')
    expect(page.status).toBe(200)
    expect(page.markup).toMatch(/<h1[^>]*>[^<]*Contes du bout du monde/i)
    expect(queryKeysOf(page.queries)).toContain('["item","contes-du-bout-du-monde",false]')
  })

  it('renders the items page at both of its addresses, /medias and /items', async () => {
    for (const address of ['/medias', '/items']) {
      const page = await demo.page(address)
      expect(page.status, address).toBe(200)
      expect(page.markup, address).toMatch(/<h1[^>]*>Toutes les vidéos<\/h1>/)
      // No boundary left for the browser to draw after a failed server render.
      expect(page.markup, address).not.toContain('<!--$!-->')
    }
  })

  it("renders a partner's page from the website's settings, asking the API nothing more", async () => {
    const page = await demo.page('/partenaires/artisan-ebeniste')
    expect(page.status).toBe(200)
    expect(textOf(page.markup)).toContain('Jean-Marc Duval, ébéniste à Dijon')
    expect(page.queries?.queries).toEqual([])
  })

  it('draws the home, a category and an item page once: their routes name all they show', async () => {
    for (const address of ['/?lang=en', '/category/histoire', '/un-tresor-de-deniers-medievaux']) {
      const page = await demo.page(address)
      expect(page.status, address).toBe(200)
      expect(page.passes, address).toBe(1)
      expect(page.unnamed, address).toEqual([])
      // What the first screen shows came with it, not left to the browser.
      expect(page.markup, address).not.toContain('aria-busy="true"')
    }
    const item = await demo.page('/un-tresor-de-deniers-medievaux')
    const keys = queryKeysOf(item.queries)
    expect(keys).toContain('["item","un-tresor-de-deniers-medievaux",false]')
    expect(keys.some((key) => key.startsWith('["items","category"'))).toBe(true)
  })

  it('still draws a screen whose query no route names, in a second pass that says which', async () => {
    // The search page names no first data: its text settles in the browser.
    const page = await demo.page('/search?q=contes')
    expect(page.status).toBe(200)
    expect(page.passes).toBe(2)
    expect(page.unnamed).toEqual([['items', 'search', 'contes']])
    expect(textOf(page.markup)).toContain('Contes du bout du monde')
  })

  it('renders nothing for an address that names nothing: a 404 the browser shows', async () => {
    const page = await demo.page('/partenaires/personne')
    expect(page.status).toBe(404)
    expect(page.markup).toBe('')
    expect(page.queries).toBeNull()
    const unknown = await demo.page('/ce-titre-n-existe-pas')
    expect(unknown.status).toBe(404)
    expect(unknown.markup).toBe('')
  })
})
