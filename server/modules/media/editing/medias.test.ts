import { existsSync, readdirSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { attachDemoMedia, DEMO_STREAM_FOLDER } from '../../../demo/media/attach.ts'
import { addMediaItem } from '../../catalogue/test-fixtures.ts'
import { resizeCacheDir } from '../../images/service.ts'
import { THUMBNAIL_WIDTHS } from '../../../../contract/values/thumbnail-widths.ts'
import { adminCall, multipartForm } from '../../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'

const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nBonjour à tous.\n'

interface Playback {
  medias: { captions: { lang: string; label: string; src: string }[] }[]
}

describe.each(DIALECTS)('captions and thumbnails staff add to a media on %s', (dialect) => {
  let t: TestApp
  let owner = ''
  let contributor = ''
  let customer = ''
  let otherStaff = ''
  const film = { uid: '', mediaUid: '' }
  const twin = { uid: '', mediaUid: '' }

  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; host?: string; body?: ReturnType<typeof multipartForm> } = {},
  ) =>
    adminCall(t, method, url, {
      token: options.token ?? owner,
      host: options.host,
      ...options.body,
    })
  const captionsPlayed = async (itemUid: string) => {
    const answer = await t.app.inject({
      url: `/embed/${itemUid}/playback.json`,
      headers: { host: 'a.test' },
    })
    return answer.json<Playback>().medias[0]!.captions
  }
  const fetchText = async (src: string) =>
    (await t.app.inject({ url: src, headers: { host: 'a.test' } })).body

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['a.test'] })
    const other = await createWebsite(db, { hosts: ['b.test'] })
    Object.assign(
      film,
      await addMediaItem(db, site, 'Film', {
        media: { thumbnail: `${DEMO_STREAM_FOLDER}/poster.jpg` },
      }),
    )
    Object.assign(twin, await addMediaItem(db, site, 'Jumeau'))
    // Both play the demo's renditions, from one shared folder.
    await attachDemoMedia(db, t.config.mediaDir, [site])
    const session = async (websiteUid: string, role?: 'owner' | 'contributor') =>
      createSession(db, websiteUid, (await createUser(db, websiteUid, { staffRole: role })).uid)
    owner = await session(site, 'owner')
    contributor = await session(site, 'contributor')
    customer = await session(site)
    otherStaff = await session(other, 'owner')
  })
  afterAll(() => t.close())

  it('adds French captions the player offers at once, without touching a media sharing its folder', async () => {
    const before = await captionsPlayed(twin.uid)
    const answer = await call('PUT', `/medias/${film.mediaUid}/captions/fr/`, {
      body: multipartForm(VTT),
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json().captions).toContainEqual({ lang: 'fr', label: 'Français' })

    const fr = (await captionsPlayed(film.uid)).find((track) => track.lang === 'fr')
    expect(await fetchText(fr!.src)).toBe(VTT)
    // The other media kept its own French captions.
    const twinFr = (await captionsPlayed(twin.uid)).find((track) => track.lang === 'fr')
    expect(await fetchText(twinFr!.src)).not.toBe(VTT)
    expect((await captionsPlayed(twin.uid)).length).toBe(before.length)
  })

  it('adds a language the media had not, named in its own words, and removes it again', async () => {
    const added = await call('PUT', `/medias/${film.mediaUid}/captions/es/`, {
      token: contributor,
      body: multipartForm(VTT),
    })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json().captions).toContainEqual({ lang: 'es', label: 'Español' })
    expect((await captionsPlayed(film.uid)).map((track) => track.lang)).toContain('es')

    const removed = await call('DELETE', `/medias/${film.mediaUid}/captions/es/`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await captionsPlayed(film.uid)).map((track) => track.lang)).not.toContain('es')
    expect((await call('DELETE', `/medias/${film.mediaUid}/captions/es/`)).statusCode).toBe(404)
  })

  it('refuses what is not WebVTT, a bad language and a file too large, naming the field', async () => {
    expectFieldError(
      await call('PUT', `/medias/${film.mediaUid}/captions/de/`, {
        body: multipartForm('1\n00:00 --> x'),
      }),
      'file',
    )
    expectFieldError(
      await call('PUT', `/medias/${film.mediaUid}/captions/de/`, {
        body: multipartForm(VTT, { field: 'other' }),
      }),
      'file',
    )
    expectFieldError(
      await call('PUT', `/medias/${film.mediaUid}/captions/Deutsch/`, { body: multipartForm(VTT) }),
      'lang',
    )
    const huge = await call('PUT', `/medias/${film.mediaUid}/captions/de/`, {
      body: multipartForm(VTT + 'x'.repeat(600 * 1024)),
    })
    expect(huge.statusCode).toBe(413)
    expect(Object.keys(huge.json().details)).toEqual(['file'])
    const media = await call('GET', `/medias/${film.mediaUid}/`)
    expect(media.json().captions.map((track: { lang: string }) => track.lang)).not.toContain('de')
  })

  it('replaces the thumbnail with a picture judged by its content', async () => {
    const png = await sharp({
      create: { width: 64, height: 36, channels: 3, background: '#d52b1e' },
    })
      .png()
      .toBuffer()
    // Shown once before: the new picture must not come from what was remembered of the old.
    const shown = (await call('GET', `/medias/${film.mediaUid}/`)).json().thumbnail
    expect((await t.app.inject({ url: shown, headers: { host: 'a.test' } })).statusCode).toBe(200)
    const answer = await call('PUT', `/medias/${film.mediaUid}/thumbnail/`, {
      body: multipartForm(png),
    })
    expect(answer.json().thumbnail).not.toBe(shown)
    expect(answer.statusCode, answer.body).toBe(200)
    const picture = await t.app.inject({
      url: answer.json().thumbnail,
      headers: { host: 'a.test' },
    })
    expect(picture.statusCode).toBe(200)
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ width: 64, height: 36 })

    expectFieldError(
      await call('PUT', `/medias/${film.mediaUid}/thumbnail/`, {
        body: multipartForm('GIF89a not a png'),
      }),
      'file',
    )
  })

  it('resizes a new thumbnail ahead: each storefront width, in AVIF, WebP and JPEG', async () => {
    const cache = resizeCacheDir(t.config.mediaDir)
    const cached = () =>
      existsSync(cache) ? readdirSync(cache, { recursive: true, withFileTypes: true }) : []
    const resized = () => cached().filter((entry) => entry.isFile()).length
    // What earlier changes queued is done first.
    await t.app.jobs.media.idle()
    const before = resized()
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#1e2bd5' },
    })
      .png()
      .toBuffer()
    const answer = await call('PUT', `/medias/${film.mediaUid}/thumbnail/`, {
      body: multipartForm(png),
    })
    expect(answer.statusCode, answer.body).toBe(200)
    await t.app.jobs.media.idle()
    const widths = Object.values(THUMBNAIL_WIDTHS)
    expect(resized()).toBe(before + widths.length * 3)
    // A visitor's card picture is then read from the cache, not made again.
    const card = await t.app.inject({
      url: `/images/w:${THUMBNAIL_WIDTHS.card}/media:uid:${film.mediaUid}/thumbnail.jpg`,
      headers: { host: 'a.test', accept: 'image/avif,image/webp,*/*' },
    })
    expect(card.statusCode).toBe(200)
    expect(card.headers['content-type']).toBe('image/avif')
    expect(resized()).toBe(before + widths.length * 3)
  })

  it('writes each change to the audit log, captions and thumbnail before and after', async () => {
    const log = await call('GET', '/audit-log/?resource=media')
    const entries = log.json<{ record_uid: string; before: unknown; after: unknown }[]>()
    expect(entries.length).toBeGreaterThanOrEqual(4)
    expect(entries.every((entry) => entry.record_uid === film.mediaUid)).toBe(true)
    expect(entries.map((entry) => entry.after)).toContainEqual({
      captions: expect.arrayContaining([{ lang: 'es', label: 'Español' }]),
    })
  })

  it('keeps every other caller out', async () => {
    const path = `/medias/${film.mediaUid}/captions/fr/`
    expect(
      (await call('PUT', path, { token: customer, body: multipartForm(VTT) })).statusCode,
    ).toBe(403)
    const elsewhere = await call('PUT', path, {
      token: otherStaff,
      host: 'b.test',
      body: multipartForm(VTT),
    })
    expect(elsewhere.statusCode).toBe(404)
    expect(
      (await call('GET', `/medias/${film.mediaUid}/`, { host: 'b.test', token: otherStaff }))
        .statusCode,
    ).toBe(404)
  })
})
