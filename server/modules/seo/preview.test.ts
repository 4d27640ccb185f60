import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import {
  insertCategory,
  insertItem,
  insertMedia,
  insertPage,
  insertPlaylist,
  insertWebsite,
} from '../../db/insert.ts'
import '../../app/context.ts'
import { registerErrorHandler } from '../../http/error-handler.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../test/support/database.ts'
import { defaultWebsiteSettings } from '../websites/defaults.ts'
import { resolveWebsite } from '../websites/service.ts'
import { imageRoutes } from '../images/routes.ts'
import { storefrontRoutes } from '../storefront/routes.ts'
import { insertLiveEvent } from '../live/repo.ts'

const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Vitrine" />
    <title>Vitrine</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`
const DANGEROUS = 'Le "><script>alert(1)</script> film'
const SITE = 'https://boutique.example'

/** The storefront with the website hook and database of buildApp, on a built index.html. */
async function serve(database: TestDatabase, dataDir: string, distDir: string) {
  const app = Fastify()
  app.decorate('db', database.db)
  app.decorate('config', loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'x'.repeat(40) }))
  app.decorateRequest('website', null as never)
  app.addHook('onRequest', async (request) => {
    request.website = await resolveWebsite(app.db, request.headers.host, undefined)
  })
  registerErrorHandler(app)
  await app.register(imageRoutes)
  await app.register(storefrontRoutes, { distDir })
  await app.ready()
  return app
}

/** The content of `<meta {attribute}="{name}" content="...">`, still escaped. */
function metaOf(html: string, name: string): string | undefined {
  const pattern = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`)
  return pattern.exec(html)?.[1]
}

function jsonLdOf(html: string): Record<string, unknown> | undefined {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
  return match ? (JSON.parse(match[1] ?? '') as Record<string, unknown>) : undefined
}

async function writePicture(mediaDir: string, relative: string, width: number, height: number) {
  const file = path.join(mediaDir, relative)
  mkdirSync(path.dirname(file), { recursive: true })
  const picture = sharp({ create: { width, height, channels: 3, background: '#805030' } })
  writeFileSync(file, await picture.jpeg().toBuffer())
}

const PARTNER = {
  slug: 'menuiserie',
  name: 'Menuiserie Durand',
  kind: 'craftsman' as const,
  title: 'Un menuisier',
  description: 'Portes et fenêtres.',
  images: [],
  links: [],
  contact: {},
}

describe.each(DIALECTS)('share previews on %s', (dialect) => {
  let database: TestDatabase
  let app: FastifyInstance
  let folder: string
  const ids = { media: '', item: '', playlist: '', category: '' }
  const page = (url: string, host = 'shop.test') => app.inject({ url, headers: { host } })

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'vitrine-preview-'))
    const dist = path.join(folder, 'dist')
    mkdirSync(dist)
    writeFileSync(path.join(dist, 'index.html'), INDEX)
    database = await createTestDatabase(dialect)
    app = await serve(database, path.join(folder, 'data'), dist)
    const db = database.db
    const common = { contactEmail: 'staff@test.example', settings: defaultWebsiteSettings() }
    const site = await insertWebsite(db, {
      ...common,
      settings: { ...common.settings, partners: [PARTNER] },
      name: 'Atelier & Cie',
      hosts: ['shop.test'],
      publicUrl: SITE,
    })
    const other = await insertWebsite(db, {
      ...common,
      name: 'Other',
      hosts: ['other.test'],
      publicUrl: 'http://other.test',
    })
    ids.media = await insertMedia(db, site, {
      name: DANGEROUS,
      excerpt: 'Un <b>court</b> extrait',
      duration: 3725.4,
      thumbnail: 't/media.jpg',
    })
    ids.item = await insertItem(db, site, {
      slug: 'le-film',
      contentObjectType: 'media',
      contentObjectUid: ids.media,
      visibilityType: 'private',
      monetizationEnabled: true,
      publishedAt: '2024-03-01T10:00:00.000Z',
    })
    ids.playlist = await insertPlaylist(db, site, {
      name: 'La série',
      description: 'Toute la série.',
      mediaUids: [ids.media],
      thumbnail: 't/playlist.jpg',
    })
    await insertItem(db, site, {
      slug: 'la-serie',
      contentObjectType: 'playlist',
      contentObjectUid: ids.playlist,
    })
    ids.category = await insertCategory(db, site, {
      slug: 'bois',
      name: 'Bois',
      description: 'Le travail du bois.',
      thumbnail: 't/cat.jpg',
    })
    await insertPage(db, site, { uid: 'tous-les-blocs', title: 'Tous les blocs', content: [] })
    await insertPage(db, other, { uid: 'chez-les-autres', title: 'Autre', content: [] })
    const elsewhere = await insertMedia(db, other, { name: 'Ailleurs', duration: 5 })
    await insertItem(db, other, {
      slug: 'ailleurs',
      contentObjectType: 'media',
      contentObjectUid: elsewhere,
    })
    await writePicture(app.config.mediaDir, 't/media.jpg', 1920, 1080)
    await writePicture(app.config.mediaDir, 't/playlist.jpg', 800, 450)
    await writePicture(app.config.mediaDir, 't/cat.jpg', 600, 900)
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
    rmSync(folder, { recursive: true, force: true })
  })

  it('gives an item page its title, picture, player, canonical address and VideoObject', async () => {
    const answer = await page('/le-film')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-cache')
    const html = answer.body
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).not.toContain('content="Vitrine"')
    expect(html).toContain(`<link rel="canonical" href="${SITE}/le-film" />`)
    expect(metaOf(html, 'og:type')).toBe('video.other')
    expect(metaOf(html, 'og:site_name')).toBe('Atelier &amp; Cie')
    expect(metaOf(html, 'og:locale')).toBe('fr_FR')
    expect(metaOf(html, 'description')).toBe('Un court extrait')
    expect(metaOf(html, 'og:image')).toMatch(
      new RegExp(`^${SITE}/images/w:1280/media:uid:${ids.media}/thumbnail\\.jpg\\?v=[\\w-]+$`),
    )
    expect(metaOf(html, 'og:image:width')).toBe('1280')
    expect(metaOf(html, 'og:image:height')).toBe('720')
    expect(metaOf(html, 'og:video')).toBe(`${SITE}/embed/${ids.item}/`)
    expect(metaOf(html, 'twitter:card')).toBe('player')
    expect(metaOf(html, 'twitter:player')).toBe(`${SITE}/embed/${ids.item}/`)
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: DANGEROUS,
      description: 'Un court extrait',
      thumbnailUrl: [metaOf(html, 'og:image')],
      uploadDate: '2024-03-01T10:00:00.000Z',
      duration: 'PT1H2M5S',
      embedUrl: `${SITE}/embed/${ids.item}/`,
      url: `${SITE}/le-film`,
    })
  })

  it("shares an item in the visitor's language, French texts where English has none", async () => {
    await database.db
      .updateTable('playlists')
      .set({ name_en: 'The series', description_en: 'The whole series.' })
      .where('uid', '=', ids.playlist)
      .execute()
    const english = (
      await app.inject({ url: '/la-serie', headers: { host: 'shop.test', cookie: 'language=en' } })
    ).body
    expect(metaOf(english, 'og:title')).toBe('The series')
    expect(metaOf(english, 'og:description')).toBe('The whole series.')
    expect(metaOf(english, 'og:locale')).toBe('en_US')
    expect(english).toContain('<title>The series | Atelier &amp; Cie</title>')
    const french = (await page('/la-serie')).body
    expect(metaOf(french, 'og:title')).toBe('La série')
    expect(metaOf(french, 'og:locale')).toBe('fr_FR')
    const untranslated = (
      await app.inject({ url: '/le-film', headers: { host: 'shop.test', cookie: 'language=en' } })
    ).body
    expect(metaOf(untranslated, 'description')).toBe('Un court extrait')
  })

  it('gives each language an address of its own (?lang=en) and names both in the head', async () => {
    const english = (await page('/la-serie?lang=en')).body
    expect(metaOf(english, 'og:title')).toBe('The series')
    expect(metaOf(english, 'og:locale')).toBe('en_US')
    expect(metaOf(english, 'og:url')).toBe(`${SITE}/la-serie?lang=en`)
    expect(english).toContain(`<link rel="canonical" href="${SITE}/la-serie?lang=en" />`)
    const alternates = [
      `<link rel="alternate" hreflang="fr" href="${SITE}/la-serie" />`,
      `<link rel="alternate" hreflang="en" href="${SITE}/la-serie?lang=en" />`,
      `<link rel="alternate" hreflang="x-default" href="${SITE}/la-serie" />`,
    ]
    for (const link of alternates) expect(english).toContain(link)
    const french = (await page('/la-serie')).body
    expect(french).toContain(`<link rel="canonical" href="${SITE}/la-serie" />`)
    for (const link of alternates) expect(french).toContain(link)
  })

  it('escapes a name that tries to close the tag or the script', async () => {
    const html = (await page('/le-film')).body
    expect(html).not.toContain('"><script>alert(1)')
    expect(html).toContain(
      '<title>Le &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; film | Atelier &amp; Cie</title>',
    )
    expect(metaOf(html, 'og:title')).toBe('Le &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; film')
    expect(html).toContain('\\u003cscript\\u003ealert(1)\\u003c/script\\u003e')
  })

  it('serves the picture the preview announces, at the announced size, for a year', async () => {
    for (const url of ['/le-film', '/category/bois']) {
      const html = (await page(url)).body
      const address = new URL((metaOf(html, 'og:image') ?? '').replace(/&amp;/g, '&'))
      const picture = await page(`${address.pathname}${address.search}`)
      expect(picture.statusCode, url).toBe(200)
      expect(picture.headers['cache-control'], url).toBe('public, max-age=31536000, immutable')
      const info = await sharp(picture.rawPayload).metadata()
      expect(String(info.width), url).toBe(metaOf(html, 'og:image:width'))
      expect(String(info.height), url).toBe(metaOf(html, 'og:image:height'))
    }
  })

  it('previews a private, paid item without any media file address', async () => {
    const html = (await page('/le-film')).body
    expect(html).not.toMatch(/\/media\/|\.m3u8|\.mp4/)
  })

  it('shares a live item as a video broadcast live, with its own picture and texts', async () => {
    const db = database.db
    const site = (await resolveWebsite(db, 'shop.test', undefined)).uid
    const eventUid = `live-${dialect}`
    await insertLiveEvent(db, {
      uid: eventUid,
      website_uid: site,
      item_uid: 'unused',
      name: 'Le concert',
      starts_at: '2026-12-12T19:30:00.000Z',
      expected_duration: 5400,
      stream_key_nonce: 'nonce',
      stream_key_hash: `hash-${dialect}`,
      created_at: '2026-12-01T10:00:00.000Z',
    })
    await db
      .updateTable('live_events')
      .set({ excerpt: 'En direct de la salle', thumbnail: 't/live.jpg' })
      .where('uid', '=', eventUid)
      .execute()
    await writePicture(app.config.mediaDir, 't/live.jpg', 1600, 900)
    const itemUid = await insertItem(db, site, {
      slug: 'le-concert',
      contentObjectType: 'live',
      contentObjectUid: eventUid,
      publishedAt: '2024-03-01T10:00:00.000Z',
    })
    const html = (await page('/le-concert')).body
    expect(metaOf(html, 'og:type')).toBe('video.other')
    expect(metaOf(html, 'description')).toBe('En direct de la salle')
    const image = metaOf(html, 'og:image') ?? ''
    expect(image).toMatch(
      new RegExp(`^${SITE}/images/w:1280/live:uid:${eventUid}/thumbnail\\.jpg\\?v=[\\w-]+$`),
    )
    expect(metaOf(html, 'twitter:card')).toBe('player')
    expect(metaOf(html, 'twitter:player')).toBe(`${SITE}/embed/${itemUid}/`)
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'VideoObject',
      name: 'Le concert',
      thumbnailUrl: [image],
      publication: {
        '@type': 'BroadcastEvent',
        isLiveBroadcast: true,
        startDate: '2026-12-12T19:30:00.000Z',
        endDate: '2026-12-12T21:00:00.000Z',
      },
    })
    const picture = await page(image.replace(SITE, ''))
    expect(picture.statusCode).toBe(200)
    expect((await page(`/images/live/uid/${eventUid}/thumbnail.jpg`)).statusCode).toBe(200)
  })

  it('gives a playlist its picture and player but no VideoObject', async () => {
    const html = (await page('/la-serie/')).body
    expect(metaOf(html, 'og:title')).toBe('La série')
    expect(metaOf(html, 'og:description')).toBe('Toute la série.')
    expect(metaOf(html, 'og:type')).toBe('website')
    expect(metaOf(html, 'og:image:width')).toBe('800')
    expect(metaOf(html, 'og:image:height')).toBe('450')
    expect(jsonLdOf(html)).toBeUndefined()
  })

  it('gives a category page its name, description, picture and canonical address', async () => {
    const answer = await page('/category/bois')
    expect(answer.statusCode).toBe(200)
    const html = answer.body
    expect(html).toContain('<title>Bois | Atelier &amp; Cie</title>')
    expect(metaOf(html, 'description')).toBe('Le travail du bois.')
    expect(html).toContain(`<link rel="canonical" href="${SITE}/category/bois" />`)
    expect(metaOf(html, 'og:image')).toContain(`/images/w:1280/category:uid:${ids.category}/`)
    expect(metaOf(html, 'og:image:width')).toBe('600')
    expect(metaOf(html, 'og:image:height')).toBe('900')
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image')
  })

  it('answers 404 with the site’s own meta for an unknown item or category', async () => {
    const unknown = ['/nothing-here', '/category/nothing', '/ailleurs', '/partenaires/personne']
    unknown.push('/pages/personne', '/pages/chez-les-autres')
    for (const url of [...unknown, '/a/b/c', '/%E2%9C%93']) {
      const answer = await page(url)
      expect(answer.statusCode, url).toBe(404)
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/)
      expect(answer.body, url).toContain('<title>Atelier &amp; Cie</title>')
      expect(metaOf(answer.body, 'robots'), url).toBe('noindex')
      expect(answer.body, url).toContain('<div id="root"></div>')
    }
  })

  it('titles the home page and other screens with the site name', async () => {
    const home = await page('/')
    expect(home.statusCode).toBe(200)
    expect(home.body).toContain('<title>Atelier &amp; Cie</title>')
    expect(home.body).toContain(`<link rel="canonical" href="${SITE}/" />`)
    const screens = [
      '/search?q=bois',
      '/legal',
      '/auth/login',
      '/checkout/success',
      '/medias',
      '/items',
      '/my-stuff',
      '/my-list',
      '/history',
      '/donate',
      '/gift?code=GIFT-X',
      '/activate?code=BCDFGHJK',
    ]
    for (const url of [...screens, '/partenaires/menuiserie']) {
      const answer = await page(url)
      expect(answer.statusCode, url).toBe(200)
      expect(answer.body, url).toContain('<title>Atelier &amp; Cie</title>')
    }
  })

  it('titles a page of blocks with its own title, at its canonical address', async () => {
    const answer = await page('/pages/tous-les-blocs')
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toContain('<title>Tous les blocs | Atelier &amp; Cie</title>')
    expect(answer.body).toContain(`<link rel="canonical" href="${SITE}/pages/tous-les-blocs" />`)
  })

  it('compresses the page for browsers that accept it', async () => {
    const answer = await app.inject({
      url: '/le-film',
      headers: { host: 'shop.test', 'accept-encoding': 'gzip, br' },
    })
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers.vary).toMatch(/accept-encoding/)
  })
})
