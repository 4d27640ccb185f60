import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_API_BASE } from '../../../contract/schemas/admin.ts'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { liveDir, type LiveIngest } from './ingest-rtmp.ts'
import { next, publish, sellEvent, signedInUser, startQuietIngest } from './live-test-support.ts'

const segmentsOf = (playlist: string) => playlist.split('\n').filter((line) => /\.ts/.test(line))

describe.each(DIALECTS)('live events on %s', (dialect) => {
  let t: TestApp
  let ingest: LiveIngest
  let site = ''
  const host = 'live.test'
  let staff: Record<string, string> = {}
  let contributor: Record<string, string> = {}
  let buyer: Record<string, string> = {}
  let stranger: Record<string, string> = {}
  let buyerUid = ''

  type Method = 'GET' | 'POST' | 'PATCH'
  const request = (method: Method, url: string, headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers: { host, ...headers }, payload })
  const admin = (method: Method, url: string, payload?: object) =>
    request(method, `${ADMIN_API_BASE}${url}`, staff, payload)
  const rtmp = (key: string) => `rtmp://127.0.0.1:${ingest.port}/live/${key}`

  async function newEvent(startsAt = new Date().toISOString()) {
    const created = await admin('POST', '/live-events/', {
      name: 'Concert',
      starts_at: startsAt,
      expected_duration: 3600,
    })
    expect(created.statusCode).toBe(201)
    const event = created.json() as { uid: string; item_uid: string; status: string }
    const ingestAnswer = await admin('GET', `/live-events/${event.uid}/ingest/`)
    expect(ingestAnswer.statusCode).toBe(200)
    const { stream_key: key } = ingestAnswer.json() as { stream_key: string }
    return { ...event, key }
  }

  const status = async (uid: string) =>
    ((await admin('GET', `/live-events/${uid}/`)).json() as { status: string }).status

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { hosts: [host], settings: { monetization_enabled: true } })
    staff = (await signedInUser(db, site, 'owner')).headers
    contributor = (await signedInUser(db, site, 'contributor')).headers
    const buying = await signedInUser(db, site)
    buyer = buying.headers
    buyerUid = buying.uid
    stranger = (await signedInUser(db, site)).headers
    ingest = await startQuietIngest(t)
  })
  afterAll(async () => {
    await ingest?.close()
    await t?.close()
  })

  it('packages a good key as live HLS, served only to a viewer with access', async () => {
    const db = t.database.db
    const event = await newEvent()
    expect(event.status).toBe('waiting')
    // A paid item, published, that the buyer bought.
    await sellEvent(db, site, event, buyerUid)

    const publishing = next(ingest.events, 'publishing', (e) => e.eventUid === event.uid)
    const onAir = next(ingest.events, 'on_air', (e) => e.eventUid === event.uid)
    const first = publish(rtmp(event.key), 4, { realTime: true })
    await publishing
    // A second publisher on the same key is refused while the first is on.
    const busy = next(ingest.events, 'refused', (e) => e.key === event.key)
    expect(await publish(rtmp(event.key), 1)).not.toBe(0)
    expect((await busy).reason).toBe('busy')
    await onAir
    expect(await status(event.uid)).toBe('on_air')
    const gone = next(ingest.events, 'closed', (e) => e.eventUid === event.uid)
    expect(await first).toBe(0)
    await gone
    expect(await status(event.uid)).toBe('reconnecting')

    const dir = liveDir(t.config.mediaDir, event.uid)
    expect(readFileSync(path.join(dir, 'master.m3u8'), 'utf8')).toContain('480p/index.m3u8')
    for (const rendition of ['source', '480p']) {
      expect(readdirSync(path.join(dir, rendition)).some((f) => f.endsWith('.ts'))).toBe(true)
    }

    // The buyer gets the stream; every address inside is signed for them.
    const playback = await request('GET', `${API_BASE}/live/${event.item_uid}/playback/`, buyer)
    expect(playback.statusCode).toBe(200)
    const answer = playback.json() as { has_access: boolean; hls: string; status: string }
    expect(answer).toMatchObject({ has_access: true, status: 'reconnecting' })
    const master = await request('GET', answer.hls, buyer)
    expect(master.statusCode).toBe(200)
    const variantLine = master.body.split('\n').find((line) => line.startsWith('source/'))!
    expect(variantLine).toContain(`v=${buyerUid}`)
    const base = answer.hls.split('?')[0]!.replace(/master\.m3u8$/, '')
    const variant = await request('GET', base + variantLine, buyer)
    expect(variant.statusCode).toBe(200)
    const segmentLine = segmentsOf(variant.body)[0]!
    const segment = await request('GET', `${base}source/${segmentLine}`, buyer)
    expect(segment.statusCode).toBe(200)
    expect(segment.headers['content-type']).toBe('video/mp2t')
    expect(segment.rawPayload[0]).toBe(0x47)

    // Without access: no address, and the buyer's addresses open nothing.
    const refused = await request('GET', `${API_BASE}/live/${event.item_uid}/playback/`, stranger)
    expect(refused.json()).toMatchObject({ has_access: false, hls: null })
    expect((await request('GET', answer.hls, stranger)).statusCode).toBe(403)
    expect((await request('GET', `${base}source/${segmentLine}`, stranger)).statusCode).toBe(403)
    expect((await request('GET', answer.hls)).statusCode).toBe(403)
    expect((await request('GET', `${base}source/seg-00000.ts`, buyer)).statusCode).toBe(403)

    // Back within the grace time: the same event, its playlists go on.
    const before = segmentsOf(readFileSync(path.join(dir, 'source/index.m3u8'), 'utf8')).length
    const again = next(ingest.events, 'on_air', (e) => e.eventUid === event.uid)
    const againGone = next(ingest.events, 'closed', (e) => e.eventUid === event.uid)
    expect(await publish(rtmp(event.key), 3)).toBe(0)
    await again
    await againGone
    const after = readFileSync(path.join(dir, 'source/index.m3u8'), 'utf8')
    expect(segmentsOf(after).length).toBeGreaterThan(before)
    expect(await status(event.uid)).toBe('reconnecting')

    // Past the grace time the event ends by itself, and its key opens nothing more.
    await ingest.tick(new Date(Date.now() + 61_000))
    expect(await status(event.uid)).toBe('ended')
    expect(readFileSync(path.join(dir, 'source/index.m3u8'), 'utf8')).toContain('#EXT-X-ENDLIST')
    const ended = next(ingest.events, 'refused', (e) => e.key === event.key)
    expect(await publish(rtmp(event.key), 1)).not.toBe(0)
    expect((await ended).reason).toBe('ended')
    // Four ffmpeg runs: seconds on an idle machine, far more on a loaded one.
  }, 120_000)

  it('refuses a wrong key, an expired event and an ended one, writing nothing', async () => {
    const wrong = next(ingest.events, 'refused')
    expect(await publish(rtmp(`live_${'x'.repeat(32)}`), 1)).not.toBe(0)
    expect((await wrong).reason).toBe('unknown_key')

    const old = await newEvent(new Date(Date.now() - 3 * 24 * 3600_000).toISOString())
    const expired = next(ingest.events, 'refused', (e) => e.key === old.key)
    expect(await publish(rtmp(old.key), 1)).not.toBe(0)
    expect((await expired).reason).toBe('expired')
    expect(existsSync(liveDir(t.config.mediaDir, old.uid))).toBe(false)

    const over = await newEvent()
    expect((await admin('POST', `/live-events/${over.uid}/end/`)).json()).toMatchObject({
      status: 'ended',
    })
    const ended = next(ingest.events, 'refused', (e) => e.key === over.key)
    expect(await publish(rtmp(over.key), 1)).not.toBe(0)
    expect((await ended).reason).toBe('ended')
    expect(existsSync(liveDir(t.config.mediaDir, over.uid))).toBe(false)
  })

  it("answers nginx's on_publish: 2xx for a good key, 4xx otherwise", async () => {
    const event = await newEvent()
    const onPublish = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/live/on-publish/',
        headers: { host: '127.0.0.1', 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      })
    expect((await onPublish(`app=live&name=${event.key}`)).statusCode).toBe(200)
    expect((await onPublish(`app=live&name=live_${'y'.repeat(32)}`)).statusCode).toBe(403)
    const missing = await onPublish('app=live')
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ details: { name: expect.any(Array) } })
    await admin('POST', `/live-events/${event.uid}/end/`)
    expect((await onPublish(`name=${event.key}`)).statusCode).toBe(403)
  })

  it('shows and regenerates the key for staff who may publish, audited', async () => {
    const event = await newEvent()
    const asContributor = (url: string, method: 'GET' | 'POST' = 'GET') =>
      request(method, `${ADMIN_API_BASE}${url}`, contributor)
    expect((await asContributor(`/live-events/${event.uid}/ingest/`)).statusCode).toBe(403)
    expect((await asContributor(`/live-events/${event.uid}/end/`, 'POST')).statusCode).toBe(403)
    const renewed = await admin('POST', `/live-events/${event.uid}/ingest/regenerate/`)
    const { stream_key: key, rtmp_url: url } = renewed.json() as Record<string, string>
    expect(key).not.toBe(event.key)
    expect(url).toMatch(/^rtmp:\/\//)
    const onPublish = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/live/on-publish/',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `name=${name}`,
      })
    expect((await onPublish(event.key)).statusCode).toBe(403)
    expect((await onPublish(key!)).statusCode).toBe(200)
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('record_uid', '=', event.uid)
      .execute()
    expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'update'])
    expect(JSON.stringify(audit)).not.toContain(key)
  })
  it("edits its item's texts and times as a media's, and gives its times as a calendar", async () => {
    const event = await newEvent('2030-05-01T18:00:00.000Z')
    const texts = await admin('PATCH', `/items/${event.item_uid}/`, {
      name: 'Concert de printemps',
      excerpt: 'En direct de la salle',
      name_en: 'Spring concert',
      published_at: new Date(Date.now() - 60_000).toISOString(),
    })
    expect(texts.statusCode).toBe(200)
    expect(texts.json()).toMatchObject({ type: 'live', excerpt: 'En direct de la salle' })
    const moved = await admin('PATCH', `/live-events/${event.uid}/`, {
      starts_at: '2030-05-02T19:30:00.000Z',
      expected_duration: 5400,
    })
    expect(moved.json()).toMatchObject({ starts_at: '2030-05-02T19:30:00.000Z' })
    const refused = await admin('PATCH', `/live-events/${event.uid}/`, { expected_duration: 5 })
    expect(refused.statusCode).toBe(400)
    expect(JSON.stringify(refused.json())).toContain('expected_duration')

    const { slug } = texts.json() as { slug: string }
    const item = await request('GET', `${API_BASE}/items/${slug}/`, { cookie: 'language=en' })
    expect(item.json()).toMatchObject({
      content_object_type: 'live',
      content_object: { name: 'Spring concert', excerpt: 'En direct de la salle' },
    })
    const calendar = await request('GET', `${API_BASE}/live/${event.item_uid}/calendar.ics`)
    expect(calendar.statusCode).toBe(200)
    expect(calendar.headers['content-type']).toContain('text/calendar')
    expect(calendar.body).toContain('DTSTART:20300502T193000Z\r\n')
    expect(calendar.body).toContain('DTEND:20300502T210000Z\r\n')
    expect(calendar.body).toContain('SUMMARY:Concert de printemps\r\n')

    await admin('POST', `/live-events/${event.uid}/end/`)
    const late = await admin('PATCH', `/live-events/${event.uid}/`, { expected_duration: 600 })
    expect(late.statusCode).toBe(400)
  })
})
