import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertCategory, insertItem, insertMedia, insertWebsite } from '../../db/insert.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { defaultWebsiteSettings } from '../websites/defaults.ts'

const SITE = 'https://boutique.example'

describe.each(DIALECTS)('sitemap and robots.txt on %s', (dialect) => {
  let test: TestApp
  let app: FastifyInstance
  const get = (url: string, host = 'shop.test') => app.inject({ url, headers: { host } })

  beforeAll(async () => {
    test = await startTestApp(dialect)
    app = test.app
    const db = test.database.db
    const common = { contactEmail: 'staff@test.example', settings: defaultWebsiteSettings() }
    const site = await insertWebsite(db, {
      ...common,
      name: 'Boutique',
      hosts: ['shop.test'],
      publicUrl: SITE,
    })
    const other = await insertWebsite(db, {
      ...common,
      name: 'Autre',
      hosts: ['other.test'],
      publicUrl: 'http://other.test',
    })
    const category = await insertCategory(db, site, { slug: 'bois', name: 'Bois' })
    const items = [
      ['libre', 'public', false, '2024-01-02T08:00:00.000Z'],
      ['payant', 'public', true, '2024-02-03T08:00:00.000Z'],
      ['sur-demande', 'on_demand', false, '2024-03-04T08:00:00.000Z'],
      ['membres', 'private', false, '2024-04-05T08:00:00.000Z'],
    ] as const
    for (const [slug, visibilityType, monetizationEnabled, publishedAt] of items) {
      const media = await insertMedia(db, site, { name: slug, duration: 10 })
      await insertItem(db, site, {
        slug,
        contentObjectType: 'media',
        contentObjectUid: media,
        visibilityType,
        monetizationEnabled,
        publishedAt,
        categoryUids: slug === 'libre' ? [category] : [],
      })
    }
    const elsewhere = await insertMedia(db, other, { name: 'Ailleurs', duration: 5 })
    await insertItem(db, other, {
      slug: 'ailleurs',
      contentObjectType: 'media',
      contentObjectUid: elsewhere,
    })
  })
  afterAll(async () => {
    await test.close()
  })

  it('lists the home page, categories and items anyone can open, with absolute addresses', async () => {
    const answer = await get('/sitemap.xml')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8')
    const xml = answer.body
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/)
    expect(xml).toContain(`<url><loc>${SITE}/</loc><xhtml:link`)
    expect(xml).toContain(
      `<url><loc>${SITE}/category/bois</loc><lastmod>2024-01-02T08:00:00.000Z</lastmod><xhtml:link`,
    )
    expect(xml).toContain(
      `<url><loc>${SITE}/libre</loc><lastmod>2024-01-02T08:00:00.000Z</lastmod><xhtml:link`,
    )
    expect(xml).toContain(`<loc>${SITE}/payant</loc>`)
    expect(xml).toContain(`<loc>${SITE}/sur-demande</loc>`)
    // Five pages, each once per language.
    expect(xml.match(/<url>/g)).toHaveLength(10)
  })

  it('gives each page its English address, each naming both languages (hreflang)', async () => {
    const xml = (await get('/sitemap.xml')).body
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const alternates =
      `<xhtml:link rel="alternate" hreflang="fr" href="${SITE}/libre"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/libre?lang=en"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/libre"/>`
    expect(xml).toContain(
      `<url><loc>${SITE}/libre</loc><lastmod>2024-01-02T08:00:00.000Z</lastmod>${alternates}</url>`,
    )
    expect(xml).toContain(
      `<url><loc>${SITE}/libre?lang=en</loc><lastmod>2024-01-02T08:00:00.000Z</lastmod>${alternates}</url>`,
    )
    expect(xml).toContain(`<url><loc>${SITE}/category/bois?lang=en</loc>`)
  })

  it('leaves out members-only items and other websites’ items', async () => {
    const xml = (await get('/sitemap.xml')).body
    expect(xml).not.toContain('membres')
    expect(xml).not.toContain('ailleurs')
    const theirs = (await get('/sitemap.xml', 'other.test')).body
    expect(theirs).toContain('<loc>http://other.test/ailleurs</loc>')
    expect(theirs).not.toContain(SITE)
  })

  it('serves the parts a large website’s sitemap index points to', async () => {
    expect((await get('/sitemaps/items-1.xml')).body).toContain(`<loc>${SITE}/libre</loc>`)
    expect((await get('/sitemaps/pages.xml')).body).toContain(`<loc>${SITE}/category/bois</loc>`)
    for (const url of ['/sitemaps/items-2.xml', '/sitemaps/items-0.xml', '/sitemaps/x.xml']) {
      expect((await get(url)).statusCode, url).toBe(404)
    }
  })

  it('allows crawling and names the website’s own sitemap in robots.txt', async () => {
    const answer = await get('/robots.txt')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(answer.body).toMatch(/^User-agent: \*\nAllow: \/\n/)
    expect(answer.body).toContain(`Sitemap: ${SITE}/sitemap.xml\n`)
    const theirs = await get('/robots.txt', 'other.test')
    expect(theirs.body).toContain('Sitemap: http://other.test/sitemap.xml')
  })
})
