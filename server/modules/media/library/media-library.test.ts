import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminLibraryMedia } from '../../../../contract/schemas/admin-media-library.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { insertItem, insertMedia, insertPlaylist } from '../../../db/insert.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'

describe.each(DIALECTS)('the media library on %s', (dialect) => {
  let t: TestApp
  const tokens = { contributor: '', customer: '', ownerOfB: '' }
  const uids = { garden: '', rain: '', trailer: '', gardenItem: '' }

  const library = (query = '', token = tokens.contributor) =>
    adminCall(t, 'GET', `/medias/${query}`, { token })
  const names = (answer: Awaited<ReturnType<typeof library>>) =>
    answer.json<AdminLibraryMedia[]>().map((media) => media.name)

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const siteA = await createWebsite(db, { hosts: ['a.test'] })
    const siteB = await createWebsite(db, { hosts: ['b.test'], name: 'Other site' })
    const session = async (site: string, role?: 'owner' | 'contributor') =>
      createSession(db, site, (await createUser(db, site, { staffRole: role })).uid)
    tokens.contributor = await session(siteA, 'contributor')
    tokens.customer = await session(siteA)
    tokens.ownerOfB = await session(siteB, 'owner')
    uids.garden = await insertMedia(db, siteA, { name: 'Le Jardin 100%', duration: 300 })
    uids.rain = await insertMedia(db, siteA, { name: 'Pluie sur le jardin', duration: 120 })
    uids.trailer = await insertMedia(db, siteA, { name: 'Bande-annonce', duration: 30 })
    await insertMedia(db, siteB, { name: 'Jardin d’ailleurs', duration: 60 })
    uids.gardenItem = await insertItem(db, siteA, {
      slug: 'jardin',
      contentObjectType: 'media',
      contentObjectUid: uids.garden,
    })
    // Staff named the item apart from its media: the row shows the item's own name.
    await db
      .updateTable('items')
      .set({ name: 'Le Jardin, version longue' })
      .where('uid', '=', uids.gardenItem)
      .execute()
    await insertPlaylist(db, siteA, { name: 'Saisons', mediaUids: [uids.garden, uids.rain] })
  })
  afterAll(() => t.close())

  it("lists the website's medias with their item and playlists, and the total", async () => {
    const answer = await library('?_sort=name&_order=ASC')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['x-total-count']).toBe('3')
    const rows = answer.json<AdminLibraryMedia[]>()
    expect(
      rows.map((media) => [media.name, media.item_uid, media.item_name, media.playlists_count]),
    ).toEqual([
      ['Bande-annonce', null, null, 0],
      ['Le Jardin 100%', uids.gardenItem, 'Le Jardin, version longue', 1],
      ['Pluie sur le jardin', null, null, 1],
    ])
  })

  it('sorts, pages and finds by words of the name', async () => {
    expect(names(await library('?_sort=duration&_order=DESC&_start=0&_end=2'))).toEqual([
      'Le Jardin 100%',
      'Pluie sur le jardin',
    ])
    expect(names(await library('?q=JARDIN&_sort=name'))).toEqual([
      'Le Jardin 100%',
      'Pluie sur le jardin',
    ])
    // A LIKE wildcard is a plain character.
    expect(names(await library('?q=100%25'))).toEqual(['Le Jardin 100%'])
    expect(names(await library('?q=_'))).toEqual([])
    expectFieldError(await library('?_sort=size'), '_sort')
  })

  it('is for staff of this website only', async () => {
    expect((await library('', tokens.customer)).statusCode).toBe(403)
    expect((await library('', tokens.ownerOfB)).statusCode).toBe(403)
    const theirs = await adminCall(t, 'GET', '/medias/', { token: tokens.ownerOfB, host: 'b.test' })
    expect(names(theirs)).toEqual(['Jardin d’ailleurs'])
  })
})
