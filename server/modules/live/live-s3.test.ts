import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_API_BASE } from '../../../contract/schemas/admin.ts'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { startSecondProcess, type SecondProcess } from '../../../test/support/second-process.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { startTestS3, type TestS3 } from '../../storage/s3rver-test-support.ts'
import { liveDir, type LiveIngest } from './ingest-rtmp.ts'
import { next, publish, sellEvent, signedInUser, startQuietIngest } from './live-test-support.ts'

const segmentsOf = (playlist: string) => playlist.split('\n').filter((line) => /\.ts/.test(line))

/**
 * Live on S3 storage (issue 45 parts 3 and 7): app A packages the stream and sends it to the
 * bucket as it is written; app B, on the same database and bucket with no ingest and nothing on
 * its disk, serves it, with the same access checks.
 */
describe.each(DIALECTS)('live events on S3 storage on %s', (dialect) => {
  let s3: TestS3
  let a: TestApp
  let b: SecondProcess
  let bDataDir = ''
  let ingest: LiveIngest
  let site = ''
  const host = 'live-s3.test'
  let staff: Record<string, string> = {}
  let buyer: Record<string, string> = {}
  let stranger: Record<string, string> = {}
  let buyerUid = ''

  const onB = (method: 'GET' | 'POST', url: string, headers = {}, payload?: object) =>
    b.app.inject({ method, url, headers: { host, ...headers }, payload })
  const rtmp = (key: string) => `rtmp://127.0.0.1:${ingest.port}/live/${key}`

  beforeAll(async () => {
    s3 = await startTestS3()
    a = await startTestApp(dialect, s3.env)
    const db = a.database.db
    site = await createWebsite(db, { hosts: [host], settings: { monetization_enabled: true } })
    staff = (await signedInUser(db, site, 'owner')).headers
    const buying = await signedInUser(db, site)
    buyer = buying.headers
    buyerUid = buying.uid
    stranger = (await signedInUser(db, site)).headers
    ingest = await startQuietIngest(a)
    // Another web process: its own disk, the same database and bucket.
    bDataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-data-b-'))
    b = await startSecondProcess(a, {
      config: {
        dataDir: bDataDir,
        mediaDir: path.join(bDataDir, 'media'),
        uploadDir: path.join(bDataDir, 'uploads'),
      },
    })
  })
  afterAll(async () => {
    await ingest?.close()
    await b?.close()
    await a?.close()
    await s3?.close()
    rmSync(bDataDir, { recursive: true, force: true })
  })

  it('serves the live from another process, only to a viewer with access', async () => {
    const created = await onB('POST', `${ADMIN_API_BASE}/live-events/`, staff, {
      name: 'Concert',
      starts_at: new Date().toISOString(),
      expected_duration: 3600,
      keep_replay: false,
    })
    expect(created.statusCode, created.body).toBe(201)
    const event = created.json() as { uid: string; item_uid: string }
    const ingestAnswer = await onB(
      'GET',
      `${ADMIN_API_BASE}/live-events/${event.uid}/ingest/`,
      staff,
    )
    const { stream_key: key } = ingestAnswer.json() as { stream_key: string }
    await sellEvent(a.database.db, site, event, buyerUid)

    const onAir = next(ingest.events, 'on_air', (e) => e.eventUid === event.uid)
    const gone = next(ingest.events, 'closed', (e) => e.eventUid === event.uid)
    const publisher = publish(rtmp(key), 6, { realTime: true })

    /** The buyer's playlists and segments, all from B; every segment named answers. */
    async function watchOnB() {
      const playback = await onB('GET', `${API_BASE}/live/${event.item_uid}/playback/`, buyer)
      const answer = playback.json() as { has_access: boolean; hls: string }
      expect(answer.has_access).toBe(true)
      const master = await onB('GET', answer.hls, buyer)
      expect(master.statusCode).toBe(200)
      const base = answer.hls.split('?')[0]!.replace(/master\.m3u8$/, '')
      const variants = master.body.split('\n').filter((line) => /^(source|480p)\//.test(line))
      expect(variants).toHaveLength(2)
      const variant = await onB('GET', base + variants[0], buyer)
      expect(variant.statusCode).toBe(200)
      const segments = segmentsOf(variant.body)
      expect(segments.length).toBeGreaterThan(0)
      for (const line of segments) {
        const segment = await onB('GET', `${base}source/${line}`, buyer)
        expect(segment.statusCode, line).toBe(200)
        expect(segment.headers['content-type']).toBe('video/mp2t')
        expect(segment.rawPayload[0]).toBe(0x47)
      }
      return { answer, base, variant: variant.body, segments }
    }

    // On air for viewers: the bucket has what the first playlist names.
    await onAir
    await watchOnB()
    expect(await publisher).toBe(0)
    await gone
    const { answer, base, variant, segments } = await watchOnB()
    // The bytes packaged on A, served by B, which has no live file of its own.
    const name = segments.at(-1)!.split('?')[0]!
    const local = readFileSync(path.join(liveDir(a.config.mediaDir, event.uid), 'source', name))
    const served = await onB('GET', `${base}source/${segments.at(-1)}`, buyer)
    expect(served.rawPayload.equals(local)).toBe(true)
    expect(existsSync(liveDir(b.app.config.mediaDir, event.uid))).toBe(false)
    expect(variant).not.toContain('#EXT-X-ENDLIST')

    // Without access: no address, and the buyer's addresses open nothing.
    const refused = await onB('GET', `${API_BASE}/live/${event.item_uid}/playback/`, stranger)
    expect(refused.json()).toMatchObject({ has_access: false, hls: null })
    expect((await onB('GET', answer.hls, stranger)).statusCode).toBe(403)
    expect((await onB('GET', answer.hls)).statusCode).toBe(403)
    expect((await onB('GET', `${base}source/${segments[0]}`, stranger)).statusCode).toBe(403)

    // Staff end it on B, where no publisher is: the ingest's next pass closes the bucket's
    // playlists, so players stop at the last segment.
    const ended = await onB('POST', `${ADMIN_API_BASE}/live-events/${event.uid}/end/`, staff)
    expect(ended.statusCode).toBe(200)
    await ingest.tick()
    const store = mediaStoreOf(a.config)
    const closed = await text(store.open(`live/${event.uid}/source/index.m3u8`))
    expect(closed).toContain('#EXT-X-ENDLIST')

    // Once the live files are dropped, the bucket's go too.
    await ingest.tick(new Date(Date.now() + 3 * 60_000))
    expect(existsSync(liveDir(a.config.mediaDir, event.uid))).toBe(false)
    expect(await store.stat(`live/${event.uid}/master.m3u8`)).toBeNull()
    expect(await store.stat(`live/${event.uid}/source/${name}`)).toBeNull()
  }, 120_000)

  it('clears the bucket of an ended event whose live folder is on no disk here', async () => {
    const created = await onB('POST', `${ADMIN_API_BASE}/live-events/`, staff, {
      name: 'Conférence',
      starts_at: new Date().toISOString(),
      expected_duration: 3600,
      keep_replay: false,
    })
    const event = created.json() as { uid: string }
    // What a process packaged into the bucket before its disk was lost.
    const store = mediaStoreOf(a.config)
    const files = [`live/${event.uid}/master.m3u8`, `live/${event.uid}/source/seg-00001.ts`]
    for (const key of files) await store.write(key, Buffer.from('#EXTM3U\n'))
    const ended = await onB('POST', `${ADMIN_API_BASE}/live-events/${event.uid}/end/`, staff)
    expect(ended.statusCode, ended.body).toBe(200)
    await ingest.tick()
    expect(await store.stat(files[0]!)).not.toBeNull()
    await ingest.tick(new Date(Date.now() + 3 * 60_000))
    for (const key of files) expect(await store.stat(key)).toBeNull()
  })
})
