import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertCategory, insertMedia, insertPlaylist } from '../../db/insert.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { resizedThumbnailAddress } from './addresses.ts'
import { localObjectStore } from '../../storage/local-store.ts'
import { resizedImage } from './resize.ts'
import { openImage, resizeCacheDir } from './service.ts'

const JPEG_MAGIC = [0xff, 0xd8, 0xff]

async function writePicture(mediaDir: string, relative: string, width: number, hue: string) {
  const file = path.join(mediaDir, relative)
  mkdirSync(path.dirname(file), { recursive: true })
  const picture = sharp({
    create: { width, height: Math.round((width * 9) / 16), channels: 3, background: hue },
  })
  writeFileSync(file, await picture.jpeg().toBuffer())
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe.each(DIALECTS)('resized thumbnails on %s', (dialect) => {
  let test: TestApp
  let app: FastifyInstance
  const ids = { media: '', playlist: '', category: '' }
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { host: 'localhost', ...headers } })

  beforeAll(async () => {
    test = await startTestApp(dialect)
    app = test.app
    const db = test.database.db
    const site = await createWebsite(db, { hosts: ['localhost'] })
    await createWebsite(db, { name: 'Other', hosts: ['other.test'] })
    ids.media = await insertMedia(db, site, { name: 'Média', duration: 60, thumbnail: 't/m.jpg' })
    ids.playlist = await insertPlaylist(db, site, {
      name: 'Liste',
      mediaUids: [ids.media],
      thumbnail: 't/p.jpg',
    })
    ids.category = await insertCategory(db, site, { slug: 'c', name: 'C', thumbnail: 't/c.jpg' })
    await writePicture(test.config.mediaDir, 't/m.jpg', 1280, '#c04030')
    await writePicture(test.config.mediaDir, 't/p.jpg', 1280, '#3040c0')
    await writePicture(test.config.mediaDir, 't/c.jpg', 640, '#30c040')
  })
  afterAll(async () => {
    await test.close()
  })

  it('refuses widths outside the list with a 400 naming the width', async () => {
    for (const size of ['w:500', 'w:0', 'w:99999', 'w:abc', 'w:480.5', 'w:']) {
      const answer = await get(`/images/${size}/media:uid:${ids.media}/thumbnail.jpg`)
      expect(answer.statusCode, size).toBe(400)
      expect(answer.json().details.width[0], size).toContain('480')
    }
  })

  it('answers 404 for an unknown kind, an unknown uid or another website’s picture', async () => {
    for (const [url, host] of [
      [`/images/w:480/video:uid:${ids.media}/thumbnail.jpg`, 'localhost'],
      [`/images/w:480/media:uid:nope/thumbnail.jpg`, 'localhost'],
      [`/images/h:480/media:uid:${ids.media}/thumbnail.jpg`, 'localhost'],
      [resizedThumbnailAddress('media', ids.media, 480), 'other.test'],
    ] as const) {
      const answer = await get(url, { host })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json()).toMatchObject({ type: 'NotFound' })
    }
  })

  it('resizes to the asked width and serves the format the browser accepts', async () => {
    const url = resizedThumbnailAddress('media', ids.media, 480)
    const cases = [
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif', 'avif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['image/avif;q=0, image/webp', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
      ['', 'image/jpeg', 'jpeg'],
    ] as const
    for (const [accept, contentType, format] of cases) {
      const answer = await get(url, accept ? { accept } : {})
      expect(answer.statusCode, accept).toBe(200)
      expect(answer.headers['content-type'], accept).toBe(contentType)
      expect(answer.headers.vary, accept).toMatch(/accept/i)
      const info = await sharp(answer.rawPayload).metadata()
      expect(info.format === 'heif' ? 'avif' : info.format, accept).toBe(format)
      expect(info.width, accept).toBe(480)
    }
  })

  it('never enlarges a picture beyond its own width', async () => {
    const answer = await get(resizedThumbnailAddress('category', ids.category, 1920))
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual(JPEG_MAGIC)
    expect((await sharp(answer.rawPayload).metadata()).width).toBe(640)
  })

  it('serves the second request from the disk cache, byte for byte', async () => {
    const url = resizedThumbnailAddress('playlist', ids.playlist, 320)
    const cacheDir = resizeCacheDir(test.config.mediaDir)
    const before = new Set(filesUnder(cacheDir))
    const first = await get(url)
    const made = filesUnder(cacheDir).filter((file) => !before.has(file))
    expect(made).toHaveLength(1)
    const [cached = ''] = made
    expect(readFileSync(cached).equals(first.rawPayload)).toBe(true)
    const writtenAt = statSync(cached).mtimeMs

    const second = await get(url)
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(statSync(cached).mtimeMs).toBe(writtenAt)
    expect(filesUnder(cacheDir).filter((file) => !before.has(file))).toEqual([cached])
  })

  it('answers 304 when the browser already holds this version', async () => {
    const url = resizedThumbnailAddress('media', ids.media, 640)
    const first = await get(url, { accept: 'image/webp' })
    expect(first.headers.etag).toMatch(/^".+"$/)
    const again = await get(url, {
      accept: 'image/webp',
      'if-none-match': `"other", W/${String(first.headers.etag)}`,
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    const otherFormat = await get(url, { 'if-none-match': String(first.headers.etag) })
    expect(otherFormat.statusCode).toBe(200)
  })

  it('lets browsers keep a versioned address for a year and others for a week', async () => {
    const plain = await get(resizedThumbnailAddress('media', ids.media, 240))
    expect(plain.headers['cache-control']).toMatch(/max-age=604800/)
    const source = await openImage(localObjectStore(test.config.mediaDir), 't/m.jpg')
    const versioned = await get(resizedThumbnailAddress('media', ids.media, 240, source.version))
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const stale = await get(resizedThumbnailAddress('media', ids.media, 240, 'old-version'))
    expect(stale.headers['cache-control']).toMatch(/max-age=604800/)
  })

  it('serves the new picture once the source is replaced', async () => {
    const url = resizedThumbnailAddress('media', ids.media, 160)
    const before = await get(url)
    await writePicture(test.config.mediaDir, 't/m.jpg', 1000, '#10f0f0')
    const after = await get(url)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false)
  })

  it('resizes a cold picture once when many ask for it at the same moment', async () => {
    const source = await openImage(localObjectStore(test.config.mediaDir), 't/p.jpg')
    const cacheDir = path.join(test.config.mediaDir, 'concurrent-cache')
    const store = localObjectStore(cacheDir)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => resizedImage(store, source, 960, 'webp')),
    )
    for (const answer of answers) expect(answer).toBe(answers[0])
    expect(filesUnder(cacheDir)).toHaveLength(1)
  })
})
