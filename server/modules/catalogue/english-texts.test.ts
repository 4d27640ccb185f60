import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminItemDetail } from '../../../contract/schemas/admin-items.ts'
import type { AuditEntry } from '../../../contract/schemas/admin-audit-log.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { insertCategory, insertItem, insertMedia, insertPlaylist } from '../../db/insert.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { addMediaItem } from './test-fixtures.ts'

interface PublicItem {
  content_object: {
    name: string
    excerpt: string
    description: string
    medias: { name: string }[]
  }
}

describe.each(DIALECTS)('items in English on %s', (dialect) => {
  let t: TestApp
  let owner = ''
  const uids = { film: '', untranslated: '', series: '' }

  const get = (url: string, language?: 'fr' | 'en') =>
    t.app.inject({
      url: `${API_BASE}${url}`,
      headers: { host: 'a.test', ...(language ? { cookie: `language=${language}` } : {}) },
    })
  const item = async (slug: string, language?: 'fr' | 'en') =>
    (await get(`/items/${slug}/`, language)).json<PublicItem>().content_object
  const names = async (url: string, language?: 'fr' | 'en') =>
    (await get(url, language))
      .json<{ results: PublicItem[] }>()
      .results.map((found) => found.content_object.name)

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['a.test'] })
    owner = await createSession(db, site, (await createUser(db, site, { staffRole: 'owner' })).uid)
    uids.film = (
      await addMediaItem(db, site, 'Le Hérisson', {
        slug: 'herisson',
        media: {
          excerpt: 'Un petit animal',
          excerptIsCustom: true,
          description: '<p>Nocturne.</p>',
        },
      })
    ).uid
    uids.untranslated = (await addMediaItem(db, site, 'La Forêt', { slug: 'foret' })).uid
    const episode = await insertMedia(db, site, { name: 'Épisode un', duration: 60 })
    uids.series = await insertItem(db, site, {
      slug: 'serie',
      contentObjectType: 'playlist',
      contentObjectUid: await insertPlaylist(db, site, { name: 'La Série', mediaUids: [episode] }),
    })
    const english = await adminCall(t, 'PATCH', `/items/${uids.film}/`, {
      token: owner,
      payload: {
        name_en: 'The Hedgehog',
        excerpt_en: 'A small animal',
        description_en: '<p>Nocturnal.</p><script>alert(1)</script>',
      },
    })
    expect(english.statusCode).toBe(200)
  })
  afterAll(() => t.close())

  it('keeps the English texts staff give an item, cleaned as the French ones', async () => {
    const answer = await adminCall(t, 'GET', `/items/${uids.film}/`, { token: owner })
    expect(answer.json<AdminItemDetail>()).toMatchObject({
      name: 'Le Hérisson',
      name_en: 'The Hedgehog',
      excerpt_en: 'A small animal',
      description_en: '<p>Nocturnal.</p>',
    })
  })

  it('writes the English texts to the audit log, before and after', async () => {
    const log = await adminCall(t, 'GET', '/audit-log/?_sort=at&_order=DESC&_end=1', {
      token: owner,
    })
    const [entry] = log.json<AuditEntry[]>()
    expect(entry!.before).toMatchObject({ name_en: '' })
    expect(entry!.after).toMatchObject({ name_en: 'The Hedgehog' })
  })

  it('answers an item in the language the visitor chose, French by default', async () => {
    expect(await item('herisson', 'en')).toMatchObject({
      name: 'The Hedgehog',
      excerpt: 'A small animal',
      description: '<p>Nocturnal.</p>',
    })
    expect(await item('herisson')).toMatchObject({
      name: 'Le Hérisson',
      excerpt: 'Un petit animal',
    })
    expect(await item('herisson', 'fr')).toMatchObject({ name: 'Le Hérisson' })
  })

  it('falls back to French for a text with no English version', async () => {
    expect((await item('foret', 'en')).name).toBe('La Forêt')
  })

  it("lists items and a playlist's medias in the visitor's language", async () => {
    await adminCall(t, 'PATCH', `/items/${uids.series}/`, {
      token: owner,
      payload: { name_en: 'The Series' },
    })
    const episode = (await item('serie', 'en')).medias[0]!
    await t.database.db
      .updateTable('medias')
      .set({ name_en: 'Episode one' })
      .where('name', '=', episode.name)
      .execute()
    expect((await item('serie', 'en')).medias.map((media) => media.name)).toEqual(['Episode one'])
    const english = await names('/items/?ordering=name', 'en')
    expect(english).toEqual(expect.arrayContaining(['The Hedgehog', 'The Series', 'La Forêt']))
    expect(await names('/items/?ordering=name')).toEqual(
      expect.arrayContaining(['Le Hérisson', 'La Série']),
    )
  })

  it('finds an item by the words of its English texts', async () => {
    expect(await names('/items/?search=hedgehog', 'en')).toEqual(['The Hedgehog'])
    expect(await names('/items/?search=nocturnal')).toEqual(['Le Hérisson'])
  })

  it('orders by the English names for an English visitor, in a category too', async () => {
    const db = t.database.db
    const site = (await db.selectFrom('websites').select('uid').executeTakeFirstOrThrow()).uid
    const animals = await insertCategory(db, site, { slug: 'animaux', name: 'Animaux' })
    const english = { Abeille: 'Bee', Baleine: 'Whale', Chouette: 'Owl', Dauphin: '' }
    const added: string[] = []
    for (const [name, name_en] of Object.entries(english)) {
      const { uid } = await addMediaItem(db, site, name, { slug: name.toLowerCase() })
      added.push(uid)
      const answer = await adminCall(t, 'PATCH', `/items/${uid}/`, {
        token: owner,
        payload: { name_en, category_uids: [animals] },
      })
      expect(answer.statusCode).toBe(200)
    }
    const inCategory = `/items/?categories=${animals}&ordering=`
    expect(await names(`${inCategory}name`, 'en')).toEqual(['Bee', 'Dauphin', 'Owl', 'Whale'])
    expect(await names(`${inCategory}-name`, 'en')).toEqual(['Whale', 'Owl', 'Dauphin', 'Bee'])
    expect(await names(`${inCategory}name`, 'fr')).toEqual([
      'Abeille',
      'Baleine',
      'Chouette',
      'Dauphin',
    ])
    const byUid = `/items/?uid__in=${added.join(',')}&ordering=name`
    expect(await names(byUid, 'en')).toEqual(['Bee', 'Dauphin', 'Owl', 'Whale'])
    expect(await names(byUid)).toEqual(['Abeille', 'Baleine', 'Chouette', 'Dauphin'])
  })

  it('refuses an English name past its length, naming the field', async () => {
    const answer = await adminCall(t, 'PATCH', `/items/${uids.film}/`, {
      token: owner,
      payload: { name_en: 'x'.repeat(1000) },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.body).toContain('name_en')
  })
})

describe.each(DIALECTS)('categories in English on %s', (dialect) => {
  let t: TestApp
  let owner = ''
  const uids = { nature: '', forest: '' }

  const get = (url: string, language?: 'fr' | 'en') =>
    t.app.inject({
      url: `${API_BASE}${url}`,
      headers: { host: 'a.test', ...(language ? { cookie: `language=${language}` } : {}) },
    })
  const patch = (uid: string, payload: object) =>
    adminCall(t, 'PATCH', `/categories/${uid}/`, { token: owner, payload })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['a.test'] })
    owner = await createSession(db, site, (await createUser(db, site, { staffRole: 'owner' })).uid)
    uids.nature = await insertCategory(db, site, { slug: 'nature', name: 'Nature', position: 0 })
    uids.forest = await insertCategory(db, site, {
      slug: 'foret',
      name: 'Forêt',
      description: 'Les arbres',
      parentUid: uids.nature,
      position: 1,
    })
    await addMediaItem(db, site, 'Le Chêne', { slug: 'chene', categoryUids: [uids.forest] })
    const answer = await patch(uids.forest, { name_en: 'Forest', description_en: 'Trees' })
    expect(answer.statusCode).toBe(200)
  })
  afterAll(() => t.close())

  it('keeps the English name and description staff give, and audits them', async () => {
    const answer = await adminCall(t, 'GET', `/categories/${uids.forest}/`, { token: owner })
    expect(answer.json()).toMatchObject({
      name: 'Forêt',
      name_en: 'Forest',
      description_en: 'Trees',
    })
    const log = await adminCall(t, 'GET', '/audit-log/?_sort=at&_order=DESC&_end=1', {
      token: owner,
    })
    const [entry] = log.json<AuditEntry[]>()
    expect(entry!.after).toMatchObject({ name_en: 'Forest' })
  })

  it('answers categories, their parents and children in the visitor’s language', async () => {
    const english = (await get('/categories/foret/', 'en')).json()
    expect(english).toMatchObject({
      name: 'Forest',
      description: 'Trees',
      parent: { name: 'Nature' },
    })
    expect((await get('/categories/foret/')).json()).toMatchObject({ name: 'Forêt' })
    const list = (await get('/categories/?ordering=position', 'en')).json<{ name: string }[]>()
    expect(list.map((category) => category.name)).toEqual(['Nature', 'Forest'])
    const nature = (await get('/categories/nature/', 'en')).json<{ children: { name: string }[] }>()
    expect(nature.children.map((child) => child.name)).toEqual(['Forest'])
  })

  it('orders categories by their English names for an English visitor', async () => {
    expect((await patch(uids.nature, { name_en: 'Animals' })).statusCode).toBe(200)
    const names = async (language: 'fr' | 'en') =>
      (await get('/categories/?ordering=name', language))
        .json<{ name: string }[]>()
        .map((category) => category.name)
    expect(await names('en')).toEqual(['Animals', 'Forest'])
    expect(await names('fr')).toEqual(['Forêt', 'Nature'])
  })

  it("names an item's category in the visitor's language", async () => {
    expect((await get('/items/chene/', 'en')).json()).toMatchObject({ category_name: 'Forest' })
    expect((await get('/items/chene/')).json()).toMatchObject({ category_name: 'Forêt' })
  })
})
