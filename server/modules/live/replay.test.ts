import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_API_BASE } from '../../../contract/schemas/admin.ts'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { uploadStorageOf } from '../media/imports/upload-storage.ts'
import { liveDir, type LiveIngest } from './ingest-rtmp.ts'
import { next, publish, sellEvent, signedInUser, startQuietIngest } from './live-test-support.ts'
import { recordingDir } from './recording.ts'

describe.each(DIALECTS)('live replays on %s', (dialect) => {
  let t: TestApp
  let ingest: LiveIngest
  let site = ''
  const host = 'replay.test'
  let staff: Record<string, string> = {}
  let buyer: Record<string, string> = {}
  let buyerUid = ''
  let stranger: Record<string, string> = {}

  const request = (method: 'GET' | 'POST', url: string, headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers: { host, ...headers }, payload })
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    request(method, `${ADMIN_API_BASE}${url}`, staff, payload)

  /** A new event (keeping its replay or not) and its stream key. */
  async function newEvent(keepReplay?: boolean) {
    const created = await admin('POST', '/live-events/', {
      name: 'Concert du soir',
      starts_at: new Date().toISOString(),
      expected_duration: 3600,
      ...(keepReplay === undefined ? {} : { keep_replay: keepReplay }),
    })
    expect(created.statusCode).toBe(201)
    const event = created.json() as { uid: string; item_uid: string; keep_replay: boolean }
    const key = (await admin('GET', `/live-events/${event.uid}/ingest/`)).json() as {
      stream_key: string
    }
    return { ...event, key: key.stream_key }
  }

  /** One publisher session of `seconds`, from its start until the ingest let it go. */
  async function session(event: { uid: string; key: string }, seconds: number) {
    const onAir = next(ingest.events, 'on_air', (e) => e.eventUid === event.uid)
    const gone = next(ingest.events, 'closed', (e) => e.eventUid === event.uid)
    const url = `rtmp://127.0.0.1:${ingest.port}/live/${event.key}`
    expect(await publish(url, seconds, { realTime: true })).toBe(0)
    await onAir
    await gone
  }

  const eventOf = async (uid: string) =>
    (await admin('GET', `/live-events/${uid}/`)).json() as {
      status: string
      keep_replay: boolean
      replay_status: string | null
      replay_media_uid: string | null
    }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { hosts: [host], settings: { monetization_enabled: true } })
    staff = (await signedInUser(db, site, 'owner')).headers
    const buying = await signedInUser(db, site)
    buyer = buying.headers
    buyerUid = buying.uid
    stranger = (await signedInUser(db, site)).headers
    ingest = await startQuietIngest(t, {
      queue: t.app.mediaImports,
      uploads: uploadStorageOf(t.config),
    })
  })
  afterAll(async () => {
    await ingest?.close()
    await t?.close()
  })

  it('makes both parts of a dropped and resumed event one replay, for its buyers only', async () => {
    const db = t.database.db
    const event = await newEvent()
    expect(event.keep_replay).toBe(true)
    await sellEvent(db, site, event, buyerUid)

    // A drop and a resume: two parts.
    await session(event, 3)
    await session(event, 3)
    expect((await admin('POST', `/live-events/${event.uid}/end/`)).statusCode).toBe(200)
    expect(await eventOf(event.uid)).toMatchObject({ replay_status: 'preparing' })
    const playback = (headers = {}) =>
      request('GET', `${API_BASE}/live/${event.item_uid}/playback/`, headers)
    expect((await playback(buyer)).json()).toMatchObject({
      status: 'ended',
      replay: 'preparing',
      replay_media_uid: null,
    })

    await ingest.tick()
    await t.app.mediaImports.idle()
    expect(existsSync(recordingDir(t.config.mediaDir, event.uid))).toBe(false)
    const ended = await eventOf(event.uid)
    expect(ended).toMatchObject({ status: 'ended', replay_status: 'ready' })
    const mediaUid = ended.replay_media_uid!
    const media = await db
      .selectFrom('medias')
      .select(['name', 'duration'])
      .where('uid', '=', mediaUid)
      .executeTakeFirstOrThrow()
    expect(media.name).toBe('Concert du soir')
    // Two parts of 3 s (a segment's worth may be lost at each cut).
    expect(Number(media.duration)).toBeGreaterThan(4.5)
    expect(Number(media.duration)).toBeLessThan(8)
    // The replay is shown by the live item, never by an item of its own.
    const items = await db
      .selectFrom('items')
      .select('uid')
      .where('content_object_uid', '=', mediaUid)
      .execute()
    expect(items).toEqual([])

    // The buyer plays it; a stranger gets no address, and the buyer's open nothing for them.
    expect((await playback(buyer)).json()).toMatchObject({
      replay: 'ready',
      replay_media_uid: mediaUid,
    })
    expect((await playback(stranger)).json()).toMatchObject({
      has_access: false,
      replay: 'ready',
      replay_media_uid: null,
    })
    const bought = (await request('GET', `/embed/media/${mediaUid}/playback.json`, buyer)).json()
    const hls = (bought as { medias: { hls: string | null }[] }).medias[0]!.hls!
    expect(hls).toContain(`v=${buyerUid}`)
    const master = await request('GET', hls, buyer)
    expect(master.statusCode).toBe(200)
    expect(master.body).toContain('#EXT-X-STREAM-INF')
    const refused = (
      await request('GET', `/embed/media/${mediaUid}/playback.json`, stranger)
    ).json()
    expect(refused).toMatchObject({ has_access: false })
    expect((refused as { medias: { hls: string | null }[] }).medias[0]!.hls).toBeNull()
    expect((await request('GET', hls, stranger)).statusCode).toBe(403)
    expect((await request('GET', hls)).statusCode).toBe(403)

    // The live HLS stays a while for players still on it, then goes.
    const live = liveDir(t.config.mediaDir, event.uid)
    expect(existsSync(live)).toBe(true)
    await ingest.tick(new Date(Date.now() + 3 * 60_000))
    expect(existsSync(live)).toBe(false)
  }, 120_000)

  it('keeps nothing of an event whose replay staff chose not to keep', async () => {
    const event = await newEvent(false)
    expect(event.keep_replay).toBe(false)
    await session(event, 3)
    expect(existsSync(recordingDir(t.config.mediaDir, event.uid))).toBe(true)
    const replayImports = async () =>
      (
        await t.database.db
          .selectFrom('media_imports')
          .select('uid')
          .where('website_uid', '=', site)
          .where('purpose', '=', 'live_replay')
          .execute()
      ).length
    const importsBefore = await replayImports()
    await admin('POST', `/live-events/${event.uid}/end/`)
    await ingest.tick()
    await t.app.mediaImports.idle()
    expect(await eventOf(event.uid)).toMatchObject({
      replay_status: 'not_kept',
      replay_media_uid: null,
    })
    expect(existsSync(recordingDir(t.config.mediaDir, event.uid))).toBe(false)
    expect(await replayImports()).toBe(importsBefore)
    const answer = await request('GET', `${API_BASE}/live/${event.item_uid}/playback/`, staff)
    expect(answer.json()).toMatchObject({ status: 'ended', replay: 'none' })
    await ingest.tick(new Date(Date.now() + 3 * 60_000))
    expect(existsSync(liveDir(t.config.mediaDir, event.uid))).toBe(false)
  }, 60_000)

  it('lets staff change the choice until the end, audited', async () => {
    const event = await newEvent()
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${ADMIN_API_BASE}/live-events/${event.uid}/`,
      headers: { host, ...staff },
      payload: { keep_replay: false },
    })
    expect(changed.json()).toMatchObject({ keep_replay: false })
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('record_uid', '=', event.uid)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(audit.after!)).toMatchObject({ keep_replay: false })
    await admin('POST', `/live-events/${event.uid}/end/`)
    // Nothing went on air: there is nothing to replay.
    expect(await eventOf(event.uid)).toMatchObject({ status: 'ended', replay_status: null })
  })
})
