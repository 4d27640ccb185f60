import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_API_BASE } from '../../../contract/schemas/admin.ts'
import type { AdminLiveFigures } from '../../../contract/schemas/admin-live.ts'
import type { AdminAnalytics } from '../../../contract/schemas/admin-analytics.ts'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { findViewer } from '../auth/viewer.ts'
import type { LiveIngest } from './ingest-rtmp.ts'
import { next, publish, signedInUser, startQuietIngest } from './live-test-support.ts'
import { getLiveFigures, seeLiveViewer } from './stats-service.ts'

describe.each(DIALECTS)("a live event's figures on %s", (dialect) => {
  let t: TestApp
  let ingest: LiveIngest
  let site = ''
  const host = 'live-stats.test'
  let owner: Record<string, string> = {}
  let ownerToken = ''
  let contributor: Record<string, string> = {}
  const viewers: { uid: string; headers: Record<string, string> }[] = []

  const request = (url: string, headers: Record<string, string>, method = 'GET' as const) =>
    t.app.inject({ method, url, headers: { host, ...headers } })
  const admin = (url: string, headers = owner) => request(`${ADMIN_API_BASE}${url}`, headers)
  const figures = async (uid: string) =>
    (await admin(`/live-events/${uid}/figures/`)).json() as AdminLiveFigures

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { hosts: [host] })
    const signedInOwner = await signedInUser(db, site, 'owner')
    owner = signedInOwner.headers
    ownerToken = signedInOwner.token
    contributor = (await signedInUser(db, site, 'contributor')).headers
    viewers.push(await signedInUser(db, site), await signedInUser(db, site))
    ingest = await startQuietIngest(t)
  })
  afterAll(async () => {
    await ingest?.close()
    await t?.close()
  })

  it('shows staff the incoming stream, the viewers now and at peak, and their watch time', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `${ADMIN_API_BASE}/live-events/`,
      headers: { host, ...owner },
      payload: { name: 'Concert', starts_at: new Date().toISOString(), expected_duration: 3600 },
    })
    const event = created.json() as { uid: string; item_uid: string }
    const { stream_key: key } = (await admin(`/live-events/${event.uid}/ingest/`)).json() as {
      stream_key: string
    }
    // Free and published: any signed-in viewer watches.
    await t.database.db
      .updateTable('items')
      .set({ published_at: new Date(Date.now() - 60_000).toISOString() })
      .where('uid', '=', event.item_uid)
      .execute()

    // 320×180 at 15 frames per second, as the publisher's metadata says.
    const measured = next(ingest.events, 'measured', (e) => e.eventUid === event.uid)
    const onAir = next(ingest.events, 'on_air', (e) => e.eventUid === event.uid)
    const gone = next(ingest.events, 'closed', (e) => e.eventUid === event.uid)
    const publisher = publish(`rtmp://127.0.0.1:${ingest.port}/live/${key}`, 5, { realTime: true })
    expect((await measured).bitrate).toBeGreaterThan(0)
    const incoming = (await figures(event.uid)).incoming
    expect(incoming).toMatchObject({ width: 320, height: 180, frame_rate: 15 })
    expect(incoming!.bitrate).toBeGreaterThan(0)
    // Staff who only read the catalogue see the figures; customers do not.
    expect((await admin(`/live-events/${event.uid}/figures/`, contributor)).statusCode).toBe(200)
    expect(
      (await admin(`/live-events/${event.uid}/figures/`, viewers[0]!.headers)).statusCode,
    ).toBe(403)
    await onAir
    expect(await publisher).toBe(0)
    await gone
    expect(await figures(event.uid)).toMatchObject({ status: 'reconnecting', incoming: null })

    // Two players fetch the live playlists: a free event's addresses are anyone's, the browsers
    // tell its viewers apart.
    for (const [index, viewer] of viewers.entries()) {
      const headers = { ...viewer.headers, 'user-agent': `Player ${index}` }
      const playback = await request(`${API_BASE}/live/${event.item_uid}/playback/`, headers)
      const { hls } = playback.json() as { hls: string }
      expect((await request(hls, headers)).statusCode).toBe(200)
    }
    expect((await figures(event.uid)).viewers).toMatchObject({ now: 2, peak: 2, total: 2 })

    // The owner watches the preview of the control screen: an address of their own, its cookie
    // for the player's requests, and not one more viewer.
    const preview = await request(`${API_BASE}/live/${event.item_uid}/playback/`, owner)
    expect(preview.headers['set-cookie']).toBeDefined()
    const previewHls = (preview.json() as { hls: string }).hls
    expect((await request(previewHls, owner)).statusCode).toBe(200)
    expect((await figures(event.uid)).viewers).toMatchObject({ now: 2, peak: 2, total: 2 })

    // 20 s later only the first is still fetching; 20 s later again the second is gone.
    const start = Date.now()
    const scope = { db: t.database.db, websiteUid: site, secret: t.config.secretKey }
    // The first player, named as delivery.ts names a viewer of an address issued to anyone.
    const seen = { ...scope, eventUid: event.uid, viewerId: 'anonymous\n127.0.0.1\nPlayer 0' }
    await seeLiveViewer(t.database.db, seen, new Date(start + 20_000))
    const staff = await findViewer(t.database.db, site, ownerToken)
    const later = await getLiveFigures(scope, staff, event.uid, new Date(start + 40_000))
    expect(later.viewers).toMatchObject({ now: 1, peak: 2, total: 2 })
    expect(later.viewers.watched_seconds).toBeGreaterThanOrEqual(20)
    expect(later.viewers.watched_seconds).toBeLessThan(30)

    // The analytics' live events table, and its CSV.
    const analytics = (await admin('/analytics/')).json() as AdminAnalytics
    expect(analytics.live_events).toEqual([
      expect.objectContaining({
        live_event_uid: event.uid,
        item_uid: event.item_uid,
        viewers: 2,
        peak_viewers: 2,
        watched_seconds: later.viewers.watched_seconds,
      }),
    ])
    const csv = await admin('/analytics/live-events.csv')
    expect(csv.body.split('\r\n')[1]).toContain(`${event.uid},${event.item_uid},Concert,`)
    // No account uid is kept with the viewers.
    const rows = JSON.stringify(
      await t.database.db.selectFrom('live_viewers').selectAll().execute(),
    )
    for (const viewer of viewers) expect(rows).not.toContain(viewer.uid)
  }, 60_000)
})
