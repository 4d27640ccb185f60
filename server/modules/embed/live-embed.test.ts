import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Playback } from '../../../contract/schemas/playback.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { BROWSER_ACCEPT } from '../../../test/support/browser.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { attachDemoMedia } from '../../demo/media/attach.ts'
import { insertItem, insertMedia } from '../../db/insert.ts'
import { newUid } from '../../db/uid.ts'
import { addPurchase } from '../catalogue/test-fixtures.ts'
import { claimPublisher, insertLiveEvent, writeEnded, writeOnAir } from '../live/repo.ts'

describe.each(DIALECTS)('the embed of a live item on %s', (dialect) => {
  let t: TestApp
  const host = 'live-embed.test'
  let site = ''
  let buyer: Record<string, string> = {}
  let buyerUid = ''
  const events: Record<string, string> = {}
  const items: Record<string, string> = {}

  const playbackOf = async (name: string, headers: Record<string, string> = {}) => {
    const answer = await t.app.inject({
      url: `/embed/${items[name]}/playback.json`,
      headers: { host, ...headers },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<Playback>()
  }

  /** A published live item sold at 9 €, whose event started a minute ago. */
  async function addPaidLive(name: string) {
    const uid = newUid()
    await insertLiveEvent(t.database.db, {
      uid,
      website_uid: site,
      item_uid: newUid(),
      name,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      expected_duration: 3600,
      stream_key_nonce: newUid(),
      stream_key_hash: newUid(),
      created_at: new Date().toISOString(),
    })
    events[name] = uid
    items[name] = await insertItem(t.database.db, site, {
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      contentObjectType: 'live',
      contentObjectUid: uid,
      publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
      monetizationEnabled: true,
      prices: [{ uid: `price-${uid}`, amount: 900, period: 0 }],
    })
    await addPurchase(t.database.db, site, {
      userUid: buyerUid,
      itemUid: items[name],
      priceUid: `price-${uid}`,
    })
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { hosts: [host], settings: { monetization_enabled: true } })
    const user = await createUser(db, site)
    buyerUid = user.uid
    buyer = signedIn(await createSession(db, site, user.uid))
    await addPaidLive('Concert')
    await addPaidLive('Conférence')
    await addPaidLive('Atelier')
    await addPaidLive('Masterclass')
    expect(await claimPublisher(db, events['Concert']!, 'publisher-1')).toBe(true)
    await writeOnAir(db, events['Concert']!, 'publisher-1', new Date().toISOString())
    const replay = await insertMedia(db, site, { name: 'Atelier (replay)', duration: 10 })
    await attachDemoMedia(db, t.config.mediaDir, [site])
    await writeEnded(db, events['Atelier']!, new Date().toISOString())
    await db
      .updateTable('live_events')
      .set({ replay_status: 'ready', replay_media_uid: replay })
      .where('uid', '=', events['Atelier']!)
      .execute()
    await writeEnded(db, events['Masterclass']!, new Date().toISOString())
    await db
      .updateTable('live_events')
      .set({ replay_status: 'preparing' })
      .where('uid', '=', events['Masterclass']!)
      .execute()
  })
  afterAll(() => t.close())

  const asBuyer = () => buyer

  it('opens as a page, the live player for a buyer while on air', async () => {
    const page = await t.app.inject({
      url: `/embed/${items['Concert']}/`,
      headers: { host, accept: BROWSER_ACCEPT },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Concert')
    const playback = await playbackOf('Concert', asBuyer())
    expect(playback).toMatchObject({ has_access: true, message: null })
    expect(playback.medias[0]?.hls).toMatch(
      new RegExp(`^/media/live/${events['Concert']}/master\\.m3u8\\?`),
    )
    const hls = playback.medias[0]!.hls!
    // Signed for the buyer: their own proof opens it, nobody else's.
    const mine = await t.app.inject({ url: hls, headers: { host, ...asBuyer() } })
    expect(mine.statusCode).not.toBe(403)
    expect((await t.app.inject({ url: hls, headers: { host } })).statusCode).toBe(403)
  })

  it('gives a visitor without access the locked answer and no stream', async () => {
    const playback = await playbackOf('Concert')
    expect(playback.has_access).toBe(false)
    expect(playback.message).toContain('réservée')
    expect(playback.medias).toEqual([])
  })

  it('says a buyer is waiting for the start, and plays the replay after', async () => {
    const waiting = await playbackOf('Conférence', asBuyer())
    expect(waiting).toMatchObject({ has_access: true, medias: [] })
    expect(waiting.message).toBe('Le direct n’a pas encore commencé.')
    const replay = await playbackOf('Atelier', asBuyer())
    expect(replay.message).toBeNull()
    expect(replay.medias[0]?.hls).toMatch(/hls\/master\.m3u8\?/)
    expect((await playbackOf('Atelier')).medias[0]?.hls ?? null).toBeNull()
  })

  it('tells a buyer, and only a buyer, that the replay is on its way, so the embed waits', async () => {
    const preparing = await playbackOf('Masterclass', asBuyer())
    expect(preparing).toMatchObject({
      has_access: true,
      medias: [],
      live: { status: 'ended', replay_preparing: true },
    })
    expect(preparing.message).toContain('préparation')
    const locked = await playbackOf('Masterclass')
    expect(locked.live).toEqual({ status: 'ended', starts_at: expect.any(String) })
    // Once ready, the replay plays and the event is no longer said.
    expect((await playbackOf('Atelier', asBuyer())).live).toBeUndefined()
  })

  it('answers 404 for an unknown item, and for a live item’s trailer', async () => {
    const unknown = await t.app.inject({ url: `/embed/${newUid()}/`, headers: { host } })
    expect(unknown.statusCode).toBe(404)
    const trailer = await t.app.inject({
      url: `/embed/${items['Concert']}/?trailer=1`,
      headers: { host },
    })
    expect(trailer.statusCode).toBe(404)
  })
})
