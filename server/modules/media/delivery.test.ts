import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { DOWNLOAD_LINK_SECONDS } from '../../../contract/values/limits.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { attachDemoMedia, DEMO_STREAM_FOLDER } from '../../demo/media/attach.ts'
import { insertFile } from '../../db/insert.ts'
import { listDownloads } from '../catalogue/download-service.ts'
import { addMediaItem, addPurchase } from '../catalogue/test-fixtures.ts'
import { findViewer } from '../auth/viewer.ts'
import { resolveWebsite } from '../websites/service.ts'
import { signedDownloadAddress } from './download-address.ts'
import { signedStreamAddress } from './addresses.ts'
import { ANONYMOUS_VIEWER, secondsFromNow } from './signing.ts'
import { playbackCookie } from './viewer-proof.ts'

interface Playback {
  has_access: boolean
  message: string | null
  medias: { uid: string; hls: string | null; mp4: string | null; captions: { src: string }[] }[]
}

describe.each(DIALECTS)('protected media delivery on %s', (dialect) => {
  let t: TestApp
  let site = ''
  const host = 'media.test'
  const items = { free: '', paid: '' }
  const medias = { free: '', paid: '' }
  let buyer: Record<string, string> = {}
  let buyerUid = ''
  let stranger: Record<string, string> = {}
  let strangerUid = ''
  let hdFile = ''

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host, ...headers } })
  const playback = async (itemUid: string, headers: Record<string, string> = {}) => {
    const answer = await get(`/embed/${itemUid}/playback.json`, headers)
    expect(answer.statusCode).toBe(200)
    return { body: answer.json() as Playback, answer }
  }
  const committed = (name: string) =>
    readFileSync(path.join(t.config.mediaDir, DEMO_STREAM_FOLDER, name))

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { hosts: [host], settings: { monetization_enabled: true } })
    const free = await addMediaItem(db, site, 'Free film')
    const paid = await addMediaItem(db, site, 'Paid film', {
      monetizationEnabled: true,
      isContentDownloadable: true,
      prices: [{ uid: 'price-media-test', amount: 900, period: 0, downloadableChoices: 1 }],
    })
    hdFile = await insertFile(db, site, {
      mediaUid: paid.mediaUid,
      kind: 'hd',
      displayName: 'Paid film (HD)',
      size: 1,
      path: `${DEMO_STREAM_FOLDER}/hd.mp4`,
    })
    Object.assign(items, { free: free.uid, paid: paid.uid })
    Object.assign(medias, { free: free.mediaUid, paid: paid.mediaUid })
    await attachDemoMedia(db, t.config.mediaDir, [site])
    const user = await createUser(db, site)
    buyerUid = user.uid
    await addPurchase(db, site, {
      userUid: user.uid,
      itemUid: paid.uid,
      priceUid: 'price-media-test',
    })
    buyer = signedIn(await createSession(db, site, user.uid))
    const other = await createUser(db, site)
    strangerUid = other.uid
    stranger = signedIn(await createSession(db, site, other.uid))
  })
  afterAll(() => t.close())

  it('gives anyone addresses of a public item, bound to the anonymous viewer', async () => {
    const { body } = await playback(items.free)
    expect(body.has_access).toBe(true)
    const hls = new URL(body.medias[0]!.hls!, 'http://x')
    expect(hls.searchParams.get('v')).toBe(ANONYMOUS_VIEWER)
    expect(hls.searchParams.get('s')).toBeTruthy()
    const master = await get(body.medias[0]!.hls!)
    expect(master.statusCode).toBe(200)
    expect(master.headers['content-type']).toContain('application/vnd.apple.mpegurl')
    expect(master.headers['cache-control']).toContain('private')
  })

  it('signs every address inside the master and variant playlists', async () => {
    const { body } = await playback(items.free)
    const masterUrl = body.medias[0]!.hls!
    const master = (await get(masterUrl)).body
    const uris = (text: string) =>
      text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'))
    expect(uris(master)).toHaveLength(2)
    for (const uri of uris(master)) expect(uri).toMatch(/\?v=anonymous&e=\d+&s=[\w-]{43}$/)
    const variantUrl = new URL(uris(master)[1]!, new URL(masterUrl, 'http://x'))
    const variant = await get(variantUrl.pathname + variantUrl.search)
    expect(variant.statusCode).toBe(200)
    const segments = uris(variant.body)
    expect(segments.length).toBeGreaterThan(1)
    for (const uri of segments) expect(uri).toMatch(/^seg-\d+\.ts\?v=anonymous&e=\d+&s=/)
    const segmentUrl = new URL(segments[0]!, variantUrl)
    const segment = await get(segmentUrl.pathname + segmentUrl.search)
    expect(segment.statusCode).toBe(200)
    expect(segment.headers['content-type']).toBe('video/mp2t')
    expect(segment.rawPayload.equals(committed('hls/720p/seg-00000.ts'))).toBe(true)
  })

  it('plays a paid item to nobody who has not bought it', async () => {
    const anonymous = await playback(items.paid)
    expect(anonymous.body.has_access).toBe(false)
    expect(anonymous.body.message).toBeTruthy()
    expect(anonymous.body.medias[0]!.hls).toBeNull()
    const notBought = await playback(items.paid, stranger)
    expect(notBought.body.has_access).toBe(false)
    expect(notBought.body.medias[0]!.hls).toBeNull()
    const page = await get(`/embed/${items.paid}/`)
    expect(page.statusCode).toBe(200)
    expect(page.body).not.toContain('/media/stream/')
  })

  it('binds a buyer’s addresses to the buyer: other viewers and bare replays get 403', async () => {
    const { body, answer } = await playback(items.paid, buyer)
    expect(body.has_access).toBe(true)
    const master = body.medias[0]!.hls!
    expect(new URL(master, 'http://x').searchParams.get('v')).toBe(buyerUid)
    expect((await get(master, buyer)).statusCode).toBe(200)
    expect((await get(master, stranger)).statusCode).toBe(403)
    expect((await get(master)).statusCode).toBe(403)
    const cookie = String(answer.headers['set-cookie']).split(';')[0]!
    expect(cookie).toMatch(/^vitrine_playback=/)
    expect((await get(master, { cookie })).statusCode).toBe(200)
    expect((await get(body.medias[0]!.mp4!, { cookie, range: 'bytes=0-9' })).statusCode).toBe(206)
  })

  it('refuses expired and tampered addresses with 403', async () => {
    const secret = t.config.secretKey
    const expired = signedStreamAddress(secret, medias.free, 'hls/master.m3u8', {
      viewerId: ANONYMOUS_VIEWER,
      expires: secondsFromNow(-5),
    })
    const expiredAnswer = await get(expired)
    expect(expiredAnswer.statusCode).toBe(403)
    expect(expiredAnswer.json()).toMatchObject({ type: 'Forbidden' })
    const valid = signedStreamAddress(secret, medias.paid, 'hls/master.m3u8', {
      viewerId: buyerUid,
      expires: secondsFromNow(60),
    })
    const url = new URL(valid, 'http://x')
    const later = new URL(url)
    later.searchParams.set('e', String(Number(url.searchParams.get('e')) + 3600))
    expect((await get(later.pathname + later.search, buyer)).statusCode).toBe(403)
    const anonymous = new URL(url)
    anonymous.searchParams.set('v', ANONYMOUS_VIEWER)
    expect((await get(anonymous.pathname + anonymous.search)).statusCode).toBe(403)
    const otherMedia = valid.replace(medias.paid, medias.free)
    expect((await get(otherMedia, buyer)).statusCode).toBe(403)
    expect((await get(`/media/stream/${medias.free}/hls/master.m3u8`)).statusCode).toBe(403)
  })

  it('never serves the source through a stream address', async () => {
    const address = signedStreamAddress(t.config.secretKey, medias.free, 'source.mp4', {
      viewerId: ANONYMOUS_VIEWER,
      expires: secondsFromNow(60),
    })
    expect((await get(address)).statusCode).toBe(404)
  })

  it('answers range requests of the MP4 with 206 and exactly those bytes', async () => {
    const { body } = await playback(items.free)
    const mp4 = body.medias[0]!.mp4!
    const whole = committed('hd.mp4')
    const full = await get(mp4)
    expect(full.statusCode).toBe(200)
    expect(full.headers['accept-ranges']).toBe('bytes')
    expect(full.headers['content-type']).toBe('video/mp4')
    expect(Number(full.headers['content-length'])).toBe(whole.length)
    const part = await get(mp4, { range: 'bytes=100-1099' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${whole.length}`)
    expect(part.rawPayload.equals(whole.subarray(100, 1100))).toBe(true)
    const tail = await get(mp4, { range: 'bytes=-16' })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 16))).toBe(true)
    const beyond = await get(mp4, { range: `bytes=${whole.length}-` })
    expect(beyond.statusCode).toBe(416)
    expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`)
  })

  it('serves WebVTT captions on signed addresses', async () => {
    const { body } = await playback(items.free)
    const captions = body.medias[0]!.captions
    expect(captions.length).toBe(2)
    const vtt = await get(captions[0]!.src)
    expect(vtt.statusCode).toBe(200)
    expect(vtt.headers['content-type']).toContain('text/vtt')
    expect(vtt.body.startsWith('WEBVTT')).toBe(true)
  })

  it('lists downloads with addresses signed for the buyer, which serve ranges of the file', async () => {
    const db = t.database.db
    const website = await resolveWebsite(db, host, undefined)
    const token = buyer.authorization!.split(' ')[1]!
    const viewer = await findViewer(db, site, token)
    const files = await listDownloads({ db, website, viewer }, items.paid, (fileUid) =>
      signedDownloadAddress(t.config.secretKey, fileUid, viewer),
    )
    expect(files.map((file) => file.uid)).toEqual([hdFile])
    const address = files[0]!.file
    expect(new URL(address, 'http://x').searchParams.get('v')).toBe(buyerUid)
    const whole = committed('hd.mp4')
    const full = await get(address, buyer)
    expect(full.statusCode).toBe(200)
    expect(full.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Paid%20film%20(HD).mp4",
    )
    expect(full.headers['cache-control']).toMatch(/^private, max-age=\d+$/)
    const part = await get(address, { ...buyer, range: 'bytes=10-19' })
    expect(part.statusCode).toBe(206)
    expect(part.rawPayload.equals(whole.subarray(10, 20))).toBe(true)
    expect((await get(address, stranger)).statusCode).toBe(403)
    // Without the buyer's token or playback cookie, the link opens nothing.
    expect((await get(address)).statusCode).toBe(403)
    const expired = signedDownloadAddress(
      t.config.secretKey,
      hdFile,
      viewer,
      new Date(Date.now() - 7_200_000),
    )
    expect((await get(expired, buyer)).statusCode).toBe(403)
    const tampered = address.replace(/s=(.)/, (_m, c: string) => `s=${c === 'A' ? 'B' : 'A'}`)
    expect((await get(tampered, buyer)).statusCode).toBe(403)
  })

  it('opens a download link, for ten minutes, only to the browser it was listed for', async () => {
    const listed = await get(`${API_BASE}/items/${items.paid}/download/`, buyer)
    expect(listed.statusCode).toBe(200)
    const address = (listed.json() as { file: string }[])[0]!.file
    const expires = Number(new URL(address, 'http://x').searchParams.get('e'))
    expect(expires - Date.now() / 1000).toBeLessThanOrEqual(DOWNLOAD_LINK_SECONDS)
    expect(expires - Date.now() / 1000).toBeGreaterThan(DOWNLOAD_LINK_SECONDS - 60)

    // Following the link is a plain navigation: the cookie the list set is its only proof.
    const setCookie = String(listed.headers['set-cookie'])
    expect(setCookie).toMatch(/^vitrine_playback=[^;]+;.*Path=\/media\/;.*HttpOnly/)
    const cookie = setCookie.split(';')[0]!
    expect((await get(address, { cookie })).statusCode).toBe(200)
    expect((await get(address)).statusCode).toBe(403)
    const strangersCookie = playbackCookie(
      t.config.secretKey,
      undefined,
      strangerUid,
      expires,
      false,
    )
    expect((await get(address, { cookie: strangersCookie.split(';')[0]! })).statusCode).toBe(403)
  })

  it('never shortens the playback cookie of a stream with a download list', async () => {
    const { answer } = await playback(items.paid, buyer)
    const streamCookie = String(answer.headers['set-cookie']).split(';')[0]!
    const listed = await get(`${API_BASE}/items/${items.paid}/download/`, {
      ...buyer,
      cookie: streamCookie,
    })
    expect(String(listed.headers['set-cookie']).split(';')[0]).toBe(streamCookie)
  })
})
