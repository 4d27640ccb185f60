import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { insertMedia, insertPlaylist, insertItem } from '../../db/insert.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'

type Entry = { item: { uid: string }; media_uid: string; position: number; duration: number }

describe.each(DIALECTS)('playback progress on %s', (dialect) => {
  let t: TestApp
  let site = ''
  let me: Record<string, string> = {}
  let myToken = ''
  let someoneElse: Record<string, string> = {}
  let meElsewhere: Record<string, string> = {}
  const items: Record<string, { uid: string; mediaUid: string }> = {}
  let episodes: string[] = []
  let series = ''

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    options: { headers?: Record<string, string>; body?: unknown; host?: string } = {},
  ) =>
    t.app.inject({
      method,
      url: `${API_BASE}${url}`,
      headers: { host: options.host ?? 'p.test', ...(options.headers ?? me) },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    })
  const report = (
    mediaUid: string,
    body: { item_uid: string; position: number; duration?: number; kind?: string },
    headers = me,
    host?: string,
  ) =>
    call('PUT', `/me/progress/${mediaUid}/`, {
      headers,
      host,
      body: { duration: 600, kind: 'progress', ...body },
    })
  const continueWatching = async (headers = me, host?: string) => {
    const answer = await call('GET', '/me/continue-watching/', { headers, host })
    expect(answer.statusCode).toBe(200)
    return answer.json() as Entry[]
  }
  /** Ten seconds pass, as far as the rule between two writes is concerned. */
  const tenSecondsPass = async () => {
    const db = t.database.db
    const rows = await db
      .selectFrom('playback_positions')
      .select(['media_uid', 'user_uid', 'updated_at'])
      .execute()
    for (const row of rows) {
      await db
        .updateTable('playback_positions')
        .set({ updated_at: new Date(Date.parse(row.updated_at) - 10_000).toISOString() })
        .where('media_uid', '=', row.media_uid)
        .where('user_uid', '=', row.user_uid)
        .execute()
    }
  }
  const events = (mediaUid: string) =>
    t.database.db
      .selectFrom('viewer_events')
      .select(['kind', 'seconds_watched', 'user_uid', 'item_uid', 'website_uid'])
      .where('media_uid', '=', mediaUid)
      .orderBy('created_at')
      .execute()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { hosts: ['p.test'] })
    const other = await createWebsite(db, { hosts: ['other.test'] })
    items.film = await addMediaItem(db, site, 'Film', { media: { duration: 600 } })
    items.concert = await addMediaItem(db, site, 'Concert', { media: { duration: 600 } })
    items.closed = await addMediaItem(db, site, 'Closed', {
      visibilityType: 'on_demand',
      media: { duration: 600 },
    })
    items.elsewhere = await addMediaItem(db, other, 'Elsewhere', { media: { duration: 600 } })
    episodes = [
      await insertMedia(db, site, { name: 'Episode 1', duration: 600 }),
      await insertMedia(db, site, { name: 'Episode 2', duration: 600 }),
    ]
    const playlist = await insertPlaylist(db, site, { name: 'Series', mediaUids: episodes })
    series = await insertItem(db, site, {
      slug: 'series',
      contentObjectType: 'playlist',
      contentObjectUid: playlist,
    })
    const user = await createUser(db, site)
    myToken = await createSession(db, site, user.uid)
    me = signedIn(myToken)
    someoneElse = signedIn(await createSession(db, site, (await createUser(db, site)).uid))
    meElsewhere = signedIn(await createSession(db, other, (await createUser(db, other)).uid))
  })
  afterAll(() => t.close())

  it('is for signed-in viewers only', async () => {
    const anonymous = { headers: {} }
    const put = await call('PUT', `/me/progress/${items.film!.mediaUid}/`, {
      ...anonymous,
      body: { item_uid: items.film!.uid, position: 1, duration: 600, kind: 'progress' },
    })
    expect(put.statusCode).toBe(401)
    expect((await call('GET', '/me/continue-watching/', anonymous)).statusCode).toBe(401)
    expect((await call('DELETE', '/me/progress/', anonymous)).statusCode).toBe(401)
    const beacon = await call('POST', '/me/progress-beacon/', {
      ...anonymous,
      body: {
        token: 'not-a-token',
        media_uid: items.film!.mediaUid,
        item_uid: items.film!.uid,
        position: 1,
        duration: 600,
        kind: 'progress',
      },
    })
    expect(beacon.statusCode).toBe(401)
  })

  it('refuses nonsense with a 400 naming the field, and what is not there with a 404', async () => {
    const film = items.film!
    const negative = await report(film.mediaUid, { item_uid: film.uid, position: -1 })
    expect(negative.statusCode).toBe(400)
    expect(negative.json().details).toHaveProperty('position')
    const past = await report(film.mediaUid, { item_uid: film.uid, position: 700 })
    expect(past.statusCode).toBe(400)
    expect(past.json().details).toHaveProperty('position')
    const kind = await report(film.mediaUid, { item_uid: film.uid, position: 1, kind: 'skipped' })
    expect(kind.statusCode).toBe(400)
    expect(JSON.stringify(kind.json())).toContain('kind')

    for (const [media, item] of [
      [items.elsewhere!.mediaUid, items.elsewhere!.uid],
      [items.concert!.mediaUid, film.uid],
      ['no-such-media', film.uid],
      [film.mediaUid, 'no-such-item'],
    ] as const) {
      const answer = await report(media, { item_uid: item, position: 1 })
      expect(answer.statusCode, `${media} of ${item}`).toBe(404)
    }
    expect(await continueWatching()).toEqual([])
  })

  it('refuses a media the viewer may not watch', async () => {
    const closed = items.closed!
    const answer = await report(closed.mediaUid, { item_uid: closed.uid, position: 10 })
    expect(answer.statusCode).toBe(403)
    expect(await events(closed.mediaUid)).toEqual([])
  })

  it('keeps the latest position, and writes no more than every 10 seconds', async () => {
    const film = items.film!
    const started = await report(film.mediaUid, {
      item_uid: film.uid,
      position: 0,
      kind: 'started',
    })
    expect(started.statusCode).toBe(200)
    expect(started.json()).toEqual({ recorded: true })
    // Asked again at once: nothing written.
    const tooSoon = await report(film.mediaUid, { item_uid: film.uid, position: 5 })
    expect(tooSoon.json()).toEqual({ recorded: false })
    await tenSecondsPass()
    expect((await report(film.mediaUid, { item_uid: film.uid, position: 10 })).json()).toEqual({
      recorded: true,
    })
    expect(await events(film.mediaUid)).toMatchObject([
      { kind: 'started', seconds_watched: 0, item_uid: film.uid, website_uid: site },
      { kind: 'progress', seconds_watched: 10 },
    ])
    expect(await continueWatching()).toMatchObject([
      { item: { uid: film.uid }, media_uid: film.mediaUid, position: 10, duration: 600 },
    ])
  })

  it('takes a beacon with the token in its text body', async () => {
    const film = items.film!
    await tenSecondsPass()
    const answer = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/me/progress-beacon/`,
      headers: { host: 'p.test', 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({
        token: myToken,
        media_uid: film.mediaUid,
        item_uid: film.uid,
        position: 20,
        duration: 600,
        kind: 'progress',
      }),
    })
    expect(answer.statusCode).toBe(204)
    expect((await continueWatching())[0]).toMatchObject({ position: 20 })
  })

  it('lists the most recent first, a playlist once at its current media', async () => {
    const concert = items.concert!
    await tenSecondsPass()
    await report(episodes[0]!, { item_uid: series, position: 30 })
    await tenSecondsPass()
    await report(concert.mediaUid, { item_uid: concert.uid, position: 40 })
    await tenSecondsPass()
    await report(episodes[1]!, { item_uid: series, position: 50, kind: 'started' })
    const entries = await continueWatching()
    expect(entries.map((entry) => [entry.item.uid, entry.media_uid, entry.position])).toEqual([
      [series, episodes[1], 50],
      [concert.uid, concert.mediaUid, 40],
      [items.film!.uid, items.film!.mediaUid, 20],
    ])
  })

  it('lets a finished media leave the row: completed, or past 95 %', async () => {
    const concert = items.concert!
    const film = items.film!
    // `completed` goes through at once, even inside the 10 seconds.
    const completed = await report(concert.mediaUid, {
      item_uid: concert.uid,
      position: 600,
      kind: 'completed',
    })
    expect(completed.json()).toEqual({ recorded: true })
    await tenSecondsPass()
    await report(film.mediaUid, { item_uid: film.uid, position: 580 })
    expect((await continueWatching()).map((entry) => entry.item.uid)).toEqual([series])
    expect((await events(concert.mediaUid)).at(-1)).toMatchObject({ kind: 'completed' })
  })

  it("never shows one viewer's positions to another, nor another website's", async () => {
    expect(await continueWatching(someoneElse)).toEqual([])
    expect(await continueWatching(meElsewhere, 'other.test')).toEqual([])
    // My token means nothing on the other website.
    expect((await call('GET', '/me/continue-watching/', { host: 'other.test' })).statusCode).toBe(
      401,
    )
  })

  it('clears the history: positions gone, events kept without a name', async () => {
    expect((await call('DELETE', '/me/progress/')).statusCode).toBe(204)
    expect(await continueWatching()).toEqual([])
    const left = await events(items.film!.mediaUid)
    expect(left.length).toBeGreaterThan(0)
    expect(left.every((event) => event.user_uid === null)).toBe(true)
  })
})
