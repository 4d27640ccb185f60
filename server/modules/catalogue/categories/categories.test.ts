import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { insertCategory } from '../../../db/insert.ts'
import { addMediaItem } from '../test-fixtures.ts'
import { adminCall, multipartForm } from '../../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'

const HOST = 'categories.test'
const OTHER_HOST = 'other-categories.test'

interface Row {
  uid: string
  name: string
  slug: string
  parent_uid: string | null
  position: number
  items_count: number
  children_count: number
  thumbnail: string | null
  icon: string | null
}

describe.each(DIALECTS)('categories in the back office on %s', (dialect) => {
  let t: TestApp
  let siteUid = ''
  let owner = ''
  let contributor = ''
  let customer = ''
  let foreignStaff = ''
  let foreignCategory = ''
  const uids: Record<string, string> = {}

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { token?: string; payload?: unknown; headers?: Record<string, string> } = {},
  ) => adminCall(t, method, url, { token: owner, host: HOST, ...options })
  const create = (payload: Record<string, unknown>, token = owner) =>
    call('POST', '/categories/', { payload, token })
  const move = (uid: string, parentUid: string | null, position: number) =>
    call('POST', `/categories/${uid}/move/`, { payload: { parent_uid: parentUid, position } })
  const list = async (query = '') => {
    const answer = await call('GET', `/categories/${query}`)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<Row[]>()
  }
  const names = async (query = '') => (await list(query)).map((row) => row.name)
  /** The names under a parent (null: the top level) with their positions. */
  const placed = async (parentUid: string | null) =>
    (await list(parentUid ? `?parent_uid=${parentUid}` : '?root=true')).map(
      (row) => `${row.position}:${row.name}`,
    )
  const storefront = (url: string) =>
    t.app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers: { host: HOST } })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    siteUid = await createWebsite(db, { hosts: [HOST] })
    const session = async (websiteUid: string, staffRole?: 'owner' | 'contributor') =>
      createSession(db, websiteUid, (await createUser(db, websiteUid, { staffRole })).uid)
    owner = await session(siteUid, 'owner')
    contributor = await session(siteUid, 'contributor')
    customer = await session(siteUid)
    const other = await createWebsite(db, { hosts: [OTHER_HOST] })
    foreignStaff = await session(other, 'owner')
    foreignCategory = await insertCategory(db, other, { slug: 'ailleurs', name: 'Ailleurs' })
  })
  afterAll(() => t.close())

  it('creates categories after their siblings, with slugs made unique, shown to visitors at once', async () => {
    // Visitors' answers are kept until the catalogue changes: this one must not outlive it.
    expect((await storefront('/categories/')).json()).toEqual([])

    const musique = await create({
      name: ' Musique ',
      description: 'Concerts et répétitions',
      is_on_navbar: true,
      order_by: 'name',
    })
    expect(musique.statusCode, musique.body).toBe(201)
    expect(musique.json()).toEqual({
      uid: expect.any(String),
      name: 'Musique',
      slug: 'musique',
      parent_uid: null,
      description: 'Concerts et répétitions',
      name_en: '',
      description_en: '',
      icon: null,
      thumbnail: null,
      is_on_navbar: true,
      order_by: 'name',
      position: 0,
      items_count: 0,
      children_count: 0,
    })
    uids.musique = musique.json<Row>().uid

    const publicList = (await storefront('/categories/')).json<{ uid: string; name: string }[]>()
    expect(publicList).toEqual([expect.objectContaining({ uid: uids.musique, name: 'Musique' })])

    uids.films = (await create({ name: 'Films' })).json<Row>().uid
    const again = (await create({ name: 'Films !' })).json<Row>()
    expect(again).toMatchObject({ slug: 'films-2', position: 2, order_by: '-published_at' })
    uids.filmsBis = again.uid
    const jazz = await create({ name: 'Jazz', slug: 'jazz-vocal', parent_uid: uids.musique })
    expect(jazz.json()).toMatchObject({ slug: 'jazz-vocal', parent_uid: uids.musique, position: 0 })
    uids.jazz = jazz.json<Row>().uid
    const pupils = await create({ name: 'Élèves du conservatoire', parent_uid: uids.musique })
    expect(pupils.json()).toMatchObject({ slug: 'eleves-du-conservatoire', position: 1 })
    uids.pupils = pupils.json<Row>().uid

    expect((await call('GET', `/categories/${uids.musique}/`)).json()).toMatchObject({
      children_count: 2,
    })
  })

  it('lists in the tree’s order, sorts by name, filters and pages, with the total', async () => {
    const tree = ['Musique', 'Jazz', 'Élèves du conservatoire', 'Films', 'Films !']
    expect(await names()).toEqual(tree)
    expect(await names('?_sort=position&_order=DESC')).toEqual([...tree].reverse())
    expect(await names('?_sort=name')).toEqual([
      'Élèves du conservatoire',
      'Films',
      'Films !',
      'Jazz',
      'Musique',
    ])
    expect(await names('?q=ELEVE')).toEqual(['Élèves du conservatoire'])
    expect(await names('?q=%C3%89l%C3%A8ves%20Conserv')).toEqual(['Élèves du conservatoire'])
    expect(await names('?q=film')).toEqual(['Films', 'Films !'])
    expect(await names(`?parent_uid=${uids.musique}`)).toEqual(['Jazz', 'Élèves du conservatoire'])
    expect(await names('?root=true')).toEqual(['Musique', 'Films', 'Films !'])
    expect(await names('?root=false')).toEqual(['Jazz', 'Élèves du conservatoire'])
    expect(await names('?is_on_navbar=true')).toEqual(['Musique'])

    const page = await call('GET', '/categories/?_start=1&_end=3')
    expect(page.json<Row[]>().map((row) => row.name)).toEqual(['Jazz', 'Élèves du conservatoire'])
    expect(page.headers['x-total-count']).toBe('5')
    const roots = await call('GET', '/categories/?root=true&_start=0&_end=1')
    expect(roots.headers['x-total-count']).toBe('3')

    expectFieldError(await call('GET', '/categories/?_sort=slug'), '_sort')
    expectFieldError(await call('GET', '/categories/?root=maybe'), 'root')
  })

  it('refuses bad fields, naming each, and keeps nothing', async () => {
    expectFieldError(await create({ name: '' }), 'name')
    expectFieldError(await create({ name: '   ' }), 'name')
    expectFieldError(await create({ name: 'Rock', slug: 'Rock & Roll' }), 'slug')
    expectFieldError(await create({ name: 'Rock', parent_uid: 'nope' }), 'parent_uid')
    expectFieldError(await create({ name: 'Rock', parent_uid: foreignCategory }), 'parent_uid')
    expectFieldError(await create({ name: 'Rock', order_by: 'random' }), 'order_by')
    expectFieldError(await create({ name: 'Rock', description: 'x'.repeat(2001) }), 'description')

    const taken = await create({ name: 'Rock', slug: 'films' })
    expect(taken.statusCode, taken.body).toBe(409)
    expect(Object.keys(taken.json().details)).toEqual(['slug'])
    expect(await names()).not.toContain('Rock')
  })

  it('changes only what is sent, and audits before and after', async () => {
    const changed = await call('PATCH', `/categories/${uids.jazz}/`, {
      payload: { description: 'Swing', is_on_navbar: true },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({
      name: 'Jazz',
      slug: 'jazz-vocal',
      description: 'Swing',
      is_on_navbar: true,
    })
    const audit = await call('GET', '/audit-log/?resource=category&action=update')
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        record_uid: uids.jazz,
        before: expect.objectContaining({ description: '', is_on_navbar: false }),
        after: expect.objectContaining({ description: 'Swing', is_on_navbar: true }),
      }),
    )
    const created = await call('GET', '/audit-log/?resource=category&action=create')
    expect(created.headers['x-total-count']).toBe('5')

    const taken = await call('PATCH', `/categories/${uids.jazz}/`, { payload: { slug: 'films' } })
    expect(taken.statusCode).toBe(409)
    expect(Object.keys(taken.json().details)).toEqual(['slug'])
    expectFieldError(
      await call('PATCH', `/categories/${uids.jazz}/`, { payload: { name: '' } }),
      'name',
    )
    const same = await call('PATCH', `/categories/${uids.jazz}/`, { payload: { slug: 'jazz' } })
    expect(same.json()).toMatchObject({ slug: 'jazz' })
  })

  it('moves a category among its siblings and to another parent, keeping positions dense', async () => {
    const first = await move(uids.filmsBis!, null, 0)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ uid: uids.filmsBis, parent_uid: null, position: 0 })
    expect(await placed(null)).toEqual(['0:Films !', '1:Musique', '2:Films'])

    expect((await move(uids.films!, uids.musique!, 1)).json()).toMatchObject({
      parent_uid: uids.musique,
      position: 1,
    })
    expect(await placed(null)).toEqual(['0:Films !', '1:Musique'])
    expect(await placed(uids.musique!)).toEqual(['0:Jazz', '1:Films', '2:Élèves du conservatoire'])

    // Past the end means last.
    expect((await move(uids.jazz!, uids.musique!, 99)).json()).toMatchObject({ position: 2 })
    expect(await placed(uids.musique!)).toEqual(['0:Films', '1:Élèves du conservatoire', '2:Jazz'])

    await move(uids.films!, null, 5)
    expect(await placed(null)).toEqual(['0:Films !', '1:Musique', '2:Films'])
    expect(await placed(uids.musique!)).toEqual(['0:Élèves du conservatoire', '1:Jazz'])
    const audit = await call('GET', '/audit-log/?resource=category&action=update')
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        record_uid: uids.films,
        before: expect.objectContaining({ parent_uid: uids.musique, position: 0 }),
        after: expect.objectContaining({ parent_uid: null, position: 2 }),
      }),
    )
  })

  it('refuses to put a category under itself, its subcategories or another website’s', async () => {
    expectFieldError(await move(uids.musique!, uids.musique!, 0), 'parent_uid')
    expectFieldError(await move(uids.musique!, uids.jazz!, 0), 'parent_uid')
    expectFieldError(await move(uids.musique!, foreignCategory, 0), 'parent_uid')
    expectFieldError(await move(uids.musique!, null, -1), 'position')
    expect(await placed(null)).toEqual(['0:Films !', '1:Musique', '2:Films'])
    expect(await placed(uids.musique!)).toEqual(['0:Élèves du conservatoire', '1:Jazz'])
  })

  it('deletes a category without subcategories: its items stay, out of it', async () => {
    const item = await addMediaItem(t.database.db, siteUid, 'Concert de jazz', {
      categoryUids: [uids.jazz!],
    })
    expect((await call('GET', `/categories/${uids.jazz}/`)).json()).toMatchObject({
      items_count: 1,
    })
    const shown = await storefront('/items/concert-de-jazz/')
    expect(shown.json().categories).toEqual([uids.jazz])

    const refused = await call('DELETE', `/categories/${uids.musique}/`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/déplacez-les ailleurs ou supprimez-les d’abord/)

    expect((await call('DELETE', `/categories/${uids.pupils}/`)).statusCode).toBe(204)
    expect(await placed(uids.musique!)).toEqual(['0:Jazz'])
    expect((await call('DELETE', `/categories/${uids.jazz}/`)).statusCode).toBe(204)
    expect((await call('GET', `/categories/${uids.jazz}/`)).statusCode).toBe(404)

    const kept = await call('GET', `/items/${item.uid}/`)
    expect(kept.statusCode).toBe(200)
    expect(kept.json().categories).toEqual([])
    expect((await storefront('/items/concert-de-jazz/')).json().categories).toEqual([])
    expect(
      (await storefront('/categories/')).json<{ slug: string }[]>().map((c) => c.slug),
    ).not.toContain('jazz')

    const audit = await call('GET', '/audit-log/?resource=category&action=delete')
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        record_uid: uids.jazz,
        before: expect.objectContaining({ name: 'Jazz', item_uids: [item.uid] }),
        after: null,
      }),
    )
  })

  it('takes a PNG as thumbnail or icon, shown by the storefront, and refuses a text file', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#884aff' },
    })
      .png()
      .toBuffer()
    const put = (picture: string, file: Buffer | string) =>
      call('PUT', `/categories/${uids.films}/${picture}/`, { ...multipartForm(file) })

    const thumbnail = await put('thumbnail', png)
    expect(thumbnail.statusCode, thumbnail.body).toBe(200)
    const address = thumbnail.json<Row>().thumbnail!
    expect(address).toMatch(/^\/images\/category\/uid\/[^/]+\/thumbnail\.jpg\?v=[0-9a-f]+$/)
    const picture = await t.app.inject({ url: address, headers: { host: HOST } })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/png')
    const publicFilms = (await storefront('/categories/films/')).json()
    expect(publicFilms.thumbnail).toBe(address.split('?')[0])

    const icon = await put('icon', png)
    expect(icon.json<Row>().icon).toMatch(/^\/images\/category\/uid\/[^/]+\/icon\.png\?v=/)
    expectFieldError(await put('icon', 'not a picture at all'), 'file')

    const removed = await call('DELETE', `/categories/${uids.films}/thumbnail/`)
    expect(removed.json()).toMatchObject({ thumbnail: null, icon: expect.any(String) })
    expect((await storefront('/categories/films/')).json().thumbnail).toBeNull()
    const audit = await call('GET', '/audit-log/?resource=category&action=update')
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        record_uid: uids.films,
        before: expect.objectContaining({ thumbnail: address }),
        after: expect.objectContaining({ thumbnail: null }),
      }),
    )
  })

  it('lets contributors create, change and move categories, but not delete them', async () => {
    const made = await create({ name: 'Documentaires' }, contributor)
    expect(made.statusCode, made.body).toBe(201)
    const uid = made.json<Row>().uid
    const changed = await call('PATCH', `/categories/${uid}/`, {
      token: contributor,
      payload: { name: 'Documentaires animaliers' },
    })
    expect(changed.statusCode).toBe(200)
    const moved = await call('POST', `/categories/${uid}/move/`, {
      token: contributor,
      payload: { parent_uid: uids.musique, position: 0 },
    })
    expect(moved.statusCode).toBe(200)
    expect((await call('DELETE', `/categories/${uid}/`, { token: contributor })).statusCode).toBe(
      403,
    )
    expect((await call('GET', `/categories/${uid}/`)).statusCode).toBe(200)
  })

  it('is for this website’s staff, about this website’s categories only', async () => {
    for (const token of [customer, foreignStaff]) {
      expect((await call('GET', '/categories/', { token })).statusCode).toBe(403)
      expect((await create({ name: 'Pirate' }, token)).statusCode).toBe(403)
    }
    expect((await call('GET', `/categories/${foreignCategory}/`)).statusCode).toBe(404)
    const patched = await call('PATCH', `/categories/${foreignCategory}/`, {
      payload: { name: 'Volée' },
    })
    expect(patched.statusCode).toBe(404)
    expect((await move(foreignCategory, null, 0)).statusCode).toBe(404)
    expect((await call('DELETE', `/categories/${foreignCategory}/`)).statusCode).toBe(404)
    const picture = await call('DELETE', `/categories/${foreignCategory}/icon/`)
    expect(picture.statusCode).toBe(404)
    const other = await adminCall(t, 'GET', `/categories/${foreignCategory}/`, {
      token: foreignStaff,
      host: OTHER_HOST,
    })
    expect(other.json()).toMatchObject({ name: 'Ailleurs' })
  })
})
