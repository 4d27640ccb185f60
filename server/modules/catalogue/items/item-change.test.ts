import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AdminItemChange, AdminItemDetail } from '../../../../contract/schemas/admin-items.ts'
import type { AuditEntry } from '../../../../contract/schemas/admin-audit-log.ts'
import { API_BASE } from '../../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { insertCategory, insertItem, insertMedia, insertPlaylist } from '../../../db/insert.ts'
import { addPurchase } from '../test-fixtures.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'

describe.each(DIALECTS)('staff changing an item on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '', contributor: '', customer: '', ownerOfB: '' }
  const uids = { film: '', playlist: '', elsewhere: '', nature: '', villes: '', otherSite: '' }
  let siteA = ''
  let buyer = ''
  const slugs = { film: '', playlist: '' }
  let round = 0

  const patch = (uid: string, payload: AdminItemChange | object, token = tokens.owner) =>
    adminCall(t, 'PATCH', `/items/${uid}/`, { token, payload })
  const publicItem = (slug: string) =>
    t.app.inject({ url: `${API_BASE}/items/${slug}/`, headers: { host: 'a.test' } })
  const search = (words: string) =>
    t.app.inject({
      url: `${API_BASE}/items/?search=${encodeURIComponent(words)}`,
      headers: { host: 'a.test' },
    })
  const prices = async (uid: string) =>
    (await adminCall(t, 'GET', `/items/${uid}/`, { token: tokens.owner })).json<AdminItemDetail>()
      .prices

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    siteA = await createWebsite(db, { hosts: ['a.test'] })
    const siteB = await createWebsite(db, { hosts: ['b.test'], name: 'Other site' })
    uids.nature = await insertCategory(db, siteA, { slug: 'nature', name: 'Nature' })
    uids.villes = await insertCategory(db, siteA, { slug: 'villes', name: 'Villes' })
    uids.otherSite = await insertCategory(db, siteB, { slug: 'ailleurs', name: 'Ailleurs' })
    const session = async (site: string, role?: 'owner' | 'editor' | 'contributor') =>
      createSession(db, site, (await createUser(db, site, { staffRole: role })).uid)
    tokens.owner = await session(siteA, 'owner')
    tokens.editor = await session(siteA, 'editor')
    tokens.contributor = await session(siteA, 'contributor')
    tokens.customer = await session(siteA)
    tokens.ownerOfB = await session(siteB, 'owner')
    buyer = (await createUser(db, siteA)).uid
    uids.elsewhere = await insertItem(db, siteB, {
      slug: 'ailleurs',
      contentObjectType: 'media',
      contentObjectUid: await insertMedia(db, siteB, { name: 'Ailleurs', duration: 60 }),
    })
  })
  afterAll(() => t.close())

  // Each test starts from a fresh film, sold at two prices, in a free playlist.
  beforeEach(async () => {
    const db = t.database.db
    round += 1
    slugs.film = `film-${round}`
    slugs.playlist = `serie-${round}`
    const media = await insertMedia(db, siteA, { name: 'Élève des forêts', duration: 60 })
    uids.film = await insertItem(db, siteA, {
      slug: slugs.film,
      contentObjectType: 'media',
      contentObjectUid: media,
      visibilityType: 'private',
      categoryUids: [uids.nature],
      publishedAt: '2024-01-01T00:00:00.000Z',
      prices: [
        { amount: 500, period: 48 },
        { amount: 1500, period: 0, downloadableChoices: 1 },
      ],
    })
    uids.playlist = await insertItem(db, siteA, {
      slug: slugs.playlist,
      contentObjectType: 'playlist',
      contentObjectUid: await insertPlaylist(db, siteA, { name: 'Série', mediaUids: [media] }),
      visibilityType: 'private',
    })
  })

  it('changes texts, tags and categories, and visitors see the new name at once', async () => {
    const before = await publicItem(slugs.film)
    expect(before.json().content_object.name).toBe('Élève des forêts')
    const answer = await patch(uids.film, {
      name: '  Le chêne et le roseau ',
      excerpt: 'Une fable filmée',
      description: 'Première ligne\nDeuxième ligne',
      tags: ['fable', ' arbres '],
      category_uids: [uids.villes],
      visibility_type: 'public',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json<AdminItemDetail>()).toMatchObject({
      name: 'Le chêne et le roseau',
      excerpt: 'Une fable filmée',
      description: 'Première ligne\nDeuxième ligne',
      tags: ['fable', 'arbres'],
      categories: [{ uid: uids.villes, name: 'Villes' }],
      visibility_type: 'public',
      published_at: '2024-01-01T00:00:00.000Z',
    })
    const after = (await publicItem(slugs.film)).json()
    expect(after.content_object.name).toBe('Le chêne et le roseau')
    expect(after.content_object.tags).toEqual(['fable', 'arbres'])
    // The storefront's search finds it by its new words, accents aside.
    const found = (await search('chene fable')).json<{ results: { uid: string }[] }>()
    expect(found.results.map((item) => item.uid)).toContain(uids.film)
    const villes = await t.app.inject({
      url: `${API_BASE}/items/?categories=${uids.villes}`,
      headers: { host: 'a.test' },
    })
    expect(villes.json().results.map((item: { uid: string }) => item.uid)).toContain(uids.film)
  })

  it('writes the change to the audit log with the item before and after', async () => {
    await patch(uids.film, { name: 'Nouveau nom' })
    const log = await adminCall(t, 'GET', '/audit-log/?_sort=at&_order=DESC&_end=1', {
      token: tokens.owner,
    })
    const [entry] = log.json<AuditEntry[]>()
    expect(entry).toMatchObject({ action: 'update', resource: 'item', record_uid: uids.film })
    expect(entry!.before).toMatchObject({ name: 'Élève des forêts' })
    expect(entry!.after).toMatchObject({ name: 'Nouveau nom' })
  })

  it('replaces the prices: changed, added and removed in one call', async () => {
    const [rental, unlimited] = await prices(uids.film)
    const answer = await patch(uids.film, {
      prices: [
        { uid: unlimited!.uid, amount: 1900, period: 0, downloadable_choices: 1 },
        { amount: 300, period: 24, downloadable_choices: null },
      ],
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const now = answer.json<AdminItemDetail>().prices
    expect(now.map((price) => [price.amount, price.period])).toEqual([
      [1900, 0],
      [300, 24],
    ])
    expect(now[0]!.uid).toBe(unlimited!.uid)
    expect(now.map((price) => price.uid)).not.toContain(rental!.uid)
    const shown = (await publicItem(slugs.film)).json()
    expect(shown.prices.map((price: { amount: number }) => price.amount)).toEqual([1900, 300])
  })

  it('never takes from a buyer the price they paid for', async () => {
    const [rental, unlimited] = await prices(uids.film)
    await addPurchase(t.database.db, siteA, {
      userUid: buyer,
      itemUid: uids.film,
      priceUid: unlimited!.uid,
    })
    const removed = await patch(uids.film, { prices: [{ ...rental!, uid: rental!.uid }] })
    expect(removed.statusCode, removed.body).toBe(409)
    expect(removed.json()).toMatchObject({
      type: 'Conflict',
      details: { prices: [expect.any(String)] },
    })
    const fewerDownloads = await patch(uids.film, {
      prices: [rental!, { ...unlimited!, downloadable_choices: null }],
    })
    expect(fewerDownloads.statusCode).toBe(409)
    // Its amount may change, for the next buyers.
    const dearer = await patch(uids.film, { prices: [rental!, { ...unlimited!, amount: 2500 }] })
    expect(dearer.statusCode, dearer.body).toBe(200)
    expect((await prices(uids.film)).map((price) => price.amount)).toEqual([500, 2500])
  })

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    expectFieldError(await patch(uids.film, { name: '' }), 'name')
    expectFieldError(await patch(uids.film, { name: '   ' }), 'name')
    expectFieldError(await patch(uids.film, { visibility_type: 'secret' }), 'visibility_type')
    expectFieldError(await patch(uids.film, { published_at: 'tomorrow' }), 'published_at')
    expectFieldError(await patch(uids.film, { category_uids: [uids.otherSite] }), 'category_uids')
    expectFieldError(
      await patch(uids.film, { category_uids: [uids.nature, uids.nature] }),
      'category_uids',
    )
    expectFieldError(await patch(uids.film, { tags: ['x'.repeat(51)] }), 'tags')
    const price = { amount: 100, period: 0, downloadable_choices: null }
    expectFieldError(await patch(uids.film, { prices: [{ ...price, amount: -1 }] }), 'prices')
    expectFieldError(await patch(uids.film, { prices: [{ ...price, amount: '100' }] }), 'prices')
    expectFieldError(await patch(uids.film, { prices: [{ ...price, amount: 1.5 }] }), 'prices')
    expectFieldError(await patch(uids.film, { prices: [{ ...price, uid: 'nope' }] }), 'prices')
    const item = (await adminCall(t, 'GET', `/items/${uids.film}/`, { token: tokens.owner })).json()
    expect(item).toMatchObject({ name: 'Élève des forêts', visibility_type: 'private' })
    expect(item.prices).toHaveLength(2)
  })

  it('refuses a change that would let a playlist give its media away, unless confirmed', async () => {
    const opened = await patch(uids.playlist, { visibility_type: 'public' })
    expect(opened.statusCode, opened.body).toBe(409)
    expect(opened.json().details).toHaveProperty('visibility_type')
    expect((await publicItem(slugs.playlist)).json().visibility_type).toBe('private')
    const confirmed = await patch(uids.playlist, {
      visibility_type: 'public',
      confirm_medias_given_away: true,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
  })

  it('lets only those who publish change the publication date', async () => {
    const scheduled = { published_at: '2999-01-01T10:00:00+02:00' }
    const byContributor = await patch(uids.film, scheduled, tokens.contributor)
    expect(byContributor.statusCode).toBe(403)
    expect(byContributor.json()).toMatchObject({ type: 'Forbidden' })
    // A contributor may still write the texts, and send the date unchanged.
    const texts = await patch(
      uids.film,
      { excerpt: 'Relu', published_at: '2024-01-01T00:00:00.000Z' },
      tokens.contributor,
    )
    expect(texts.statusCode, texts.body).toBe(200)
    const byEditor = await patch(uids.film, scheduled, tokens.editor)
    expect(byEditor.statusCode, byEditor.body).toBe(200)
    expect(byEditor.json().published_at).toBe('2999-01-01T08:00:00.000Z')
  })

  it('lets editors and owners set prices, not contributors', async () => {
    const none = { prices: [] }
    expect((await patch(uids.film, none, tokens.contributor)).statusCode).toBe(403)
    const byEditor = await patch(uids.film, none, tokens.editor)
    expect(byEditor.statusCode, byEditor.body).toBe(200)
    expect(byEditor.json().prices).toEqual([])
  })

  it('keeps every website to its own items and refuses customers', async () => {
    expect((await patch(uids.elsewhere, { name: 'Pris' })).statusCode).toBe(404)
    expect((await patch(uids.film, { name: 'Pris' }, tokens.customer)).statusCode).toBe(403)
    const fromB = await adminCall(t, 'PATCH', `/items/${uids.film}/`, {
      token: tokens.ownerOfB,
      host: 'b.test',
      payload: { name: 'Pris' },
    })
    expect(fromB.statusCode).toBe(404)
    expect((await publicItem(slugs.film)).json().content_object.name).toBe('Élève des forêts')
  })

  it('deletes an item nobody bought, with its prices, and logs it; visitors lose its page', async () => {
    const remove = (token = tokens.owner) =>
      adminCall(t, 'DELETE', `/items/${uids.film}/`, { token })
    expect((await remove(tokens.contributor)).statusCode).toBe(403)
    const deleted = await remove(tokens.editor)
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect((await publicItem(slugs.film)).statusCode).toBe(404)
    expect(
      (await adminCall(t, 'GET', `/items/${uids.film}/`, { token: tokens.owner })).statusCode,
    ).toBe(404)
    expect((await remove()).statusCode).toBe(404)
    const log = await adminCall(t, 'GET', '/audit-log/?_sort=at&_order=DESC&_end=1', {
      token: tokens.owner,
    })
    expect(log.json<AuditEntry[]>()[0]).toMatchObject({
      action: 'delete',
      resource: 'item',
      record_uid: uids.film,
      before: { name: 'Élève des forêts' },
      after: null,
    })
  })

  it('refuses to delete an item customers bought', async () => {
    const [rental] = await prices(uids.film)
    await addPurchase(t.database.db, siteA, {
      userUid: buyer,
      itemUid: uids.film,
      priceUid: rental!.uid,
      revoked: true,
    })
    const refused = await adminCall(t, 'DELETE', `/items/${uids.film}/`, { token: tokens.owner })
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({ type: 'Conflict' })
    expect((await publicItem(slugs.film)).statusCode).toBe(200)
    const fromB = await adminCall(t, 'DELETE', `/items/${uids.film}/`, {
      token: tokens.ownerOfB,
      host: 'b.test',
    })
    expect(fromB.statusCode).toBe(404)
  })
})
