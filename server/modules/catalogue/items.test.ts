import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import {
  insertCategory,
  insertItem,
  insertMedia,
  insertPlan,
  insertPlaylist,
} from '../../db/insert.ts'
import { addMediaItem } from './test-fixtures.ts'

describe.each(DIALECTS)('items on %s', (dialect) => {
  let t: TestApp
  const ids: Record<string, string> = {}

  const get = (url: string, host = 'a.test') =>
    t.app.inject({ url: `${API_BASE}${url}`, headers: { host } })
  const names = async (url: string, host?: string) =>
    ((await get(url, host)).json().results as { content_object: { name: string } }[]).map(
      (item) => item.content_object.name,
    )

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const a = await createWebsite(db, { name: 'A', hosts: ['a.test'] })
    const b = await createWebsite(db, { name: 'B', hosts: ['b.test'] })
    const c = await createWebsite(db, { name: 'C', hosts: ['c.test'] })
    ids.nature = await insertCategory(db, a, { slug: 'nature', name: 'Nature', position: 1 })
    ids.sport = await insertCategory(db, a, { slug: 'sport', name: 'Sport', position: 0 })
    ids.mountain = await insertCategory(db, a, {
      slug: 'montagne',
      name: 'Montagne',
      parentUid: ids.nature,
    })
    ids.otherCategory = await insertCategory(db, b, { slug: 'nature', name: 'Nature B' })
    const at = (month: number) => `2024-0${month}-01T10:00:00.000Z`
    ids.alpha = (
      await addMediaItem(db, a, 'Alpha', { publishedAt: at(1), categoryUids: [ids.nature] })
    ).uid
    ids.bravo = (
      await addMediaItem(db, a, 'Bravo', {
        publishedAt: at(2),
        categoryUids: [ids.sport],
        media: { thumbnail: 'store/bravo.jpg', type: 'audio', duration: 42 },
      })
    ).uid
    ids.charlie = (
      await addMediaItem(db, a, 'Charlie', {
        publishedAt: at(3),
        categoryUids: [ids.nature, ids.sport],
      })
    ).uid
    ids.delta = (
      await addMediaItem(db, a, 'Delta', { publishedAt: at(4), categoryUids: [ids.mountain] })
    ).uid
    const first = await insertMedia(db, a, { name: 'Part 1', duration: 100, thumbnail: 'p1.jpg' })
    const second = await insertMedia(db, a, { name: 'Part 2', duration: 200 })
    const playlist = await insertPlaylist(db, a, {
      name: 'Echo',
      excerpt: 'Two parts',
      tags: ['series', 'documentary'],
      thumbnail: 'store/echo.jpg',
      mediaUids: [first, second],
    })
    ids.playlist = playlist
    ids.plan = await insertPlan(db, a, { name: 'Monthly', amount: 900, interval: 'month' })
    ids.echo = await insertItem(db, a, {
      slug: 'echo',
      contentObjectType: 'playlist',
      contentObjectUid: playlist,
      publishedAt: at(5),
      monetizationEnabled: true,
      isContentDownloadable: true,
      categoryUids: [ids.nature, ids.sport],
      planUids: [ids.plan],
      prices: [
        { amount: 500, period: 48, downloadableChoices: 1 },
        { amount: 900, period: 0, downloadableChoices: 3 },
      ],
    })
    ids.alphaB = (
      await addMediaItem(db, b, 'Alpha', {
        media: { name: 'Alpha of B' },
        categoryUids: [ids.otherCategory],
      })
    ).uid
    for (let n = 0; n < 10; n++) await addMediaItem(db, c, `Item ${n}`)
  })
  afterAll(() => t.close())

  it('lists the newest items first by default, with the total count', async () => {
    const answer = await get('/items/')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().count).toBe(5)
    expect(await names('/items/')).toEqual(['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha'])
  })

  it('orders by name or publication date in either direction', async () => {
    expect(await names('/items/?ordering=name')).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
    ])
    expect(await names('/items/?ordering=-name')).toEqual([
      'Echo',
      'Delta',
      'Charlie',
      'Bravo',
      'Alpha',
    ])
    expect(await names('/items/?ordering=published_at')).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
    ])
  })

  it('pages with limit and offset while the count stays the total', async () => {
    const answer = await get('/items/?limit=2&offset=1')
    expect(answer.json().count).toBe(5)
    expect(await names('/items/?limit=2&offset=1')).toEqual(['Delta', 'Charlie'])
    expect(await names('/items/?offset=5')).toEqual([])
  })

  it('answers 8 items when no limit is given', async () => {
    const answer = await get('/items/', 'c.test')
    expect(answer.json().count).toBe(10)
    expect(answer.json().results).toHaveLength(8)
  })

  it('orders names as French does: accents, ligatures, case and apostrophes', async () => {
    const db = t.database.db
    const website = await createWebsite(db, { name: 'F', hosts: ['fr.test'] })
    const category = await insertCategory(db, website, { slug: 'tout', name: 'Tout' })
    // Inserted in an order that is neither the French one nor that of the bytes.
    const french = ['eau vive', 'Écluses', 'élan', 'L’Élève', 'Lisbonne', 'Nœuds marins', 'Nuit']
    for (const name of ['Nuit', 'L’Élève', 'élan', 'Nœuds marins', 'Écluses', 'Lisbonne']) {
      await addMediaItem(db, website, name, { categoryUids: [category] })
    }
    await addMediaItem(db, website, 'eau vive', { categoryUids: [category] })
    expect(await names('/items/?ordering=name', 'fr.test')).toEqual(french)
    expect(await names('/items/?ordering=-name', 'fr.test')).toEqual([...french].reverse())
    // A category's page reads its own copy of the names: the same order.
    expect(await names(`/items/?categories=${category}&ordering=name`, 'fr.test')).toEqual(french)
  })

  it('filters by categories, showing an item in two of them once', async () => {
    expect(await names(`/items/?categories=${ids.nature}`)).toEqual(['Echo', 'Charlie', 'Alpha'])
    const both = await get(`/items/?categories=${ids.nature},${ids.sport}&ordering=name`)
    expect(both.json().count).toBe(4)
    expect(both.json().results.map((item: { uid: string }) => item.uid)).toEqual([
      ids.alpha,
      ids.bravo,
      ids.charlie,
      ids.echo,
    ])
    expect(await names(`/items/?categories=${ids.sport}&ordering=-name&limit=1&offset=1`)).toEqual([
      'Charlie',
    ])
  })

  it('finds nothing in a category of another website', async () => {
    const answer = await get(`/items/?categories=${ids.otherCategory}`)
    expect(answer.json()).toEqual({ count: 0, results: [] })
  })

  it('answers the items whose uids the cart asks for, never another website’s', async () => {
    const answer = await get(`/items/?uid__in=${ids.bravo},${ids.echo},${ids.alphaB}`)
    expect(answer.json().count).toBe(2)
    expect(answer.json().results.map((item: { uid: string }) => item.uid)).toEqual([
      ids.echo,
      ids.bravo,
    ])
    expect(answer.json().results[0].prices.map((p: { amount: number }) => p.amount)).toEqual([
      500, 900,
    ])
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=101', 'limit'],
    ['offset=-1', 'offset'],
    ['ordering=bogus', 'ordering'],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const answer = await get(`/items/?${query}`)
    expect(answer.statusCode).toBe(400)
    expect(answer.json().type).toBe('ValidationError')
    expect(Object.keys(answer.json().details)).toEqual([field])
  })

  it('answers a playlist item with its medias, prices, plans and categories', async () => {
    const answer = await get('/items/echo/')
    expect(answer.statusCode).toBe(200)
    const item = answer.json()
    expect(item).toMatchObject({
      uid: ids.echo,
      slug: 'echo',
      content_object_type: 'playlist',
      content_object_id: ids.playlist,
      content_object_thumbnail: `/images/playlist/uid/${ids.playlist}/thumbnail.jpg`,
      category_name: 'Sport',
      visibility_type: 'public',
      monetization_enabled: true,
      is_content_downloadable: true,
      plans: [ids.plan],
      published_at: '2024-05-01T10:00:00.000Z',
      embed_url: `/embed/${ids.echo}/`,
      has_access: false,
      expire_at: null,
      expired_at: null,
    })
    expect(item.categories).toEqual([ids.sport, ids.nature])
    expect(item.prices).toEqual([
      { uid: expect.any(String), amount: 500, period: 48, downloadable_choices: 1 },
      { uid: expect.any(String), amount: 900, period: 0, downloadable_choices: 3 },
    ])
    expect(item.content_object).toMatchObject({
      name: 'Echo',
      excerpt: 'Two parts',
      tags: ['series', 'documentary'],
      type: 'playlist',
      medias_count: 2,
      medias_duration: 300,
      files: [],
    })
    expect(item.content_object.medias).toEqual([
      {
        uid: expect.any(String),
        name: 'Part 1',
        duration: 100,
        thumbnail: expect.stringMatching(/^\/images\/media\/uid\/.+\/thumbnail\.jpg$/),
        // The playlist is sold and its parts have no item of their own: locked to a visitor.
        has_access: false,
        season: null,
      },
      {
        uid: expect.any(String),
        name: 'Part 2',
        duration: 200,
        thumbnail: null,
        has_access: false,
        season: null,
      },
    ])
  })

  it('answers a media item with its type, duration and thumbnail address', async () => {
    const item = (await get('/items/bravo/')).json()
    expect(item.content_object).toMatchObject({ type: 'audio', duration: 42, medias: [] })
    expect(item.content_object_thumbnail).toBe(
      `/images/media/uid/${item.content_object_id}/thumbnail.jpg`,
    )
    expect((await get('/items/alpha/')).json().content_object_thumbnail).toBeNull()
  })

  it('answers each website its own item for the same slug', async () => {
    expect((await get('/items/alpha/', 'a.test')).json().uid).toBe(ids.alpha)
    const other = (await get('/items/alpha/', 'b.test')).json()
    expect(other.uid).toBe(ids.alphaB)
    expect(other.content_object.name).toBe('Alpha of B')
    expect(other.categories).toEqual([ids.otherCategory])
  })

  it('answers 404 for an unknown slug or one only another website has', async () => {
    expect((await get('/items/nothing/')).statusCode).toBe(404)
    expect((await get('/items/item-0/', 'a.test')).statusCode).toBe(404)
    expect((await get('/items/item-0/', 'c.test')).statusCode).toBe(200)
  })

  it('answers visitors the changed catalogue on the very next request', async () => {
    const db = t.database.db
    const d = await createWebsite(db, { name: 'D', hosts: ['d.test'] })
    await addMediaItem(db, d, 'Echo', { publishedAt: '2024-01-01T00:00:00.000Z' })
    expect(await names('/items/?limit=5', 'd.test')).toEqual(['Echo'])
    expect((await get('/items/echo/', 'd.test')).json().content_object.name).toBe('Echo')

    await db
      .updateTable('medias')
      .set({ name: 'Echo renamed' })
      .where('website_uid', '=', d)
      .execute()
    await addMediaItem(db, d, 'Foxtrot', { publishedAt: '2025-01-01T00:00:00.000Z' })

    expect(await names('/items/?limit=5', 'd.test')).toEqual(['Foxtrot', 'Echo renamed'])
    expect((await get('/items/echo/', 'd.test')).json().content_object.name).toBe('Echo renamed')
  })
})
