import { sql, type Updateable } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { insertCategory } from '../../db/insert.ts'
import type { Database } from '../../db/schema.ts'
import { addMediaItem, hoursFromNow } from '../catalogue/test-fixtures.ts'

describe.each(DIALECTS)('item search on %s', (dialect) => {
  let t: TestApp
  let lessons = ''
  let siteA = ''

  const search = async (query: string, host = 'a.test') => {
    const answer = await t.app.inject({
      url: `${API_BASE}/items/?ordering=name&${query}`,
      headers: { host },
    })
    expect(answer.statusCode).toBe(200)
    const page = answer.json() as { count: number; results: { content_object: { name: string } }[] }
    // Sorted here: how the database collates accented capitals is not what these tests are about.
    const names = page.results.map((item) => item.content_object.name).sort()
    return { count: page.count, names }
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const a = await createWebsite(db, { hosts: ['a.test'] })
    siteA = a
    const b = await createWebsite(db, { hosts: ['b.test'] })
    lessons = await insertCategory(db, a, { slug: 'cours', name: 'Cours' })
    await addMediaItem(db, a, 'Élève modèle', {
      slug: 'eleve-modele',
      categoryUids: [lessons],
      media: { excerpt: 'Un cours du soir', tags: ['Pédagogie'] },
    })
    await addMediaItem(db, a, 'Le professeur', {
      media: { description: 'Trente ÉLÈVES attentifs.' },
    })
    await addMediaItem(db, a, 'Élevage de chèvres', { categoryUids: [lessons] })
    await addMediaItem(db, a, 'Zèbre', { media: { excerpt: 'Rayures' } })
    await addMediaItem(db, a, 'Fromage', { media: { excerpt: 'Fromage, fromage et fromage.' } })
    await addMediaItem(db, a, 'Plateau', {
      media: { excerpt: 'Un plateau de fromages, de vins et de pains de la région' },
    })
    await addMediaItem(db, b, 'Élève ailleurs', { slug: 'eleve-modele' })
  })
  afterAll(() => t.close())

  it('finds "Élève" when typed without accents, in any case', async () => {
    const expected = ['Le professeur', 'Élève modèle']
    expect((await search('search=eleve')).names).toEqual(expected)
    expect((await search(`search=${encodeURIComponent('ÉLÈVE')}`)).names).toEqual(expected)
    expect((await search('search=Eleve')).names).toEqual(expected)
  })

  it('matches the start of words', async () => {
    const found = await search('search=elev')
    expect(found.names).toEqual(['Le professeur', 'Élevage de chèvres', 'Élève modèle'])
    expect(found.count).toBe(3)
    expect((await search('search=leve')).count).toBe(0)
  })

  it('searches the excerpt, the description and the tags', async () => {
    expect((await search('search=cours')).names).toEqual(['Élève modèle'])
    expect((await search('search=attentif')).names).toEqual(['Le professeur'])
    expect((await search('search=pedagogie')).names).toEqual(['Élève modèle'])
    expect((await search('search=rayures')).names).toEqual(['Zèbre'])
  })

  it('wants every word of the search to match', async () => {
    expect((await search('search=eleve%20modele')).names).toEqual(['Élève modèle'])
    expect((await search('search=eleve%20zebre')).count).toBe(0)
  })

  it('searches within the categories asked for', async () => {
    const found = await search(`search=elev&categories=${lessons}`)
    expect(found).toEqual({ count: 2, names: ['Élevage de chèvres', 'Élève modèle'] })
    expect((await search(`search=professeur&categories=${lessons}`)).count).toBe(0)
  })

  it('never finds the items of another website', async () => {
    expect((await search('search=ailleurs')).count).toBe(0)
    expect((await search('search=eleve', 'b.test')).names).toEqual(['Élève ailleurs'])
  })

  it('puts the best match first when no ordering is asked for', async () => {
    const ask = (query: string) =>
      t.app.inject({ url: `${API_BASE}/items/?${query}`, headers: { host: 'a.test' } })
    const byRelevance = (await ask('search=fromage')).json().results
    expect(byRelevance.map((item: { slug: string }) => item.slug)).toEqual(['fromage', 'plateau'])
    const newestFirst = (await ask('search=fromage&ordering=-published_at')).json().results
    expect(newestFirst.map((item: { slug: string }) => item.slug)).toEqual(['plateau', 'fromage'])
  })

  it('ranks and counts alike whether one word or several start with each term', async () => {
    const byRelevance = async (term: string, offset = 0) => {
      const answer = await t.app.inject({
        url: `${API_BASE}/items/?search=${term}&limit=1&offset=${offset}`,
        headers: { host: 'a.test' },
      })
      const page = answer.json<{ count: number; results: { content_object: { name: string } }[] }>()
      return { count: page.count, names: page.results.map((item) => item.content_object.name) }
    }
    // "fromages" alone starts with "fromages"; "fromage" starts both.
    expect(await byRelevance('fromages')).toEqual({ count: 1, names: ['Plateau'] })
    expect(await byRelevance('fromage')).toEqual({ count: 2, names: ['Fromage'] })
    expect(await byRelevance('fromage', 1)).toEqual({ count: 2, names: ['Plateau'] })
    expect(await byRelevance('rayures')).toEqual({ count: 1, names: ['Zèbre'] })
    expect(await byRelevance('rayures', 1)).toEqual({ count: 1, names: [] })
    // A word of another website only.
    expect(await byRelevance('ailleurs')).toEqual({ count: 0, names: [] })
    // One word only starts with "de": the item that says it most comes first.
    expect(await byRelevance('de')).toEqual({ count: 2, names: ['Plateau'] })
    expect(await byRelevance('de', 1)).toEqual({ count: 2, names: ['Élevage de chèvres'] })
    // Two terms, each the start of one word only, then of one word and of several.
    expect(await byRelevance('fromages%20region')).toEqual({ count: 1, names: ['Plateau'] })
    expect(await byRelevance('fromages%20fromage')).toEqual({ count: 1, names: ['Plateau'] })
    expect(await byRelevance('rayures%20fromages')).toEqual({ count: 0, names: [] })
    expect(await byRelevance('region%20fromage')).toEqual({ count: 1, names: ['Plateau'] })
    expect(await byRelevance('rayures%20zzz')).toEqual({ count: 0, names: [] })
  })

  it('ranks the items that say every whole word by how often they say them', async () => {
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['velo.test'] })
    const other = await createWebsite(db, { hosts: ['ailleurs.test'] })
    // The item that says the words most is the older: equal scores would put it second.
    await addMediaItem(db, site, 'Route du vélo', {
      media: { excerpt: 'Le vélo sur la route, la route à vélo.' },
    })
    await addMediaItem(db, site, 'Vélo de route')
    await addMediaItem(db, site, 'Vélo de ville')
    await addMediaItem(db, site, 'Route de nuit', {
      publishedAt: hoursFromNow(1),
      media: { excerpt: 'Le vélo sur la route.' },
    })
    await addMediaItem(db, other, 'Vélo et route ailleurs')
    const byRelevance = async (words: string, offset: number) => {
      const answer = await t.app.inject({
        url: `${API_BASE}/items/?search=${words}&limit=1&offset=${offset}`,
        headers: { host: 'velo.test' },
      })
      const page = answer.json<{ count: number; results: { content_object: { name: string } }[] }>()
      return { count: page.count, names: page.results.map((item) => item.content_object.name) }
    }
    // The item not yet published and the other website's are neither shown nor counted.
    expect(await byRelevance('velo%20route', 0)).toEqual({ count: 2, names: ['Route du vélo'] })
    expect(await byRelevance('velo%20route', 1)).toEqual({ count: 2, names: ['Vélo de route'] })
    expect(await byRelevance('route%20velo', 2)).toEqual({ count: 2, names: [] })
    expect(await byRelevance('velo%20route%20ville', 0)).toEqual({ count: 0, names: [] })
  })

  it('follows an item renamed, dated later or deleted, whoever writes it', async () => {
    const db = t.database.db
    // By name, a search reads items; by relevance, on PostgreSQL, only search_words.
    const counts = async (term: string) => {
      const byRelevance = await t.app.inject({
        url: `${API_BASE}/items/?search=${term}`,
        headers: { host: 'a.test' },
      })
      return [(await search(`search=${term}`)).count, byRelevance.json<{ count: number }>().count]
    }
    // Words said twice: their rows have another weight than the others (migration 0037's key).
    const { uid } = await addMediaItem(db, siteA, 'Caméléon', {
      media: { excerpt: 'Un caméléon' },
    })
    expect((await search('search=cameleon')).names).toEqual(['Caméléon'])
    await db
      .updateTable('items')
      .set({ search_text: 'iguane vert iguane' })
      .where('uid', '=', uid)
      .execute()
    expect(await counts('cameleon')).toEqual([0, 0])
    expect(await counts('iguane')).toEqual([1, 1])
    // Two whole words: by relevance, on PostgreSQL, search_items instead (migration 0038).
    expect(await counts('iguane%20vert')).toEqual([1, 1])
    expect(await counts('cameleon%20vert')).toEqual([0, 0])
    const later = new Date(Date.now() + 3_600_000).toISOString()
    await db.updateTable('items').set({ published_at: later }).where('uid', '=', uid).execute()
    expect(await counts('iguane')).toEqual([0, 0])
    expect(await counts('iguane%20vert')).toEqual([0, 0])
    await db
      .updateTable('items')
      .set({ published_at: '2024-01-01T00:00:00.000Z' })
      .where('uid', '=', uid)
      .execute()
    expect(await counts('iguane')).toEqual([1, 1])
    expect(await counts('iguane%20vert')).toEqual([1, 1])
    await db.deleteFrom('items').where('uid', '=', uid).execute()
    expect(await counts('iguane')).toEqual([0, 0])
    expect(await counts('iguane%20vert')).toEqual([0, 0])
  })

  // Migration 0034: an update writes an item's words only for what it changed.
  if (dialect === 'postgres') {
    it('writes no word again for a save that changes neither text nor date', async () => {
      const siteC = await createWebsite(t.database.db, { hosts: ['c.test'] })
      const { uid } = await addMediaItem(t.database.db, siteC, 'Pangolin des bois')
      /** What `change` wrote to search_words: rows inserted, updated and deleted. */
      const writes = (change: Updateable<Database['items']>) =>
        t.database.db.transaction().execute(async (trx) => {
          // The counts also hold this connection's earlier writes not yet sent to the totals.
          const counts = async () => {
            const { rows } = await sql<{ ins: string; upd: string; del: string }>`
              SELECT n_tup_ins AS ins, n_tup_upd AS upd, n_tup_del AS del
              FROM pg_stat_xact_user_tables WHERE relname = 'search_words'`.execute(trx)
            return rows[0] ?? { ins: '0', upd: '0', del: '0' }
          }
          const before = await counts()
          await trx.updateTable('items').set(change).where('uid', '=', uid).execute()
          const after = await counts()
          return {
            inserted: Number(after.ins) - Number(before.ins),
            updated: Number(after.upd) - Number(before.upd),
            deleted: Number(after.del) - Number(before.del),
          }
        })
      const item = await t.database.db
        .selectFrom('items')
        .select(['search_text', 'published_at'])
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow()
      expect(await writes(item)).toEqual({ inserted: 0, updated: 0, deleted: 0 })
      const later = new Date(Date.now() + 3_600_000).toISOString()
      expect(await writes({ published_at: later })).toEqual({ inserted: 0, updated: 3, deleted: 0 })
      expect((await search('search=pangolin', 'c.test')).count).toBe(0)
      expect(await writes({ search_text: 'pangolin' })).toEqual({
        inserted: 1,
        updated: 0,
        deleted: 3,
      })
    })
  }

  it('treats search operators and quotes as plain text', async () => {
    for (const text of ['"', 'eleve" OR "zebre', 'a:* | b', 'NEAR(eleve)', '*']) {
      const answer = await t.app.inject({
        url: `${API_BASE}/items/?search=${encodeURIComponent(text)}`,
        headers: { host: 'a.test' },
      })
      expect(answer.statusCode).toBe(200)
    }
    expect((await search(`search=${encodeURIComponent('eleve" OR "zebre')}`)).count).toBe(0)
  })

  it('finds nothing when the search holds no word, and lists everything when it is blank', async () => {
    for (const text of ['#', '%', ' ! ', '%%', '@#']) {
      expect((await search(`search=${encodeURIComponent(text)}`)).count, text).toBe(0)
    }
    expect((await search('search=%20%20')).count).toBe(6)
  })
})
