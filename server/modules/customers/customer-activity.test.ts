import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminCustomer,
  AdminWatchActivity,
} from '../../../contract/schemas/admin-customers.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { insertItem, insertMedia, insertPlaylist } from '../../db/insert.ts'
import { newUid } from '../../db/uid.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

const HOST = 'activity.test'
const OTHER_HOST = 'other-activity.test'

describe.each(DIALECTS)("a customer's watch activity and the blocked filter on %s", (dialect) => {
  let t: TestApp
  let site = ''
  let other = ''
  const tokens = { owner: '', editor: '', ownerOfOther: '' }
  const people = { viewer: '', idle: '', blocked: '', staff: '', foreign: '' }
  const items = { film: { uid: '', mediaUid: '' }, course: { uid: '', mediaUid: '' }, series: '' }
  let episode = ''

  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; host?: string } = {},
  ) => adminCall(t, method, url, { token: tokens.owner, host: HOST, ...options })
  const activity = async (userUid: string, query = '') => {
    const answer = await call('GET', `/customers/${userUid}/watch-activity/${query}`)
    expect(answer.statusCode, answer.body).toBe(200)
    return { rows: answer.json<AdminWatchActivity[]>(), total: answer.headers['x-total-count'] }
  }
  const emails = async (query: string) => {
    const answer = await call('GET', `/customers/${query}`)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer
      .json<AdminCustomer[]>()
      .map((row) => row.email)
      .sort()
  }
  /** Where the player left the customer, as the progress module writes it. */
  const position = (input: {
    website?: string
    user: string
    media: string
    item: string
    position: number
    finished?: boolean
    at: string
  }) =>
    t.database.db
      .insertInto('playback_positions')
      .values({
        website_uid: input.website ?? site,
        user_uid: input.user,
        media_uid: input.media,
        item_uid: input.item,
        position: input.position,
        duration: 600,
        finished: input.finished ? 1 : 0,
        last_kind: input.finished ? 'completed' : 'progress',
        updated_at: input.at,
      })
      .execute()
  const event = (media: string, item: string, seconds: number, user = people.viewer) =>
    t.database.db
      .insertInto('viewer_events')
      .values({
        uid: newUid(),
        website_uid: site,
        user_uid: user,
        item_uid: item,
        media_uid: media,
        kind: 'progress',
        seconds_watched: seconds,
        created_at: '2025-05-01T10:00:00.000Z',
      })
      .execute()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { name: 'Main', hosts: [HOST] })
    other = await createWebsite(db, { name: 'Other', hosts: [OTHER_HOST] })
    for (const role of ['owner', 'editor'] as const) {
      const member = await createUser(db, site, { staffRole: role })
      tokens[role] = await createSession(db, site, member.uid)
      if (role === 'owner') people.staff = member.uid
    }
    const otherOwner = await createUser(db, other, { staffRole: 'owner' })
    tokens.ownerOfOther = await createSession(db, other, otherOwner.uid)
    people.foreign = (await createUser(db, other, { email: 'foreign@activity.example' })).uid
    for (const name of ['viewer', 'idle', 'blocked'] as const) {
      people[name] = (await createUser(db, site, { email: `${name}@activity.example` })).uid
    }
    items.film = await addMediaItem(db, site, 'Film', { media: { duration: 600 } })
    items.course = await addMediaItem(db, site, 'Course', { media: { duration: 600 } })
    episode = await insertMedia(db, site, { name: 'Episode 1', duration: 600 })
    items.series = await insertItem(db, site, {
      slug: 'series',
      contentObjectType: 'playlist',
      contentObjectUid: await insertPlaylist(db, site, { name: 'Series', mediaUids: [episode] }),
    })
    const { viewer } = people
    await position({ user: viewer, ...film(), position: 120, at: '2025-05-01T10:00:00.000Z' })
    await position({
      user: viewer,
      media: items.course.mediaUid,
      item: items.course.uid,
      position: 600,
      finished: true,
      at: '2025-05-03T10:00:00.000Z',
    })
    await position({
      user: viewer,
      media: episode,
      item: items.series,
      position: 30,
      at: '2025-05-02T10:00:00.000Z',
    })
    // Someone else's viewing, and a row of another website under the same uid, are not theirs.
    await position({ user: people.idle, ...film(), position: 50, at: '2025-05-04T10:00:00.000Z' })
    await position({
      website: other,
      user: viewer,
      media: 'elsewhere',
      item: 'elsewhere',
      position: 5,
      at: '2025-05-05T10:00:00.000Z',
    })
    await event(items.film.mediaUid, items.film.uid, 100)
    await event(items.film.mediaUid, items.film.uid, 20)
    await event(items.film.mediaUid, items.film.uid, 45, people.idle)
    await event(items.course.mediaUid, items.course.uid, 600)
  })
  afterAll(() => t.close())
  const film = () => ({ media: items.film.mediaUid, item: items.film.uid })

  it('lists what the customer watched, most recent first, with where they stopped', async () => {
    const { rows, total } = await activity(people.viewer)
    expect(total).toBe('3')
    expect(rows).toEqual([
      {
        media_uid: items.course.mediaUid,
        media_name: 'Course',
        item_uid: items.course.uid,
        item_name: 'Course',
        position: 600,
        duration: 600,
        finished: true,
        watch_time: 600,
        watched_at: '2025-05-03T10:00:00.000Z',
      },
      {
        media_uid: episode,
        media_name: 'Episode 1',
        item_uid: items.series,
        item_name: 'Series',
        position: 30,
        duration: 600,
        finished: false,
        watch_time: 0,
        watched_at: '2025-05-02T10:00:00.000Z',
      },
      expect.objectContaining({
        media_uid: items.film.mediaUid,
        item_name: 'Film',
        position: 120,
        finished: false,
        watch_time: 120,
      }),
    ])
  })

  it('pages the activity and reads it oldest first when asked', async () => {
    const second = await activity(people.viewer, '?_start=1&_end=2')
    expect(second.total).toBe('3')
    expect(second.rows.map((row) => row.media_name)).toEqual(['Episode 1'])
    const oldest = await activity(people.viewer, '?_order=ASC')
    expect(oldest.rows.map((row) => row.media_name)).toEqual(['Film', 'Episode 1', 'Course'])
    expect(await activity(people.blocked)).toEqual({ rows: [], total: '0' })
    expectFieldError(
      await call('GET', `/customers/${people.viewer}/watch-activity/?_end=0`),
      '_end',
    )
    expectFieldError(
      await call('GET', `/customers/${people.viewer}/watch-activity/?_start=2&_end=1`),
      '_end',
    )
  })

  it('answers 404 for a staff account, a customer of another website or an unknown uid', async () => {
    for (const uid of [people.staff, people.foreign, 'nobody']) {
      const answer = await call('GET', `/customers/${uid}/watch-activity/`)
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toMatchObject({ type: 'NotFound' })
    }
  })

  it('is refused to editors and to the staff of another website', async () => {
    for (const token of [tokens.editor, tokens.ownerOfOther]) {
      const answer = await call('GET', `/customers/${people.viewer}/watch-activity/`, { token })
      expect(answer.statusCode).toBe(403)
    }
  })

  it('filters blocked accounts, alone or with the other filters', async () => {
    const everyone = [
      'blocked@activity.example',
      'idle@activity.example',
      'viewer@activity.example',
    ]
    expect(await emails('?blocked=true')).toEqual([])
    expect(await emails('?blocked=false')).toEqual(everyone)
    const blocked = await call('POST', `/customers/${people.blocked}/block/`)
    expect(blocked.statusCode, blocked.body).toBe(200)
    expect(await emails('?blocked=true')).toEqual(['blocked@activity.example'])
    expect(await emails('?blocked=false')).toEqual(everyone.slice(1))
    expect(await emails('?blocked=true&q=viewer')).toEqual([])
    expect(await emails('?blocked=true&segment=never_bought')).toEqual(['blocked@activity.example'])
    expect(await emails('')).toEqual(everyone)
    expectFieldError(await call('GET', '/customers/?blocked=maybe'), 'blocked')
  })
})
