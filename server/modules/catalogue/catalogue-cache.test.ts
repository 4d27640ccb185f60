import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { insertCategory } from '../../db/insert.ts'
import { addMediaItem, addPurchase } from './test-fixtures.ts'

describe.each(DIALECTS)('item answers stay true to the database on %s', (dialect) => {
  let t: TestApp
  let websiteUid: string
  let categoryUid: string
  const list = (query = '', headers = {}) =>
    t.app.inject({ url: `${API_BASE}/items/?limit=30${query}`, headers }).then((r) => r.json())

  beforeAll(async () => {
    t = await startTestApp(dialect)
    websiteUid = await createWebsite(t.database.db)
    categoryUid = await insertCategory(t.database.db, websiteUid, { slug: 'films', name: 'Films' })
    await addMediaItem(t.database.db, websiteUid, 'Premier film', { categoryUids: [categoryUid] })
  })
  afterAll(() => t.close())

  it('shows a name changed straight in the database on the next request', async () => {
    expect((await list()).results[0].content_object.name).toBe('Premier film')
    await t.database.db.updateTable('medias').set({ name: 'Film renommé' }).execute()
    expect((await list()).results[0].content_object.name).toBe('Film renommé')
  })

  it('counts an item added by another process, in the list and in its category', async () => {
    expect((await list()).count).toBe(1)
    expect((await list(`&categories=${categoryUid}`)).count).toBe(1)
    await addMediaItem(t.database.db, websiteUid, 'Second film', { categoryUids: [categoryUid] })
    expect((await list()).count).toBe(2)
    expect((await list(`&categories=${categoryUid}`)).count).toBe(2)
  })

  it('drops a price removed in the database', async () => {
    const { uid } = await addMediaItem(t.database.db, websiteUid, 'Film payant', {
      monetizationEnabled: true,
      prices: [{ amount: 499, period: 48 }],
    })
    const priced = () => list(`&uid__in=${uid}`).then((page) => page.results[0].prices)
    expect(await priced()).toHaveLength(1)
    await t.database.db.deleteFrom('prices').where('item_uid', '=', uid).execute()
    expect(await priced()).toEqual([])
  })

  it('never shares one viewer’s access with another', async () => {
    const { uid } = await addMediaItem(t.database.db, websiteUid, 'Film loué', {
      monetizationEnabled: true,
      prices: [{ amount: 299, period: 0 }],
    })
    const buyer = await createUser(t.database.db, websiteUid)
    await addPurchase(t.database.db, websiteUid, { userUid: buyer.uid, itemUid: uid })
    const token = await createSession(t.database.db, websiteUid, buyer.uid)
    const seenBy = async (headers = {}) =>
      (await list(`&uid__in=${uid}`, headers)).results[0].has_access
    expect(await seenBy(signedIn(token))).toBe(true)
    expect(await seenBy()).toBe(false)
    expect(await seenBy(signedIn(token))).toBe(true)
  })

  it('finds, for a signed-in customer, what another process added or re-dated', async () => {
    const customer = await createUser(t.database.db, websiteUid)
    const headers = signedIn(await createSession(t.database.db, websiteUid, customer.uid))
    const names = async (query: string) =>
      (await list(query, headers)).results.map(
        (item: { content_object: { name: string } }) => item.content_object.name,
      )
    expect(await names('&search=comete')).toEqual([])
    const { uid } = await addMediaItem(t.database.db, websiteUid, 'La comète', {
      categoryUids: [categoryUid],
    })
    expect(await names('&search=comete')).toEqual(['La comète'])
    const newestFirst = '&ordering=-published_at'
    expect((await names(newestFirst))[0]).toBe('La comète')
    await t.database.db
      .updateTable('items')
      .set({ published_at: '1990-01-01T00:00:00.000Z' })
      .where('uid', '=', uid)
      .execute()
    expect((await names(newestFirst)).at(-1)).toBe('La comète')
  })
})
