import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import type { WatchHistoryPage } from '../../../contract/schemas/progress.ts'
import { insertItem, insertMedia, insertPlaylist } from '../../db/insert.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'

describe.each(DIALECTS)('watch history on %s', (dialect) => {
  let t: TestApp
  let me: Record<string, string> = {}
  let someoneElse: Record<string, string> = {}
  const film = { uid: '', mediaUid: '' }
  const later = { uid: '', mediaUid: '' }
  let series = ''
  let episode = ''
  let myUid = ''

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers = me, body?: object) =>
    t.app.inject({
      method,
      url: `${API_BASE}${url}`,
      headers: { host: 'h.test', ...headers },
      ...(body ? { payload: body } : {}),
    })
  const history = async (query = '', headers = me) => {
    const answer = await call('GET', `/me/history/${query}`, headers)
    expect(answer.statusCode).toBe(200)
    return answer.json() as WatchHistoryPage
  }
  /** Each report is written at a time of its own, one minute apart, oldest first. */
  let minute = 0
  const watch = async (mediaUid: string, itemUid: string, position: number, kind = 'progress') => {
    const answer = await call('PUT', `/me/progress/${mediaUid}/`, me, {
      item_uid: itemUid,
      position,
      duration: 600,
      kind,
    })
    expect(answer.statusCode).toBe(200)
    minute += 1
    await t.database.db
      .updateTable('playback_positions')
      .set({ updated_at: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString() })
      .where('media_uid', '=', mediaUid)
      .execute()
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['h.test'] })
    Object.assign(film, await addMediaItem(db, site, 'Film', { media: { duration: 600 } }))
    Object.assign(later, await addMediaItem(db, site, 'Later', { media: { duration: 600 } }))
    episode = await insertMedia(db, site, { name: 'Pilot', duration: 600 })
    const playlist = await insertPlaylist(db, site, { name: 'Series', mediaUids: [episode] })
    series = await insertItem(db, site, {
      slug: 'series',
      contentObjectType: 'playlist',
      contentObjectUid: playlist,
    })
    myUid = (await createUser(db, site)).uid
    me = signedIn(await createSession(db, site, myUid))
    someoneElse = signedIn(await createSession(db, site, (await createUser(db, site)).uid))

    await watch(film.mediaUid, film.uid, 600, 'completed')
    await watch(episode, series, 120)
    await watch(later.mediaUid, later.uid, 30)
  })
  afterAll(() => t.close())

  it('lists every media played, finished or not, most recent first', async () => {
    const page = await history()
    expect(page.count).toBe(3)
    expect(
      page.results.map((entry) => [
        entry.item.uid,
        entry.media_name,
        entry.position,
        entry.finished,
      ]),
    ).toEqual([
      [later.uid, 'Later', 30, false],
      [series, 'Pilot', 120, false],
      [film.uid, 'Film', 600, true],
    ])
    expect(page.results[0]!.watched_at).toBe('2026-01-01T12:03:00.000Z')
  })

  it('pages with limit and offset, and names a bad one', async () => {
    const second = await history('?limit=1&offset=1')
    expect(second.count).toBe(3)
    expect(second.results.map((entry) => entry.media_uid)).toEqual([episode])
    const bad = await call('GET', '/me/history/?limit=0')
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json())).toContain('limit')
  })

  it("is the viewer's own, and for signed-in viewers only", async () => {
    expect(await history('', someoneElse)).toEqual({ count: 0, results: [] })
    expect((await call('GET', '/me/history/', {})).statusCode).toBe(401)
    expect((await call('DELETE', `/me/progress/${film.mediaUid}/`, {})).statusCode).toBe(401)
    // Another viewer cannot take my entry out.
    expect((await call('DELETE', `/me/progress/${film.mediaUid}/`, someoneElse)).statusCode).toBe(
      404,
    )
    expect((await history()).count).toBe(3)
  })

  it('leaves out an item that no longer shows to the viewer', async () => {
    await t.database.db
      .updateTable('items')
      .set({ published_at: '2999-01-01T00:00:00.000Z' })
      .where('uid', '=', later.uid)
      .execute()
    const page = await history()
    expect(page.count).toBe(2)
    expect(page.results.map((entry) => entry.item.uid)).toEqual([series, film.uid])
  })

  /** The medias whose play events still name me, and how many events there are in all. */
  const myEvents = async () => {
    const events = await t.database.db
      .selectFrom('viewer_events')
      .select(['media_uid', 'user_uid'])
      .execute()
    const named = events.filter((event) => event.user_uid === myUid)
    return { named: [...new Set(named.map((event) => event.media_uid))].sort(), all: events.length }
  }

  it('takes one media out, then clears the rest, unnaming the events of what it forgets', async () => {
    const before = await myEvents()
    expect(before.named).toEqual([episode, film.mediaUid, later.mediaUid].sort())
    expect((await call('DELETE', `/me/progress/${episode}/`)).statusCode).toBe(204)
    expect((await call('DELETE', `/me/progress/${episode}/`)).statusCode).toBe(404)
    expect((await history()).results.map((entry) => entry.item.uid)).toEqual([film.uid])
    // The plays still count in the site's figures; they no longer say who watched the episode.
    expect(await myEvents()).toEqual({
      named: [film.mediaUid, later.mediaUid].sort(),
      all: before.all,
    })
    expect((await call('DELETE', '/me/progress/')).statusCode).toBe(204)
    expect(await history()).toEqual({ count: 0, results: [] })
    expect(await myEvents()).toEqual({ named: [], all: before.all })
  })
})
