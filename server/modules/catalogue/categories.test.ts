import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { insertCategory } from '../../db/insert.ts'

describe.each(DIALECTS)('categories on %s', (dialect) => {
  let t: TestApp
  const ids: Record<string, string> = {}

  const get = (url: string, host = 'a.test') =>
    t.app.inject({ url: `${API_BASE}${url}`, headers: { host } })
  const slugs = async (url: string) =>
    ((await get(url)).json() as { slug: string }[]).map((category) => category.slug)

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const a = await createWebsite(db, { hosts: ['a.test'] })
    const b = await createWebsite(db, { hosts: ['b.test'] })
    ids.music = await insertCategory(db, a, {
      slug: 'music',
      name: 'Musique',
      position: 2,
      isOnNavbar: true,
      icon: 'store/music-icon.png',
      orderBy: 'name',
    })
    ids.film = await insertCategory(db, a, {
      slug: 'film',
      name: 'Films',
      position: 1,
      thumbnail: 'store/film.jpg',
    })
    ids.jazz = await insertCategory(db, a, {
      slug: 'jazz',
      name: 'Jazz',
      parentUid: ids.music,
      position: 5,
    })
    ids.blues = await insertCategory(db, a, {
      slug: 'blues',
      name: 'Blues',
      parentUid: ids.music,
      position: 3,
    })
    ids.otherMusic = await insertCategory(db, b, { slug: 'music', name: 'Music of B' })
  })
  afterAll(() => t.close())

  it('lists the categories by position as a plain list', async () => {
    const answer = await get('/categories/')
    expect(answer.statusCode).toBe(200)
    expect(Array.isArray(answer.json())).toBe(true)
    expect(await slugs('/categories/')).toEqual(['film', 'music', 'blues', 'jazz'])
  })

  it('orders by name or position in either direction', async () => {
    expect(await slugs('/categories/?ordering=-position')).toEqual([
      'jazz',
      'blues',
      'music',
      'film',
    ])
    expect(await slugs('/categories/?ordering=name')).toEqual(['blues', 'film', 'jazz', 'music'])
    expect(await slugs('/categories/?ordering=-name')).toEqual(['music', 'jazz', 'film', 'blues'])
  })

  it('gives each category its parent and its children in position order', async () => {
    const list = (await get('/categories/')).json() as {
      slug: string
      parent: { slug: string } | null
      children: { slug: string }[]
    }[]
    const music = list.find((category) => category.slug === 'music')!
    expect(music.parent).toBeNull()
    expect(music.children.map((child) => child.slug)).toEqual(['blues', 'jazz'])
    const jazz = list.find((category) => category.slug === 'jazz')!
    expect(jazz.parent?.slug).toBe('music')
    expect(jazz.children).toEqual([])
  })

  it('filters top-level categories, children of one parent, or a list of uids', async () => {
    expect(await slugs('/categories/?parent_id__isnull=true')).toEqual(['film', 'music'])
    expect(await slugs('/categories/?parent_id__isnull=false')).toEqual(['blues', 'jazz'])
    expect(await slugs(`/categories/?parent_id=${ids.music}`)).toEqual(['blues', 'jazz'])
    expect(await slugs(`/categories/?uid__in=${ids.jazz},${ids.film},${ids.otherMusic}`)).toEqual([
      'film',
      'jazz',
    ])
  })

  it('answers one category by slug with every field', async () => {
    const answer = await get('/categories/music/')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      uid: ids.music,
      parent_id: null,
      parent: null,
      is_on_navbar: true,
      name: 'Musique',
      slug: 'music',
      description: '',
      thumbnail: null,
      icon: `/images/category/uid/${ids.music}/icon.png`,
      order_by: 'name',
      position: 2,
      children: [
        expect.objectContaining({ slug: 'blues', parent_id: ids.music }),
        expect.objectContaining({ slug: 'jazz', parent_id: ids.music }),
      ],
    })
  })

  it('answers picture addresses, never where the pictures are stored', async () => {
    const film = (await get('/categories/film/')).json()
    expect(film.thumbnail).toBe(`/images/category/uid/${ids.film}/thumbnail.jpg`)
    expect(film.icon).toBeNull()
  })

  it('answers each website its own category for the same slug', async () => {
    expect((await get('/categories/music/', 'b.test')).json().name).toBe('Music of B')
    expect((await get('/categories/jazz/', 'b.test')).statusCode).toBe(404)
  })

  it('answers 404 in the error shape for an unknown slug', async () => {
    const answer = await get('/categories/nothing/')
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toEqual({
      type: 'NotFound',
      message: expect.any(String),
      request_id: expect.any(String),
    })
  })

  it.each([
    ['ordering=bogus', 'ordering'],
    ['parent_id__isnull=maybe', 'parent_id__isnull'],
  ])('rejects %s with a 400 naming the field', async (query, field) => {
    const answer = await get(`/categories/?${query}`)
    expect(answer.statusCode).toBe(400)
    expect(Object.keys(answer.json().details)).toEqual([field])
  })
})
