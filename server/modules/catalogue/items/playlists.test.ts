import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminItemDetail } from '../../../../contract/schemas/admin-items.ts'
import type { AuditEntry } from '../../../../contract/schemas/admin-audit-log.ts'
import { UNPUBLISHED_AT } from '../../../../contract/values/admin-items.ts'
import { API_BASE } from '../../../../contract/values/api-paths.ts'
import type { Item } from '../../../../contract/schemas/catalogue.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { insertItem, insertMedia } from '../../../db/insert.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'

describe.each(DIALECTS)('staff making playlists on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', contributor: '', customer: '', ownerOfB: '' }
  const medias = { one: '', two: '', three: '', closed: '', elsewhere: '' }
  let filmItem = ''

  const create = (payload: object, token = tokens.owner) =>
    adminCall(t, 'POST', '/items/', { token, payload })
  const change = (uid: string, payload: object, token = tokens.owner) =>
    adminCall(t, 'PATCH', `/items/${uid}/`, { token, payload })
  const publicItem = (slug: string) =>
    t.app.inject({ url: `${API_BASE}/items/${slug}/`, headers: { host: 'a.test' } })
  /** A new playlist of the three open medias, in order; answers its item. */
  const newSeries = async (name = 'Au fil des saisons') => {
    const made = await create({ name, media_uids: [medias.one, medias.two, medias.three] })
    expect(made.statusCode, made.body).toBe(201)
    return made.json<AdminItemDetail>()
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const siteA = await createWebsite(db, { hosts: ['a.test'] })
    const siteB = await createWebsite(db, { hosts: ['b.test'], name: 'Other site' })
    const session = async (site: string, role?: 'owner' | 'contributor') =>
      createSession(db, site, (await createUser(db, site, { staffRole: role })).uid)
    tokens.owner = await session(siteA, 'owner')
    tokens.contributor = await session(siteA, 'contributor')
    tokens.customer = await session(siteA)
    tokens.ownerOfB = await session(siteB, 'owner')
    const media = (name: string) => insertMedia(db, siteA, { name, duration: 600 })
    medias.one = await media('Le printemps')
    medias.two = await media("L'été")
    medias.three = await media("L'automne")
    medias.closed = await media('Les coulisses')
    // A media whose own item only its buyers may watch: a free playlist must not give it away.
    filmItem = await insertItem(db, siteA, {
      slug: 'coulisses',
      contentObjectType: 'media',
      contentObjectUid: medias.closed,
      visibilityType: 'private',
      monetizationEnabled: true,
      prices: [{ amount: 500, period: 0 }],
    })
    medias.elsewhere = await insertMedia(db, siteB, { name: 'Ailleurs', duration: 60 })
  })
  afterAll(() => t.close())

  it('creates an unpublished playlist holding the medias in the order given', async () => {
    const series = await newSeries()
    expect(series).toMatchObject({
      name: 'Au fil des saisons',
      slug: 'au-fil-des-saisons',
      type: 'playlist',
      visibility_type: 'public',
      published_at: UNPUBLISHED_AT,
      prices: [],
    })
    expect(series.medias.map((media) => [media.name, media.season])).toEqual([
      ['Le printemps', null],
      ["L'été", null],
      ["L'automne", null],
    ])
    // Nobody published it: visitors do not see it.
    expect((await publicItem(series.slug)).statusCode).toBe(404)
    const log = await adminCall(t, 'GET', '/audit-log/?resource=item&action=create', {
      token: tokens.owner,
    })
    const entries = log.json<AuditEntry[]>()
    expect(entries.some((entry) => entry.record_uid === series.uid)).toBe(true)
  })

  it('reorders the medias and splits them in seasons; visitors see both', async () => {
    const series = await newSeries('Une année au verger')
    const changed = await change(series.uid, {
      medias: [
        { uid: medias.three, season: 1 },
        { uid: medias.one, season: 1 },
        { uid: medias.two, season: 2 },
      ],
      published_at: '2024-01-01T00:00:00.000Z',
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json<AdminItemDetail>().medias.map((media) => media.uid)).toEqual([
      medias.three,
      medias.one,
      medias.two,
    ])
    const seen = (await publicItem(series.slug)).json<Item>()
    expect(seen.content_object.medias.map((media) => [media.name, media.season])).toEqual([
      ["L'automne", 1],
      ['Le printemps', 1],
      ["L'été", 2],
    ])
    // Removing a media is giving the list without it.
    const shorter = await change(series.uid, { medias: [{ uid: medias.two }] })
    expect(shorter.json<AdminItemDetail>().medias).toMatchObject([
      { uid: medias.two, season: null },
    ])
  })

  it('refuses medias that are not the website’s, named twice, or seasons out of order', async () => {
    const series = await newSeries('Refus')
    expectFieldError(await change(series.uid, { medias: [{ uid: medias.elsewhere }] }), 'medias')
    expectFieldError(
      await change(series.uid, { medias: [{ uid: medias.one }, { uid: medias.one }] }),
      'medias',
    )
    expectFieldError(
      await change(series.uid, {
        medias: [
          { uid: medias.one, season: 2 },
          { uid: medias.two, season: 1 },
        ],
      }),
      'medias',
    )
    expectFieldError(
      await change(series.uid, {
        medias: [{ uid: medias.one, season: 1 }, { uid: medias.two }],
      }),
      'medias',
    )
    expectFieldError(
      await change(series.uid, { medias: [{ uid: medias.one, season: 0 }] }),
      'medias',
    )
    expectFieldError(
      await create({ name: 'Ailleurs', media_uids: [medias.elsewhere] }),
      'media_uids',
    )
    expectFieldError(await create({ name: '   ' }), 'name')
    expectFieldError(await create({ media_uids: [] }), 'name')
    // Nothing was half-written: the playlist keeps its three medias.
    const kept = await adminCall(t, 'GET', `/items/${series.uid}/`, { token: tokens.owner })
    expect(kept.json<AdminItemDetail>().medias).toHaveLength(3)
  })

  it('only a playlist holds medias', async () => {
    expectFieldError(await change(filmItem, { medias: [{ uid: medias.one }] }), 'medias')
  })

  it('names by name the paid medias a new playlist would give away, and creates it once confirmed', async () => {
    const refused = await create({ name: 'Cadeau', media_uids: [medias.one, medias.closed] })
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({
      type: 'Conflict',
      details: { media_uids: [expect.stringContaining('“Les coulisses”')] },
      medias_given_away: [
        {
          uid: medias.closed,
          name: 'Les coulisses',
          item_uid: filmItem,
          kept_for: 'buyers',
          opened_to: 'anyone',
        },
      ],
    })
    expect(refused.body).not.toContain(`(${medias.closed})`)
    const confirmed = await create({
      name: 'Cadeau',
      media_uids: [medias.one, medias.closed],
      confirm_medias_given_away: true,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    expect(confirmed.json<AdminItemDetail>().medias.map((media) => media.name)).toEqual([
      'Le printemps',
      'Les coulisses',
    ])
  })

  it('creates a playlist closed on request instead, which gives nothing away', async () => {
    const closed = await create({
      name: 'Sur demande',
      media_uids: [medias.closed],
      visibility_type: 'on_demand',
    })
    expect(closed.statusCode, closed.body).toBe(201)
    expect(closed.json<AdminItemDetail>().visibility_type).toBe('on_demand')
  })

  it('lets no contributor give medias away nor choose who may watch a new playlist', async () => {
    const given = await create(
      { name: 'Offert', media_uids: [medias.closed], confirm_medias_given_away: true },
      tokens.contributor,
    )
    expect(given.statusCode, given.body).toBe(403)
    const closed = await create(
      { name: 'Fermé', media_uids: [medias.closed], visibility_type: 'on_demand' },
      tokens.contributor,
    )
    expect(closed.statusCode, closed.body).toBe(403)
    // Unconfirmed, they get the same 409 naming the media, so the back office can explain.
    const refused = await create(
      { name: 'Offert', media_uids: [medias.closed] },
      tokens.contributor,
    )
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().medias_given_away).toMatchObject([{ name: 'Les coulisses' }])
  })

  it('refuses a free playlist that would give a paid media away, unless staff confirm', async () => {
    const series = await newSeries('Bonus')
    const given = await change(series.uid, {
      medias: [{ uid: medias.one }, { uid: medias.closed }],
    })
    expect(given.statusCode, given.body).toBe(409)
    const confirmed = await change(series.uid, {
      medias: [{ uid: medias.one }, { uid: medias.closed }],
      confirm_medias_given_away: true,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
  })

  it('lets contributors make playlists; not customers nor staff of another website', async () => {
    expect((await create({ name: 'Contribution' }, tokens.contributor)).statusCode).toBe(201)
    expect((await create({ name: 'Client' }, tokens.customer)).statusCode).toBe(403)
    const other = await adminCall(t, 'POST', '/items/', {
      token: tokens.ownerOfB,
      payload: { name: 'Ailleurs' },
    })
    expect(other.statusCode).toBe(403)
    const series = await newSeries('Chez nous')
    const foreign = await adminCall(t, 'PATCH', `/items/${series.uid}/`, {
      token: tokens.ownerOfB,
      host: 'b.test',
      payload: { medias: [] },
    })
    expect(foreign.statusCode).toBe(404)
  })
})
