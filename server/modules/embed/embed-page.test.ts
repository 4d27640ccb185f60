import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { BROWSER_ACCEPT } from '../../../test/support/browser.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { attachDemoMedia } from '../../db/demo/media/attach.ts'
import { insertMedia } from '../../db/insert.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'

describe.each(DIALECTS)('embed pages on %s', (dialect) => {
  let t: TestApp
  const host = 'embed.test'
  let paidItem = ''
  let trailerUid = ''

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host, ...headers } })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, {
      hosts: [host],
      settings: { monetization_enabled: true },
    })
    trailerUid = await insertMedia(db, site, { name: 'Bande-annonce', duration: 10 })
    paidItem = (
      await addMediaItem(db, site, 'Film', {
        media: { trailerUid },
        monetizationEnabled: true,
        prices: [{ amount: 500, period: 0 }],
      })
    ).uid
    await attachDemoMedia(db, t.config.mediaDir, [site])
  })
  afterAll(() => t.close())

  it('may be framed by any site, unlike the rest of the server', async () => {
    const page = await get(`/embed/${paidItem}/`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain('frame-ancestors *')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.headers['x-frame-options']).toBeUndefined()
    const api = await get(`${API_BASE}/website/`)
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'self'")
  })

  it('runs no inline script: only files and a JSON data block', async () => {
    const page = (await get(`/embed/${paidItem}/`)).body
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    for (const [, attributes, body] of scripts) {
      if (body!.trim()) expect(attributes).toContain('type="application/json"')
      else expect(attributes).toMatch(/src="\/embed\/assets\/[\w.]+\?v=[\w-]+"/)
    }
    const script = await get('/embed/assets/player.js', { 'accept-encoding': 'gzip' })
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-encoding']).toBe('gzip')
    expect(script.headers['cache-control']).toContain('immutable')
  })

  it('answers 404 for a file that is not one of its own, even one named like a built-in', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'nothing.js']) {
      const answer = await get(`/embed/assets/${name}`)
      expect(answer.statusCode, name).toBe(404)
      expect(answer.json()).toMatchObject({ type: 'NotFound', message: 'Ce fichier n’existe pas.' })
    }
  })

  it('carries its styles, and runs no script but its own files even with inline styles allowed', async () => {
    const page = await get(`/embed/${paidItem}/`)
    const styles = [...page.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css!)
    expect(styles).toHaveLength(1)
    expect(styles[0]).toContain('.stage')
    expect(page.body).not.toContain('rel="stylesheet"')
    const policy = page.headers['content-security-policy'] as string
    // media-chrome's controls style their shadow roots with <style> elements.
    expect(/style-src ([^;]*)/.exec(policy)?.[1]).toBe("'self' 'unsafe-inline'")
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self'")
  })

  it('speaks the visitor’s language', async () => {
    const english = await get(`/embed/${paidItem}/`, { 'accept-language': 'en-GB,en;q=0.9' })
    expect(english.body).toContain('<html lang="en">')
    expect(english.body).toContain('This video is restricted.')
    const french = await get(`/embed/${paidItem}/`, { 'accept-language': 'de, fr;q=0.5' })
    expect(french.body).toContain('<html lang="fr">')
    expect(french.body).toContain('Cette vidéo est réservée.')
  })

  it('speaks the language chosen on the site before the browser’s', async () => {
    const chosen = await get(`/embed/${paidItem}/`, {
      'accept-language': 'en-GB,en;q=0.9',
      cookie: 'language=fr',
    })
    expect(chosen.body).toContain('<html lang="fr">')
    expect(chosen.body).toContain('Cette vidéo est réservée.')
    const playback = await get(`/embed/${paidItem}/playback.json`, {
      'accept-language': 'fr',
      cookie: 'other=1; language=en',
    })
    expect(playback.json().message).toBe(
      'This video is restricted. Open it on the website to sign in, buy it or subscribe.',
    )
  })

  it('plays the trailer of a paid item to anyone with ?trailer=1', async () => {
    const answer = await get(`/embed/${paidItem}/playback.json?trailer=1`)
    expect(answer.json()).toMatchObject({
      trailer: true,
      has_access: true,
      medias: [{ uid: trailerUid }],
    })
    const media = await get(`/embed/media/${trailerUid}/playback.json`)
    expect(media.json()).toMatchObject({ item_uid: null, has_access: true })
  })

  it('answers an unknown item with a 404 page that says so', async () => {
    const page = await get('/embed/no-such-item/', {
      'accept-language': 'en',
      accept: BROWSER_ACCEPT,
    })
    expect(page.statusCode).toBe(404)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('This video cannot be found.')
  })
})
