import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { BROWSER_ACCEPT } from '../../../test/support/browser.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { attachDemoMedia } from '../../demo/media/attach.ts'
import { insertMedia } from '../../db/insert.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'

describe.each(DIALECTS)('embed pages on %s', (dialect) => {
  let t: TestApp
  const host = 'embed.test'
  let paidItem = ''
  let trailerUid = ''
  let freeItem = ''

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
    freeItem = (await addMediaItem(db, site, 'Court métrage')).uid
    await attachDemoMedia(db, t.config.mediaDir, [site])
  })

  const page = { accept: BROWSER_ACCEPT }
  /** The link of a page's message: where it goes, and its words. */
  const siteLinkOf = (body: string) => {
    const link = /<a class="site-link" href="([^"]*)"[^>]*>([^<]*)<\/a>/.exec(body)
    return link ? { href: link[1], text: link[2] } : null
  }
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

  it('links a locked frame to the item on the site, in the visitor’s language', async () => {
    const french = await get(`/embed/${paidItem}/`, { ...page, 'accept-language': 'fr' })
    expect(french.statusCode).toBe(200)
    expect(french.body).toContain('Cette vidéo est réservée.')
    expect(siteLinkOf(french.body)).toEqual({ href: '/film', text: 'Voir la vidéo sur le site' })
    expect(french.body).toMatch(/class="site-link"[^>]*target="_blank" rel="noopener"/)
    const english = await get(`/embed/${paidItem}/`, { ...page, 'accept-language': 'en' })
    expect(siteLinkOf(english.body)).toEqual({
      href: '/film',
      text: 'See the video on the website',
    })
  })

  it('shows a frame that plays no link, and an unknown item one to the home page', async () => {
    const playing = await get(`/embed/${freeItem}/`, page)
    expect(playing.statusCode).toBe(200)
    expect(siteLinkOf(playing.body)).toBeNull()
    const unknown = await get('/embed/no-such-item/', { ...page, 'accept-language': 'en' })
    expect(siteLinkOf(unknown.body)).toEqual({ href: '/', text: 'Go to the website' })
  })

  it('answers a trailer frame of an item without trailer with a page linking to the item', async () => {
    const answer = await get(`/embed/${freeItem}/?trailer=1`, { ...page, 'accept-language': 'fr' })
    expect(answer.statusCode).toBe(404)
    expect(answer.headers['content-type']).toContain('text/html')
    expect(answer.body).toContain('Cette vidéo est introuvable.')
    expect(siteLinkOf(answer.body)).toEqual({
      href: '/court-m-trage',
      text: 'Voir la vidéo sur le site',
    })
  })

  it('answers a malformed frame address with a page, never raw JSON', async () => {
    for (const [url, language, words] of [
      [`/embed/${paidItem}/?t=soon`, 'fr', 'Cette adresse de vidéo n’est pas valide.'],
      [`/embed/${paidItem}/?trailer=1&t=-4`, 'en', 'This video address is not valid.'],
      [`/embed/media/${trailerUid}/?autoplay=${'1'.repeat(40)}`, 'en', 'This video address'],
    ] as const) {
      const answer = await get(url, { ...page, 'accept-language': language })
      expect(answer.statusCode, url).toBe(400)
      expect(answer.headers['content-type'], url).toContain('text/html')
      expect(answer.headers['content-security-policy'], url).toContain('frame-ancestors *')
      expect(answer.body, url).toContain(`<html lang="${language}">`)
      expect(answer.body, url).toContain(words)
      expect(answer.body, url).not.toContain('ValidationError')
      expect(siteLinkOf(answer.body), url).not.toBeNull()
    }
    expect(siteLinkOf((await get(`/embed/${paidItem}/?t=soon`, page)).body)?.href).toBe('/film')
    // What is not a browser keeps the §8 shape.
    const api = await get(`/embed/${paidItem}/?t=soon`, { accept: 'application/json' })
    expect(api.statusCode).toBe(400)
    expect(api.json()).toMatchObject({ type: 'ValidationError' })
  })
})
