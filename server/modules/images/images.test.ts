import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { generateDemoImages, ICON, LANDSCAPE } from '../../demo/images.ts'
import { insertCategory, insertMedia, insertPlaylist } from '../../db/insert.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import {
  categoryIconAddress,
  thumbnailAddress,
  websiteAssetAddress,
  websiteAssetPath,
} from './addresses.ts'
import { imageRoutes } from './routes.ts'

const JPEG_MAGIC = [0xff, 0xd8, 0xff]
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47]

describe.each(DIALECTS)('pictures on %s', (dialect) => {
  let app: FastifyInstance
  let database: TestDatabase
  let dataDir: string
  const ids = { media: '', playlist: '', category: '', bare: '', site: '' }
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { host: 'localhost', ...headers } })

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-images-'))
    const config = loadConfig({
      DATA_DIR: dataDir,
      SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
    })
    database = await createTestDatabase(dialect)
    app = await buildApp(config, { database })
    // The lead registers the plugin in buildApp; until then the test adds it itself.
    if (!app.hasRoute({ method: 'GET', url: '/images/media/uid/:uid/thumbnail.jpg' })) {
      await app.register(imageRoutes)
    }
    await app.ready()
    const db = database.db
    ids.site = await createWebsite(db, { hosts: ['localhost'] })
    const other = await createWebsite(db, { name: 'Other', hosts: ['other.test'] })
    ids.media = await insertMedia(db, ids.site, {
      name: 'Élève',
      duration: 60,
      thumbnail: 't/media.jpg',
    })
    ids.bare = await insertMedia(db, ids.site, { name: 'Sans image', duration: 60 })
    ids.playlist = await insertPlaylist(db, ids.site, {
      name: 'Liste',
      mediaUids: [ids.media],
      thumbnail: 't/playlist.jpg',
    })
    ids.category = await insertCategory(db, ids.site, {
      slug: 'bois',
      name: 'Bois',
      thumbnail: 't/cat.jpg',
      icon: 't/cat-icon.png',
    })
    await insertMedia(db, other, { name: 'Escape', duration: 1, thumbnail: '../outside.jpg' })
    await generateDemoImages(config.mediaDir, [
      { path: 't/media.jpg', ...LANDSCAPE, title: 'Élève', hue: 10 },
      // A picture next to the media folder, which no address may reach.
      { path: '../outside.jpg', ...ICON, title: 'Dehors', hue: 0 },
      { path: 't/playlist.jpg', ...LANDSCAPE, title: 'Liste', hue: 100 },
      { path: 't/cat.jpg', width: 600, height: 900, title: 'Bois', hue: 30 },
      { path: 't/cat-icon.png', ...ICON, title: 'Bois', hue: 30, style: 'icon' },
      {
        path: websiteAssetPath(ids.site, 'logo.png'),
        width: 640,
        height: 160,
        title: 'Logo',
        hue: 1,
        style: 'logo',
      },
    ])
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('serves a media thumbnail as a cacheable JPEG', async () => {
    const answer = await get(thumbnailAddress('media', ids.media))
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('image/jpeg')
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual(JPEG_MAGIC)
    expect(answer.headers['cache-control']).toMatch(/max-age=\d{6,}/)
    expect(answer.headers.etag).toMatch(/^".+"$/)
  })

  it('answers 304 when the browser already has this version', async () => {
    const first = await get(thumbnailAddress('playlist', ids.playlist))
    const again = await get(thumbnailAddress('playlist', ids.playlist), {
      'if-none-match': String(first.headers.etag),
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('serves category thumbnails as JPEG and icons as PNG', async () => {
    const thumbnail = await get(thumbnailAddress('category', ids.category))
    expect(thumbnail.headers['content-type']).toBe('image/jpeg')
    const icon = await get(categoryIconAddress(ids.category))
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['content-type']).toBe('image/png')
    expect([...icon.rawPayload.subarray(0, 4)]).toEqual(PNG_MAGIC)
  })

  it('serves the website logo', async () => {
    const answer = await get(websiteAssetAddress('logo.png'))
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('image/png')
  })

  it('answers a 404 in the error shape for an unknown uid or a row without picture', async () => {
    for (const url of [
      thumbnailAddress('media', 'no-such-media'),
      thumbnailAddress('media', ids.bare),
      categoryIconAddress('nope'),
      websiteAssetAddress('missing.png'),
    ]) {
      const answer = await get(url)
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json()).toMatchObject({ type: 'NotFound', message: expect.any(String) })
    }
  })

  it('does not serve another website’s pictures nor files outside the media folder', async () => {
    const fromOther = await get(thumbnailAddress('media', ids.media), { host: 'other.test' })
    expect(fromOther.statusCode).toBe(404)
    const escape = await database.db
      .selectFrom('medias')
      .select('uid')
      .where('name', '=', 'Escape')
      .executeTakeFirstOrThrow()
    expect(
      (await get(thumbnailAddress('media', escape.uid), { host: 'other.test' })).statusCode,
    ).toBe(404)
    expect((await get('/images/website/..%2Foutside.jpg')).statusCode).toBe(404)
  })
})
