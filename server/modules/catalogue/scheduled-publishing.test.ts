import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { embedItemPath } from '../../../contract/values/embed.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { insertCategory, insertItem, insertMedia } from '../../db/insert.ts'
import { findItemPreview } from '../seo/repo.ts'
import { bumpScheduledPublications } from './publication-clock.ts'

describe.each(DIALECTS)('scheduled publishing on %s', (dialect) => {
  let t: TestApp
  let site = ''
  let staffToken = ''
  let customerToken = ''
  let category = ''
  const uids = { out: '', scheduled: '' }

  const get = (url: string, token?: string) =>
    t.app.inject({ url, headers: { host: 'a.test', ...(token ? signedIn(token) : {}) } })
  const listed = async (query: string, token?: string) =>
    (await get(`${API_BASE}/items/${query}`, token))
      .json<{ results: { uid: string }[] }>()
      .results.map((item) => item.uid)

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { hosts: ['a.test'] })
    category = await insertCategory(db, site, { slug: 'jardin', name: 'Jardin' })
    const item = async (slug: string, name: string, publishedAt: string) =>
      insertItem(db, site, {
        slug,
        contentObjectType: 'media',
        contentObjectUid: await insertMedia(db, site, { name, duration: 60 }),
        categoryUids: [category],
        publishedAt,
      })
    uids.out = await item('potager', 'Potager en hiver', '2024-01-01T00:00:00.000Z')
    uids.scheduled = await item('semis', 'Semis de printemps', '2999-03-20T08:00:00.000Z')
    staffToken = await createSession(
      db,
      site,
      (await createUser(db, site, { staffRole: 'editor' })).uid,
    )
    customerToken = await createSession(db, site, (await createUser(db, site)).uid)
  })
  afterAll(() => t.close())

  it('keeps an item out of lists, search and its category until its date', async () => {
    for (const token of [undefined, customerToken]) {
      expect(await listed('', token)).toEqual([uids.out])
      expect(await listed('?search=semis', token)).toEqual([])
      expect(await listed(`?categories=${category}`, token)).toEqual([uids.out])
      expect(await listed(`?uid__in=${uids.scheduled},${uids.out}`, token)).toEqual([uids.out])
    }
    const count = (await get(`${API_BASE}/items/?categories=${category}`)).json().count
    expect(count).toBe(1)
  })

  it('answers 404 for its page, its player and its share preview', async () => {
    const page = await get(`${API_BASE}/items/semis/`, customerToken)
    expect(page.statusCode).toBe(404)
    expect(page.json()).toMatchObject({ type: 'NotFound' })
    const player = await get(`${embedItemPath(uids.scheduled)}playback.json`, customerToken)
    expect(player.statusCode).toBe(404)
    const now = new Date().toISOString()
    expect(await findItemPreview(t.database.db, site, 'semis', now)).toBeUndefined()
    expect(await findItemPreview(t.database.db, site, 'potager', now)).toBeDefined()
  })

  it('leaves it out of the sitemap', async () => {
    const sitemap = (await get('/sitemap.xml')).body
    expect(sitemap).toContain('http://localhost:3000/potager')
    expect(sitemap).not.toContain('semis')
  })

  it('shows it to staff, who preview it before it goes out', async () => {
    expect(await listed('', staffToken)).toEqual(expect.arrayContaining([uids.out, uids.scheduled]))
    const inCategory = await get(`${API_BASE}/items/?categories=${category}`, staffToken)
    expect(inCategory.json().count).toBe(2)
    const page = await get(`${API_BASE}/items/semis/`, staffToken)
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().content_object.name).toBe('Semis de printemps')
    const player = await get(`${embedItemPath(uids.scheduled)}playback.json`, staffToken)
    expect(player.statusCode, player.body).toBe(200)
  })

  it('bumps the catalogue version of a website once an item of it comes out', async () => {
    const version = async () =>
      (
        await t.database.db
          .selectFrom('websites')
          .select('catalogue_version')
          .where('uid', '=', site)
          .executeTakeFirstOrThrow()
      ).catalogue_version
    const before = await version()
    // Nothing of this website came out between these times: no cache is emptied.
    await bumpScheduledPublications(
      t.database.db,
      '2998-01-01T00:00:00.000Z',
      '2999-01-01T00:00:00.000Z',
    )
    expect(await version()).toBe(before)
    const bumped = await bumpScheduledPublications(
      t.database.db,
      '2999-03-20T07:59:45.000Z',
      '2999-03-20T08:00:00.000Z',
    )
    expect(bumped).toBe(1)
    expect(await version()).toBe(before + 1)
  })
})
