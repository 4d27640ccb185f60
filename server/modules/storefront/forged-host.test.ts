import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { storefrontFolder, type StorefrontFolder } from '../../../test/support/storefront-folder.ts'
import { insertWebsite } from '../../db/insert.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'
import { defaultWebsiteSettings } from '../websites/defaults.ts'

/**
 * A stand-in for the built renderer (web/server-render.tsx): like the item page's share panel,
 * it links to the page at the origin of the address it is given.
 */
const RENDERER = `export async function renderFirstScreen(request) {
  const { origin, pathname } = new URL(request.url)
  return {
    markup: '<main><a rel="share" href="' + origin + pathname + '">Partager</a></main>',
    styles: '',
    queries: {},
  }
}
`
const PUBLIC_URL = 'https://boutique.example'

const shareLinkOf = (html: string) => /<a rel="share" href="([^"]*)"/.exec(html)?.[1]
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
const openGraphUrlOf = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1]

function jsonLdOf(html: string): Record<string, unknown> {
  const [, json] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html) ?? []
  return JSON.parse(json ?? '{}') as Record<string, unknown>
}

describe.each(DIALECTS)(
  'page addresses under a Host the website does not claim, on %s',
  (dialect) => {
    let t: TestApp
    let folder: StorefrontFolder
    const get = (url: string, host: string) => t.app.inject({ url, headers: { host } })

    beforeAll(async () => {
      folder = storefrontFolder()
      folder.addRenderer(RENDERER)
      t = await startTestApp(dialect, {}, { storefrontDir: folder.dir })
      // The only website: it also answers for every host nobody claims.
      const site = await insertWebsite(t.database.db, {
        name: 'Boutique',
        hosts: ['boutique.example', 'shop.test'],
        settings: defaultWebsiteSettings(),
        contactEmail: 'staff@test.example',
        publicUrl: PUBLIC_URL,
      })
      await addMediaItem(t.database.db, site, 'Film')
    })
    afterAll(async () => {
      await t?.close()
      folder.remove()
    })

    it('gives a forged Host’s page the public URL in its canonical, Open Graph, JSON-LD and share links', async () => {
      const page = await get('/film', 'evil.example')
      expect(page.statusCode).toBe(200)
      expect(canonicalOf(page.body)).toBe(`${PUBLIC_URL}/film`)
      expect(openGraphUrlOf(page.body)).toBe(`${PUBLIC_URL}/film`)
      expect(jsonLdOf(page.body)).toMatchObject({
        url: `${PUBLIC_URL}/film`,
        embedUrl: expect.stringMatching(`^${PUBLIC_URL}/embed/`),
      })
      expect(shareLinkOf(page.body)).toBe(`${PUBLIC_URL}/film`)
      expect(page.body).not.toContain('evil.example')
    })

    it('never lets a Host slip another origin into the share links', async () => {
      // The name before the colon is the website's, but as an address it leads to evil.example.
      const page = await get('/film', 'shop.test:80@evil.example')
      expect(page.statusCode).toBe(200)
      expect(shareLinkOf(page.body)).toBe(`${PUBLIC_URL}/film`)
      expect(page.body).not.toContain('evil.example')
    })

    it('lists the public URL in the sitemap and robots.txt of a forged Host', async () => {
      const sitemap = await get('/sitemap.xml', 'evil.example')
      expect(sitemap.statusCode).toBe(200)
      expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/film</loc>`)
      expect(sitemap.body).not.toContain('evil.example')
      const robots = await get('/robots.txt', 'evil.example')
      expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
      expect(robots.body).not.toContain('evil.example')
    })

    it('keeps another host of the website in its share links, under the one canonical address', async () => {
      const page = await get('/film', 'shop.test:8080')
      expect(shareLinkOf(page.body)).toBe('http://shop.test:8080/film')
      expect(canonicalOf(page.body)).toBe(`${PUBLIC_URL}/film`)
      expect(openGraphUrlOf(page.body)).toBe(`${PUBLIC_URL}/film`)
      const sitemap = await get('/sitemap.xml', 'shop.test:8080')
      expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/film</loc>`)
    })
  },
)
