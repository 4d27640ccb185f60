import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminItem, AdminItemDetail } from '../../../../contract/schemas/admin-items.ts'
import { TOTAL_COUNT_HEADER } from '../../../../contract/values/admin-lists.ts'
import { ADMIN_API_BASE } from '../../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { insertCategory, insertItem, insertMedia, insertPlaylist } from '../../../db/insert.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'

describe.each(DIALECTS)("the staff's items list on %s", (dialect) => {
  let t: TestApp
  const tokens = { owner: '', contributor: '', customer: '', ownerOfB: '' }
  const uids = { film: '', serie: '', cachee: '', future: '', ailleurs: '' }
  let nature = ''

  const list = (query: string, token = tokens.owner, host = 'a.test') =>
    adminCall(t, 'GET', `/items/${query}`, { token, host })
  const names = (answer: { json: <T>() => T }) => answer.json<AdminItem[]>().map((row) => row.name)

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const siteA = await createWebsite(db, { hosts: ['a.test'] })
    const siteB = await createWebsite(db, { hosts: ['b.test'], name: 'Other site' })
    nature = await insertCategory(db, siteA, { slug: 'nature', name: 'Nature' })
    const media = (name: string, site = siteA, excerpt = '') =>
      insertMedia(db, site, { name, duration: 60, excerpt })
    uids.film = await insertItem(db, siteA, {
      slug: 'film',
      contentObjectType: 'media',
      contentObjectUid: await media('Élève des forêts', siteA, 'Un film sur les arbres'),
      categoryUids: [nature],
      publishedAt: '2024-01-01T00:00:00.000Z',
      prices: [
        { amount: 500, period: 48 },
        { amount: 1500, period: 0 },
      ],
    })
    const playlist = await insertPlaylist(db, siteA, { name: 'Bestiaire', mediaUids: [] })
    uids.serie = await insertItem(db, siteA, {
      slug: 'serie',
      contentObjectType: 'playlist',
      contentObjectUid: playlist,
      visibilityType: 'on_demand',
      publishedAt: '2024-02-01T00:00:00.000Z',
    })
    uids.cachee = await insertItem(db, siteA, {
      slug: 'cachee',
      contentObjectType: 'media',
      contentObjectUid: await media('Coulisses'),
      visibilityType: 'private',
      publishedAt: '2024-03-01T00:00:00.000Z',
    })
    // Scheduled: visitors do not see it yet; staff do.
    uids.future = await insertItem(db, siteA, {
      slug: 'avenir',
      contentObjectType: 'media',
      contentObjectUid: await media('avant-première'),
      categoryUids: [nature],
      publishedAt: '2999-01-01T00:00:00.000Z',
    })
    const siteBMedia = await media('Ailleurs', siteB)
    uids.ailleurs = await insertItem(db, siteB, {
      slug: 'ailleurs',
      contentObjectType: 'media',
      contentObjectUid: siteBMedia,
    })
    const session = async (site: string, role?: 'owner' | 'contributor') =>
      createSession(db, site, (await createUser(db, site, { staffRole: role })).uid)
    tokens.owner = await session(siteA, 'owner')
    tokens.contributor = await session(siteA, 'contributor')
    tokens.customer = await session(siteA)
    tokens.ownerOfB = await session(siteB, 'owner')
  })
  afterAll(() => t.close())

  it('lists every item of the website, in French name order, with what staff need', async () => {
    const answer = await list('')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('4')
    expect(names(answer)).toEqual(['avant-première', 'Bestiaire', 'Coulisses', 'Élève des forêts'])
    const film = answer.json<AdminItem[]>().find((row) => row.uid === uids.film)
    expect(film).toEqual({
      uid: uids.film,
      slug: 'film',
      name: 'Élève des forêts',
      type: 'media',
      visibility_type: 'public',
      monetization_enabled: false,
      published_at: '2024-01-01T00:00:00.000Z',
      categories: [{ uid: nature, name: 'Nature' }],
      prices_count: 2,
    })
  })

  it('pages with _start and _end and sorts both ways', async () => {
    const second = await list('?_start=1&_end=3&_sort=published_at&_order=DESC')
    expect(second.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('4')
    expect(names(second)).toEqual(['Coulisses', 'Bestiaire'])
    expect(names(await list('?_sort=name&_order=DESC&_end=1'))).toEqual(['Élève des forêts'])
    expect(names(await list('?_sort=type&_order=DESC&_end=1'))).toEqual(['Bestiaire'])
    const last = await list('?_start=3&_end=10')
    expect(names(last)).toEqual(['Élève des forêts'])
  })

  it('filters by words, category, visibility, type and publication', async () => {
    // Accents and case aside, as the storefront's search; the excerpt counts too.
    expect(names(await list('?q=eleve'))).toEqual(['Élève des forêts'])
    expect(names(await list('?q=ARBRES'))).toEqual(['Élève des forêts'])
    const inNature = await list(`?category=${nature}`)
    expect(names(inNature)).toEqual(['avant-première', 'Élève des forêts'])
    expect(inNature.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2')
    expect(names(await list('?visibility_type=private'))).toEqual(['Coulisses'])
    expect(names(await list('?type=playlist'))).toEqual(['Bestiaire'])
    // Scheduled: a date to come; published: visitors see it; unpublished: nobody published it.
    expect(names(await list('?publication=scheduled'))).toEqual(['avant-première'])
    expect(names(await list('?publication=published'))).toEqual([
      'Bestiaire',
      'Coulisses',
      'Élève des forêts',
    ])
    expect(names(await list('?publication=unpublished'))).toEqual([])
    const none = await list(`?category=${nature}&visibility_type=on_demand`)
    expect(none.json()).toEqual([])
    expect(none.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('0')
  })

  it("answers the items of the uids asked in one call, never another website's", async () => {
    // What the media library asks for the items its rows show.
    const asked = await list(`?uid__in=${uids.serie},${uids.film},${uids.ailleurs}`)
    expect(names(asked)).toEqual(['Bestiaire', 'Élève des forêts'])
    expect(asked.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2')
    expect(names(await list(`?uid__in=${uids.ailleurs}`))).toEqual([])
  })

  it('answers 400 naming the parameter that is wrong', async () => {
    expectFieldError(await list('?_sort=price'), '_sort')
    expectFieldError(await list('?_order=UP'), '_order')
    expectFieldError(await list('?_start=-1'), '_start')
    expectFieldError(await list('?_start=Infinity'), '_start')
    expectFieldError(await list('?_start=99999999999'), '_start')
    expectFieldError(await list('?_start=abc'), '_start')
    expectFieldError(await list('?_start=5&_end=5'), '_end')
    expectFieldError(await list('?_start=0&_end=101'), '_end')
    expectFieldError(await list('?visibility_type=secret'), 'visibility_type')
    expectFieldError(await list('?publication=draft'), 'publication')
    expectFieldError(await list(`?q=${'a'.repeat(201)}`), 'q')
  })

  it('shows one item with its excerpt and prices, and none of another website', async () => {
    const answer = await adminCall(t, 'GET', `/items/${uids.film}/`, { token: tokens.owner })
    expect(answer.statusCode, answer.body).toBe(200)
    const item = answer.json<AdminItemDetail>()
    expect(item.excerpt).toBe('Un film sur les arbres')
    expect(item.prices.map((price) => [price.amount, price.period])).toEqual([
      [500, 48],
      [1500, 0],
    ])
    const elsewhere = await adminCall(t, 'GET', `/items/${uids.ailleurs}/`, { token: tokens.owner })
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.json()).toMatchObject({ type: 'NotFound' })
  })

  it("shows each website's staff their own items only", async () => {
    const other = await list('', tokens.ownerOfB, 'b.test')
    expect(names(other)).toEqual(['Ailleurs'])
    // Their token means nothing on the first website.
    expect((await list('', tokens.ownerOfB, 'a.test')).statusCode).toBe(403)
  })

  it('lets contributors read the catalogue and refuses customers and visitors', async () => {
    expect((await list('', tokens.contributor)).statusCode).toBe(200)
    const customer = await list('', tokens.customer)
    expect(customer.statusCode).toBe(403)
    expect(customer.json()).toMatchObject({ type: 'Forbidden' })
    expect((await list('', '')).statusCode).toBe(403)
    const detail = await adminCall(t, 'GET', `/items/${uids.film}/`, { token: tokens.customer })
    expect(detail.statusCode).toBe(403)
  })

  it('is described in the OpenAPI document with its paging parameters', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths
    const items = paths[`${ADMIN_API_BASE}/items/`].get
    expect(items.security).toEqual([{ WebsiteToken: [] }, { ApiKey: [] }])
    expect(items.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['_start', '_end', '_sort', '_order', 'q', 'category']),
    )
    expect(paths[`${ADMIN_API_BASE}/audit-log/`].get.description).toContain('X-Total-Count')
  })
})
