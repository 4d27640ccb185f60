import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
import { copyFolderToStore } from '../../storage/copy-to-store.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { startTestS3, type TestS3 } from '../../storage/s3rver-test-support.ts'
import { addMediaItem, addPurchase } from '../catalogue/test-fixtures.ts'
import { resolveWebsite } from '../websites/service.ts'
import { deliverStream } from './delivery-service.ts'
import { signedDownloadAddress } from './download-address.ts'
import { signQuery } from './signing.ts'

interface Playback {
  has_access: boolean
  medias: { uid: string; hls: string | null; mp4: string | null; captions: { src: string }[] }[]
}

const lines = (text: string) =>
  text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'))

describe.each(DIALECTS)('media delivery from S3 on %s', (dialect) => {
  let s3: TestS3
  let t: TestApp
  let site = ''
  const host = 'media-s3.test'
  const paid = { item: '', media: '', file: '' }
  let buyer: Record<string, string> = {}
  let buyerUid = ''
  let stranger: Record<string, string> = {}

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { host, ...headers } })
  const committed = (name: string) =>
    readFileSync(path.join(t.config.mediaDir, DEMO_STREAM_FOLDER, name))
  /** The buyer's addresses of the paid item. */
  const buyersPlayback = async () => {
    const answer = await get(`/embed/${paid.item}/playback.json`, buyer)
    expect(answer.statusCode).toBe(200)
    return answer.json() as Playback
  }
  /** A rendition playlist the buyer's master playlist leads to. */
  const buyersVariant = async () => {
    const masterUrl = new URL((await buyersPlayback()).medias[0]!.hls!, 'http://x')
    const master = await get(masterUrl.pathname + masterUrl.search, buyer)
    expect(master.statusCode).toBe(200)
    const variant = new URL(lines(master.body).at(-1)!, masterUrl)
    return { master, address: variant.pathname + variant.search }
  }

  beforeAll(async () => {
    s3 = await startTestS3()
    t = await startTestApp(dialect, s3.env)
    const db = t.database.db
    site = await createWebsite(db, { hosts: [host], settings: { monetization_enabled: true } })
    const item = await addMediaItem(db, site, 'Paid film', {
      monetizationEnabled: true,
      isContentDownloadable: true,
      prices: [{ uid: 'price-s3-test', amount: 900, period: 0, downloadableChoices: 1 }],
    })
    paid.file = await insertFile(db, site, {
      mediaUid: item.mediaUid,
      kind: 'hd',
      displayName: 'Paid film (HD)',
      size: 1,
      path: `${DEMO_STREAM_FOLDER}/hd.mp4`,
    })
    Object.assign(paid, { item: item.uid, media: item.mediaUid })
    // The demo media lands in the local folder; the bucket gets it as `storage migrate` copies it.
    await attachDemoMedia(db, t.config.mediaDir, [site])
    await copyFolderToStore(t.config.mediaDir, mediaStoreOf(t.config))
    const user = await createUser(db, site)
    buyerUid = user.uid
    await addPurchase(db, site, { userUid: user.uid, itemUid: item.uid, priceUid: 'price-s3-test' })
    buyer = signedIn(await createSession(db, site, user.uid))
    stranger = signedIn(await createSession(db, site, (await createUser(db, site)).uid))
  })
  afterAll(async () => {
    await t.close()
    await s3.close()
  })

  it('serves the buyer playlists from the app, their segments straight from S3', async () => {
    const { master, address } = await buyersVariant()
    expect(master.headers['cache-control']).toBe('private, no-store')
    for (const uri of lines(master.body)) expect(uri).toMatch(/^\d+p\/index\.m3u8\?v=/)
    const variant = await get(address, buyer)
    expect(variant.statusCode).toBe(200)
    expect(variant.headers['cache-control']).toBe('private, no-store')
    const segments = lines(variant.body)
    expect(segments.length).toBeGreaterThan(1)
    for (const uri of segments) {
      expect(uri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/vitrine-test\/.+\/seg-\d+\.ts\?.*X-Amz-/)
    }
    const segment = await fetch(segments[0]!)
    expect(segment.status).toBe(200)
    expect(segment.headers.get('content-type')).toBe('video/mp2t')
    // A CDN may keep it, but never past the moment S3 would refuse its address.
    expect(segment.headers.get('cache-control')).toBe('public')
    const expires = Number(new URL(address, 'http://x').searchParams.get('e'))
    expect(Date.parse(segment.headers.get('expires')!)).toBe(expires * 1000)
    const name = new URL(segments[0]!).pathname.split('/').pop()!
    const bytes = Buffer.from(await segment.arrayBuffer())
    expect(bytes.equals(committed(`hls/720p/${name}`))).toBe(true)
  })

  it('gives every viewer of the same moment the same segment addresses, for a CDN', async () => {
    const now = new Date()
    const expires = Math.ceil(now.getTime() / 1000 / 600) * 600 + 3600
    const playlistFor = async (viewerId: string, at: Date) => {
      const query = signQuery(t.config.secretKey, {
        scope: { kind: 'stream', mediaUid: paid.media },
        viewerId,
        expires,
      })
      const delivery = await deliverStream(
        {
          db: t.database.db,
          store: mediaStoreOf(t.config),
          secret: t.config.secretKey,
          website: await resolveWebsite(t.database.db, host, undefined),
          presented: { byToken: viewerId, byCookie: null },
          query: Object.fromEntries(new URLSearchParams(query)),
          now: at,
        },
        paid.media,
        'hls/720p/index.m3u8',
      )
      if (delivery.kind !== 'playlist') throw new Error(`a playlist, not ${delivery.kind}`)
      return lines(delivery.body)
    }
    const windowStart = new Date(Math.floor(now.getTime() / 600_000) * 600_000)
    const buyers = await playlistFor(buyerUid, windowStart)
    expect(await playlistFor('another-viewer', new Date(windowStart.getTime() + 599_000))).toEqual(
      buyers,
    )
    expect(await playlistFor(buyerUid, new Date(windowStart.getTime() + 600_000))).not.toEqual(
      buyers,
    )
  })

  it('redirects the buyer to the MP4 and captions on S3, where ranges work', async () => {
    const playback = await buyersPlayback()
    const mp4 = await get(playback.medias[0]!.mp4!, buyer)
    expect(mp4.statusCode).toBe(302)
    expect(mp4.headers['cache-control']).toBe('private, no-store')
    const location = String(mp4.headers.location)
    expect(location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/vitrine-test\/.*X-Amz-Expires=\d+/)
    expect(Number(new URL(location).searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300)
    const part = await fetch(location, { headers: { range: 'bytes=100-1099' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-type')).toBe('video/mp4')
    const whole = committed('hd.mp4')
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${whole.length}`)
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 1100))).toBe(true)

    const captions = await get(playback.medias[0]!.captions[0]!.src, buyer)
    expect(captions.statusCode).toBe(302)
    const vtt = await fetch(String(captions.headers.location))
    expect(vtt.headers.get('content-type')).toContain('text/vtt')
    expect((await vtt.text()).startsWith('WEBVTT')).toBe(true)
  })

  it('redirects a download to S3, which names the file as the app did', async () => {
    const website = await resolveWebsite(t.database.db, host, undefined)
    expect(website.uid).toBe(site)
    const address = signedDownloadAddress(t.config.secretKey, paid.file, { uid: buyerUid })
    const answer = await get(address, buyer)
    expect(answer.statusCode).toBe(302)
    const file = await fetch(String(answer.headers.location))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''Paid%20film%20(HD).mp4",
    )
    expect(Buffer.from(await file.arrayBuffer()).equals(committed('hd.mp4'))).toBe(true)
  })

  it('refuses other viewers as it does without S3, and sends them nowhere', async () => {
    const playback = await buyersPlayback()
    const { address } = await buyersVariant()
    for (const url of [playback.medias[0]!.hls!, address, playback.medias[0]!.mp4!]) {
      for (const headers of [stranger, {}]) {
        const answer = await get(url, headers)
        expect(answer.statusCode, url).toBe(403)
        expect(answer.headers.location).toBeUndefined()
        expect(answer.json()).toMatchObject({
          type: 'Forbidden',
          message: 'Cette adresse de média a été délivrée à une autre personne.',
        })
      }
    }
    const strangers = await get(`/embed/${paid.item}/playback.json`, stranger)
    expect((strangers.json() as Playback).medias[0]!.hls).toBeNull()
  })

  it('lets pages and the embed player fetch and play media from the bucket', async () => {
    const origin = s3.env.S3_ENDPOINT!
    for (const page of ['/', `/embed/${paid.item}/`]) {
      const policy = String((await get(page)).headers['content-security-policy'])
      expect(policy, page).toContain(`media-src 'self' blob: ${origin}`)
      expect(policy, page).toContain(`connect-src 'self' ${origin}`)
    }
  })

  it('lets no segment address outlive the playlist address it was written for', async () => {
    // A playlist fetched two hours ago on an address then valid one minute more.
    const then = new Date(Date.now() - 2 * 3_600_000)
    const expires = Math.floor(then.getTime() / 1000) + 60
    const query = signQuery(t.config.secretKey, {
      scope: { kind: 'stream', mediaUid: paid.media },
      viewerId: buyerUid,
      expires,
    })
    const delivery = await deliverStream(
      {
        db: t.database.db,
        store: mediaStoreOf(t.config),
        secret: t.config.secretKey,
        website: await resolveWebsite(t.database.db, host, undefined),
        presented: { byToken: buyerUid, byCookie: null },
        query: Object.fromEntries(new URLSearchParams(query)),
        now: then,
      },
      paid.media,
      'hls/720p/index.m3u8',
    )
    if (delivery.kind !== 'playlist') throw new Error(`a playlist, not ${delivery.kind}`)
    const segment = lines(delivery.body)[0]!
    const refused = await fetch(segment)
    expect(refused.status).toBe(403)
    expect(await refused.text()).toContain('Request has expired')
    // The playlist address itself is refused by the app as well.
    const stale = await get(`/media/stream/${paid.media}/hls/720p/index.m3u8?${query}`, buyer)
    expect(stale.statusCode).toBe(403)
  })
})
