import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertWebsite } from '../../db/insert.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { storefrontFolder, type StorefrontFolder } from '../../../test/support/storefront-folder.ts'
import { defaultWebsiteSettings } from '../websites/defaults.ts'
import { websiteAssetAddress, websiteAssetPath } from '../images/addresses.ts'
import { workerScript } from './worker-script.ts'

interface Manifest {
  name: string
  short_name: string
  lang: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose: string }[]
}

/** The colour of one pixel of a PNG, as #rrggbb. */
async function pixel(png: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return `#${[0, 1, 2].map((i) => (data[at + i] ?? 0).toString(16).padStart(2, '0')).join('')}`
}

describe.each(DIALECTS)('the installable app of each website on %s', (dialect) => {
  let test: TestApp
  let folder: StorefrontFolder
  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    test.app.inject({ url, headers: { host, ...headers } })

  beforeAll(async () => {
    folder = storefrontFolder()
    test = await startTestApp(dialect, {}, { storefrontDir: folder.dir })
    const { db } = test.database
    const settings = defaultWebsiteSettings()
    const logoSite = await insertWebsite(db, {
      name: 'Atelier Lumière du Nord',
      hosts: ['atelier.test'],
      publicUrl: 'http://atelier.test',
      contactEmail: 'staff@atelier.test',
      settings: {
        ...settings,
        logo: websiteAssetAddress('logo.png'),
        colors_primary: '#1e6b3a',
        colors_theme: 'dark',
      },
    })
    await insertWebsite(db, {
      name: 'Alpes',
      hosts: ['alpes.test'],
      publicUrl: 'http://alpes.test',
      contactEmail: 'staff@alpes.test',
      settings: { ...settings, colors_primary: '#d52b1e', auth_force_login: true },
    })
    // A wide logo, as sites have: a red plate 400×100.
    const logo = path.join(test.config.mediaDir, websiteAssetPath(logoSite, 'logo.png'))
    mkdirSync(path.dirname(logo), { recursive: true })
    const plate = sharp({ create: { width: 400, height: 100, channels: 3, background: '#ff0000' } })
    writeFileSync(logo, await plate.png().toBuffer())
  })

  afterAll(async () => {
    await test.close()
    folder.remove()
  })

  it('gives each website a manifest of its own name, colours, icons and address', async () => {
    const answer = await get('/app/manifest.webmanifest', 'atelier.test')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toContain('application/manifest+json')
    const manifest = answer.json<Manifest>()
    expect(manifest).toMatchObject({
      name: 'Atelier Lumière du Nord',
      short_name: 'Atelier',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1e6b3a',
      background_color: '#000000',
    })
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ])

    const other = (await get('/app/manifest.webmanifest', 'alpes.test')).json<Manifest>()
    expect(other).toMatchObject({ name: 'Alpes', short_name: 'Alpes', theme_color: '#d52b1e' })
    expect(other.background_color).toBe('#eeeeee')
  })

  it('speaks English when the page asked for it, and refuses a language it does not have', async () => {
    const english = await get('/app/manifest.webmanifest?lang=en', 'alpes.test')
    expect(english.json<Manifest>()).toMatchObject({ lang: 'en', start_url: '/?lang=en' })
    const wrong = await get('/app/manifest.webmanifest?lang=de', 'alpes.test')
    expect(wrong.statusCode).toBe(400)
    expect(JSON.stringify(wrong.json())).toContain('lang')
  })

  it('draws the icons from the logo, whole, and keeps it inside the maskable safe zone', async () => {
    const icon = await get('/app/icon-512.png', 'atelier.test')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['content-type']).toBe('image/png')
    const meta = await sharp(icon.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([512, 512])
    expect(await pixel(icon.rawPayload, 256, 256)).toBe('#ff0000')
    // The wide logo is shrunk to fit, never cropped: its ends are inside the square.
    expect(await pixel(icon.rawPayload, 40, 256)).toBe('#ff0000')

    const maskable = await get('/app/icon-maskable-512.png', 'atelier.test')
    expect(await pixel(maskable.rawPayload, 256, 256)).toBe('#ff0000')
    // The launcher may crop to a circle of 40 % radius: nothing of the logo outside it.
    expect(await pixel(maskable.rawPayload, 40, 256)).toBe('#121212')

    const small = await get('/app/icon-192.png', 'atelier.test')
    expect((await sharp(small.rawPayload).metadata()).width).toBe(192)
  })

  it('gives a site without a logo an icon in its own colour', async () => {
    const icon = await get('/app/icon-192.png', 'alpes.test')
    expect(icon.statusCode).toBe(200)
    expect(await pixel(icon.rawPayload, 96, 20)).toBe('#d52b1e')
  })

  it('opens the app to a signed-out visitor of a members-only site', async () => {
    for (const url of [
      '/app/manifest.webmanifest',
      '/app/icon-192.png',
      '/app/offline',
      '/sw.js',
    ]) {
      expect((await get(url, 'alpes.test')).statusCode, url).toBe(200)
    }
  })

  it('links the manifest from every page, in the page’s language', async () => {
    const french = await get('/', 'atelier.test')
    expect(french.body).toContain('<link rel="manifest" href="/app/manifest.webmanifest" />')
    expect(french.body).toContain('<meta name="theme-color" content="#1e6b3a" />')
    const english = await get('/?lang=en', 'atelier.test')
    expect(english.body).toContain('href="/app/manifest.webmanifest?lang=en"')
  })

  it('shows the offline screen in the site’s name and the visitor’s language', async () => {
    const french = await get('/app/offline', 'atelier.test')
    expect(french.body).toContain('<html lang="fr">')
    expect(french.body).toContain('Vous êtes hors ligne')
    expect(french.body).toContain('Atelier Lumière du Nord')
    const english = await get('/app/offline', 'atelier.test', { cookie: 'language=en' })
    expect(english.body).toContain('You are offline')
  })

  it('has its worker keep the offline screens and the first screen’s assets, nothing else', async () => {
    const worker = await get('/sw.js', 'atelier.test')
    expect(worker.headers['content-type']).toContain('javascript')
    expect(worker.headers['cache-control']).toBe('no-cache')
    const list = /const PRECACHE = JSON\.parse\('([^']*)'\)/.exec(worker.body)?.[1] ?? ''
    expect(JSON.parse(list)).toEqual([
      '/app/offline?lang=fr',
      '/app/offline?lang=en',
      '/app/icon-192.png',
      '/assets/index-abc.js',
    ])
  })
})

describe('the worker after a deploy', () => {
  const build = (entry: string) =>
    `<html><head><script type="module" src="/assets/${entry}.js"></script></head></html>`

  it('changes with the build, so browsers install the new one on their next visit', () => {
    const before = workerScript(build('index-aaa'))
    expect(workerScript(build('index-aaa'))).toBe(before)
    const after = workerScript(build('index-bbb'))
    expect(after).not.toBe(before)
    expect(after).toContain('/assets/index-bbb.js')
    expect(after).not.toContain('/assets/index-aaa.js')
  })
})
