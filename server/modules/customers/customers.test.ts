import type { OrderStatus, OrderType } from '../../../contract/values/orders.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AdminAccessGrant,
  AdminCustomer,
  AdminCustomerDetail,
} from '../../../contract/schemas/admin-customers.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { insertItem, insertPlan, insertPlaylist } from '../../db/insert.ts'
import { newUid } from '../../db/uid.ts'
import { addOrder as addOrderRow } from '../billing/test-fixtures.ts'
import {
  addMediaItem,
  addOnDemandRequest,
  addPurchase,
  addSubscription,
  hoursFromNow,
} from '../catalogue/test-fixtures.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

const HOST = 'customers.test'
const OTHER_HOST = 'other-customers.test'

/** The customers of the main site, by first name; each stands for a segment. */
const NAMES = ['ada', 'tom', 'una', 'bea', 'rev', 'nev', 'gil'] as const
type Name = (typeof NAMES)[number]

describe.each(DIALECTS)('customers and free access in the back office on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '', contributor: '', ownerOfOther: '' }
  const customers = {} as Record<Name, { uid: string; token: string }>
  const items = { film: '', request: '', foreign: '', series: '', episode: '', passFilm: '' }
  const plans = { pass: '', foreign: '' }
  let staffUid = ''
  let foreignCustomer = ''
  let site = ''

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { token?: string; payload?: unknown } = {},
  ) => adminCall(t, method, url, { token: tokens.owner, host: HOST, ...options })
  const list = async (query = '') => {
    const answer = await call('GET', `/customers/${query}`)
    expect(answer.statusCode, answer.body).toBe(200)
    const rows = answer.json<AdminCustomer[]>()
    return { names: rows.map((row) => row.first_name), total: answer.headers['x-total-count'] }
  }
  const grant = (name: Name, payload: unknown) =>
    call('POST', `/customers/${customers[name].uid}/grants/`, { payload })
  const revoke = (name: Name, grantUid: string) =>
    call('DELETE', `/customers/${customers[name].uid}/grants/${grantUid}/`)
  /** What the storefront and the player tell a customer of an item. */
  const accessOf = async (name: Name, slug: string, itemUid: string) => {
    const headers = { host: HOST, ...signedIn(customers[name].token) }
    const page = await t.app.inject({ url: `${API_BASE}/items/${slug}/`, headers })
    expect(page.statusCode, page.body).toBe(200)
    const playback = await t.app.inject({ url: `/embed/${itemUid}/playback.json`, headers })
    expect(playback.statusCode, playback.body).toBe(200)
    const item = page.json<{ has_access: boolean; expire_at: string | null }>()
    return {
      page: item.has_access,
      expire_at: item.expire_at,
      playback: playback.json<{ has_access: boolean }>().has_access,
    }
  }
  const addOrder = (
    name: Name,
    input: { status: OrderStatus; total: number; paidAt?: string | null; type?: OrderType },
  ) =>
    addOrderRow(t.database.db, site, {
      ...input,
      userUid: customers[name].uid,
      createdAt: '2024-03-01T10:00:00.000Z',
      paidAt: input.paidAt === undefined ? '2024-03-01T10:01:00.000Z' : input.paidAt,
    })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const monetized = { monetization_enabled: true }
    site = await createWebsite(db, { name: 'Main', hosts: [HOST], settings: monetized })
    const other = await createWebsite(db, { name: 'Other', hosts: [OTHER_HOST] })
    const session = async (websiteUid: string, options: Parameters<typeof createUser>[2]) => {
      const user = await createUser(db, websiteUid, options)
      return { uid: user.uid, token: await createSession(db, websiteUid, user.uid) }
    }
    for (const role of ['owner', 'editor', 'contributor'] as const) {
      const member = await session(site, { staffRole: role, email: `${role}@staff.example` })
      tokens[role] = member.token
      if (role === 'owner') staffUid = member.uid
    }
    tokens.ownerOfOther = (await session(other, { staffRole: 'owner' })).token
    foreignCustomer = (await session(other, { email: 'ada@elsewhere.example' })).uid
    for (const [index, name] of NAMES.entries()) {
      customers[name] = await session(site, { email: `${name}@test.example` })
      await db
        .updateTable('users')
        .set({
          first_name: name,
          last_name: `Family${String.fromCharCode(90 - index)}`,
          created_at: `2024-01-0${index + 1}T10:00:00.000Z`,
          custom_fields: JSON.stringify(name === 'ada' ? { company: 'Analytical' } : {}),
        })
        .where('uid', '=', customers[name].uid)
        .execute()
    }
    const film = await addMediaItem(db, site, 'Paid film', {
      monetizationEnabled: true,
      prices: [{ uid: 'price-customers', amount: 900, period: 0 }],
    })
    items.film = film.uid
    items.request = (
      await addMediaItem(db, site, 'Asked film', { visibilityType: 'on_demand' })
    ).uid
    items.foreign = (await addMediaItem(db, other, 'Foreign film')).uid
    const episode = await addMediaItem(db, site, 'Episode one', { monetizationEnabled: true })
    items.episode = episode.uid
    items.series = await insertItem(db, site, {
      slug: 'series',
      contentObjectType: 'playlist',
      contentObjectUid: await insertPlaylist(db, site, {
        name: 'Series',
        mediaUids: [episode.mediaUid],
      }),
      monetizationEnabled: true,
    })
    const plan = await insertPlan(db, site, { name: 'Monthly', amount: 700, interval: 'month' })
    plans.pass = await insertPlan(db, site, { name: 'Pass', amount: 1500, interval: 'year' })
    plans.foreign = await insertPlan(db, other, { name: 'Foreign', amount: 500, interval: 'year' })
    items.passFilm = (await addMediaItem(db, site, 'Pass film', { monetizationEnabled: true })).uid
    await db
      .insertInto('item_plans')
      .values(
        [items.passFilm, items.film].map((item_uid) => ({
          website_uid: site,
          item_uid,
          plan_uid: plans.pass,
        })),
      )
      .execute()

    const { ada, tom, una, bea, rev, nev } = customers
    await addSubscription(db, site, { userUid: ada.uid, planUid: plan })
    await addOrder('ada', { status: 'paid', total: 700, type: 'subscription' })
    await addSubscription(db, site, { userUid: tom.uid, planUid: plan, status: 'trialing' })
    await addSubscription(db, site, {
      userUid: una.uid,
      planUid: plan,
      status: 'canceled',
      endsInHours: -24,
    })
    const beasOrder = await addOrder('bea', { status: 'paid', total: 900 })
    await addPurchase(db, site, { userUid: bea.uid, itemUid: items.film, amount: 900 })
    await db
      .updateTable('purchases')
      .set({ order_uid: beasOrder, price_uid: 'price-customers' })
      .where('user_uid', '=', bea.uid)
      .execute()
    await addOrder('rev', { status: 'refunded', total: 900 })
    await addPurchase(db, site, { userUid: rev.uid, itemUid: items.film, revoked: true })
    await addOrder('nev', { status: 'open', total: 900, paidAt: null })
    await addOnDemandRequest(db, site, {
      userUid: nev.uid,
      itemUid: items.request,
      status: 'pending',
    })
  })
  afterAll(() => t.close())

  it('lists the customers of this website only, staff left out, newest first', async () => {
    const answer = await call('GET', '/customers/')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['x-total-count']).toBe('7')
    const rows = answer.json<AdminCustomer[]>()
    expect(rows.map((row) => row.first_name)).toEqual([...NAMES].reverse())
    expect(rows.map((row) => row.uid)).not.toContain(foreignCustomer)
    expect(rows.map((row) => row.uid)).not.toContain(staffUid)
    expect(rows.find((row) => row.first_name === 'ada')).toEqual({
      uid: customers.ada.uid,
      email: 'ada@test.example',
      first_name: 'ada',
      last_name: 'FamilyZ',
      created_at: '2024-01-01T10:00:00.000Z',
      active_subscriptions: 1,
      trialing_subscriptions: 0,
      purchases_count: 0,
      paid_total: 700,
      last_order_at: '2024-03-01T10:01:00.000Z',
      blocked_at: null,
    })
    expect(rows.find((row) => row.first_name === 'rev')).toMatchObject({
      purchases_count: 0,
      paid_total: 0,
      last_order_at: '2024-03-01T10:01:00.000Z',
    })
  })

  it.each([
    ['subscribed', ['ada', 'tom']],
    ['trialing', ['tom']],
    ['unsubscribed', ['una']],
    ['bought', ['bea']],
    ['never_bought', ['tom', 'una', 'nev', 'gil']],
  ])('filters the %s segment', async (segment, names) => {
    const found = await list(`?segment=${segment}&_sort=created_at&_order=ASC`)
    expect(found).toEqual({ names, total: String(names.length) })
  })

  it('finds words of the e-mail address or name, case aside, sorts and pages', async () => {
    expect((await list('?q=BEA%40test')).names).toEqual(['bea'])
    expect((await list('?q=familyz')).names).toEqual(['ada'])
    expect((await list('?q=ada%20familyY')).names).toEqual([])
    expect((await list('?q=test.example&segment=bought')).names).toEqual(['bea'])
    expect((await list('?_sort=email&_order=ASC')).names).toEqual([
      'ada',
      'bea',
      'gil',
      'nev',
      'rev',
      'tom',
      'una',
    ])
    expect(await list('?_sort=last_name&_order=ASC&_start=1&_end=3')).toEqual({
      names: ['nev', 'rev'],
      total: '7',
    })
    expectFieldError(await call('GET', '/customers/?_sort=paid_total'), '_sort')
    expectFieldError(await call('GET', '/customers/?segment=paused'), 'segment')
    expectFieldError(await call('GET', '/customers/?_start=5&_end=2'), '_end')
  })

  it("shows a customer's profile and history", async () => {
    const answer = await call('GET', `/customers/${customers.bea.uid}/`)
    expect(answer.statusCode, answer.body).toBe(200)
    const bea = answer.json<AdminCustomerDetail>()
    expect(bea).toMatchObject({ uid: customers.bea.uid, purchases_count: 1, paid_total: 900 })
    expect(bea.purchases).toEqual([
      {
        uid: expect.any(String),
        item_uid: items.film,
        item_name: 'Paid film',
        amount: 900,
        created_at: expect.any(String),
        expire_at: null,
        revoked_at: null,
      },
    ])
    expect(bea.orders).toEqual([
      {
        uid: expect.any(String),
        type: 'prices',
        status: 'paid',
        total: 900,
        currency: 'eur',
        created_at: '2024-03-01T10:00:00.000Z',
      },
    ])
    const ada = (await call('GET', `/customers/${customers.ada.uid}/`)).json<AdminCustomerDetail>()
    expect(ada.custom_fields).toEqual({ company: 'Analytical' })
    expect(ada.subscriptions).toEqual([
      {
        uid: expect.any(String),
        plan_uid: expect.any(String),
        plan_name: 'Monthly',
        status: 'active',
        current_period_end: expect.any(String),
        canceled_at: null,
        paused_at: null,
        pause_resumes_at: null,
        winback_accepted_at: null,
        winback_percent_off: null,
        winback_amount_off: null,
        winback_months: null,
        plan_amount: 700,
        plan_interval: 'month',
        currency: 'eur',
        past_due_since: null,
        grace_ends_at: null,
        credit: 0,
      },
    ])
    const nev = (await call('GET', `/customers/${customers.nev.uid}/`)).json<AdminCustomerDetail>()
    expect(nev.ondemand_requests).toEqual([
      {
        request_uid: expect.any(String),
        item_uid: items.request,
        item_name: 'Asked film',
        status: 'pending',
        created_at: expect.any(String),
      },
    ])
    expect(nev.orders.map((order) => order.status)).toEqual(['open'])
    expect(nev.grants).toEqual([])
  })

  it('answers 404 for a staff account, a customer of another website or an unknown uid', async () => {
    for (const uid of [staffUid, foreignCustomer, 'nobody']) {
      expect((await call('GET', `/customers/${uid}/`)).statusCode).toBe(404)
      const given = await call('POST', `/customers/${uid}/grants/`, {
        payload: { item_uid: items.film },
      })
      expect(given.statusCode).toBe(404)
    }
  })

  it('is refused to editors, contributors, customers and the staff of another website', async () => {
    const refused = [tokens.editor, tokens.contributor, customers.ada.token, tokens.ownerOfOther]
    for (const token of refused) {
      expect((await call('GET', '/customers/', { token })).statusCode).toBe(403)
      expect((await call('GET', `/customers/${customers.gil.uid}/`, { token })).statusCode).toBe(
        403,
      )
      const given = await call('POST', `/customers/${customers.gil.uid}/grants/`, {
        token,
        payload: { item_uid: items.film },
      })
      expect(given.statusCode).toBe(403)
      const revoked = await call('DELETE', `/customers/${customers.gil.uid}/grants/any/`, { token })
      expect(revoked.statusCode).toBe(403)
    }
  })

  it.each([
    ['item_uid', {}],
    ['item_uid', { item_uid: 42 }],
    ['days', { item_uid: 'x', days: 0 }],
    ['days', { item_uid: 'x', days: 3651 }],
    ['days', { item_uid: 'x', days: 1.5 }],
    ['note', { item_uid: 'x', note: 'x'.repeat(501) }],
  ])('answers a bad grant with a 400 naming %s', async (field, body) => {
    expectFieldError(await grant('gil', body), field)
  })

  it('refuses an item of another website or none, naming item_uid', async () => {
    expectFieldError(await grant('gil', { item_uid: items.foreign }), 'item_uid')
    expectFieldError(await grant('gil', { item_uid: 'no-such-item' }), 'item_uid')
  })

  it('opens a paid item to the customer at once, on the item page and in the player', async () => {
    expect(await accessOf('gil', 'paid-film', items.film)).toEqual({
      page: false,
      expire_at: null,
      playback: false,
    })
    const answer = await grant('gil', { item_uid: items.film, days: 30, note: ' Prize winner ' })
    expect(answer.statusCode, answer.body).toBe(201)
    const given = answer.json<AdminAccessGrant>()
    expect(given).toEqual({
      uid: expect.any(String),
      item_uid: items.film,
      item_name: 'Paid film',
      plan_uid: null,
      plan_name: '',
      note: 'Prize winner',
      created_at: expect.any(String),
      expire_at: expect.any(String),
      revoked_at: null,
      granted_by_email: 'owner@staff.example',
    })
    const days = (Date.parse(given.expire_at!) - Date.parse(given.created_at)) / 86_400_000
    expect(days).toBe(30)
    expect(await accessOf('gil', 'paid-film', items.film)).toEqual({
      page: true,
      expire_at: given.expire_at,
      playback: true,
    })
    // Another customer gets nothing from it.
    expect((await accessOf('nev', 'paid-film', items.film)).page).toBe(false)
    const again = await grant('gil', { item_uid: items.film })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ type: 'Conflict' })

    const detail = await call('GET', `/customers/${customers.gil.uid}/`)
    expect(detail.json<AdminCustomerDetail>().grants).toEqual([given])
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_uid', '=', given.uid)
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'create', resource: 'access_grant', before: null })
    expect(JSON.parse(audit[0]!.after ?? '')).toMatchObject({
      user_uid: customers.gil.uid,
      item_uid: items.film,
      note: 'Prize winner',
    })
  })

  it('opens an on-demand item without end, with no request to accept', async () => {
    const answer = await grant('nev', { item_uid: items.request })
    expect(answer.statusCode, answer.body).toBe(201)
    expect(answer.json<AdminAccessGrant>()).toMatchObject({ expire_at: null, note: '' })
    expect(await accessOf('nev', 'asked-film', items.request)).toEqual({
      page: true,
      expire_at: null,
      playback: true,
    })
  })

  it('opens the medias of a granted playlist, in the playlist and in the player', async () => {
    expect((await accessOf('bea', 'episode-one', items.episode)).playback).toBe(false)
    expect((await grant('bea', { item_uid: items.series })).statusCode).toBe(201)
    const series = await t.app.inject({
      url: `${API_BASE}/items/series/`,
      headers: { host: HOST, ...signedIn(customers.bea.token) },
    })
    const body = series.json<{
      has_access: boolean
      content_object: { medias: { has_access: boolean }[] }
    }>()
    expect(body.has_access).toBe(true)
    expect(body.content_object.medias.map((media) => media.has_access)).toEqual([true])
    // The episode's own item stays closed; its media plays through the playlist.
    expect(await accessOf('bea', 'episode-one', items.episode)).toMatchObject({ page: false })
  })

  it('gives nothing once a grant expired', async () => {
    await t.database.db
      .insertInto('access_grants')
      .values({
        uid: newUid(),
        website_uid: site,
        user_uid: customers.una.uid,
        item_uid: items.film,
        granted_by: staffUid,
        created_at: hoursFromNow(-48),
        expire_at: hoursFromNow(-1),
        revoked_at: null,
      })
      .execute()
    expect(await accessOf('una', 'paid-film', items.film)).toMatchObject({
      page: false,
      playback: false,
    })
    // An expired grant is no longer in force: a new one may be given.
    expect((await grant('una', { item_uid: items.film, days: 1 })).statusCode).toBe(201)
    expect((await accessOf('una', 'paid-film', items.film)).page).toBe(true)
  })

  it('revokes a grant: the access ends at once, a second revocation answers 409', async () => {
    const detail = await call('GET', `/customers/${customers.gil.uid}/`)
    const [given] = detail.json<AdminCustomerDetail>().grants
    const answer = await revoke('gil', given!.uid)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json<AdminAccessGrant>()).toMatchObject({
      uid: given!.uid,
      revoked_at: expect.any(String),
    })
    expect(await accessOf('gil', 'paid-film', items.film)).toEqual({
      page: false,
      expire_at: null,
      playback: false,
    })
    expect((await revoke('gil', given!.uid)).statusCode).toBe(409)
    expect((await revoke('gil', 'no-such-grant')).statusCode).toBe(404)
    // Through another customer's page, the grant is not found.
    expect((await revoke('bea', given!.uid)).statusCode).toBe(404)

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_uid', '=', given!.uid)
      .where('action', '=', 'update')
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ resource: 'access_grant' })
    expect(JSON.parse(audit[0]!.before ?? '')).toMatchObject({ revoked_at: null })
    expect(JSON.parse(audit[0]!.after ?? '')).toMatchObject({ revoked_at: expect.any(String) })

    // Once revoked, access may be given again.
    expect((await grant('gil', { item_uid: items.film })).statusCode).toBe(201)
    expect((await accessOf('gil', 'paid-film', items.film)).page).toBe(true)
  })
  it('refuses a plan of another website or none, and an item with a plan, naming the field', async () => {
    expectFieldError(await grant('gil', { plan_uid: plans.foreign }), 'plan_uid')
    expectFieldError(await grant('gil', { plan_uid: 'no-such-plan' }), 'plan_uid')
    expectFieldError(await grant('gil', { plan_uid: plans.pass, item_uid: items.film }), 'plan_uid')
    expectFieldError(await grant('gil', { plan_uid: 42 }), 'plan_uid')
    expectFieldError(await grant('gil', { note: 'Nothing named' }), 'item_uid')
  })

  it('opens every item of a granted plan until the grant is revoked', async () => {
    expect((await accessOf('tom', 'pass-film', items.passFilm)).page).toBe(false)
    expect((await accessOf('tom', 'paid-film', items.film)).page).toBe(false)
    const answer = await grant('tom', { plan_uid: plans.pass, days: 7, note: 'Jury' })
    expect(answer.statusCode, answer.body).toBe(201)
    const given = answer.json<AdminAccessGrant>()
    expect(given).toMatchObject({
      item_uid: null,
      item_name: '',
      plan_uid: plans.pass,
      plan_name: 'Pass',
      note: 'Jury',
      revoked_at: null,
    })
    for (const [slug, uid] of [
      ['pass-film', items.passFilm],
      ['paid-film', items.film],
    ] as const) {
      expect(await accessOf('tom', slug, uid)).toEqual({
        page: true,
        expire_at: given.expire_at,
        playback: true,
      })
    }
    // Items outside the plan stay closed, and other customers get nothing.
    expect((await accessOf('tom', 'episode-one', items.episode)).page).toBe(false)
    expect((await accessOf('gil', 'pass-film', items.passFilm)).page).toBe(false)
    const again = await grant('tom', { plan_uid: plans.pass })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      type: 'Conflict',
      details: { plan_uid: expect.any(Array) },
    })

    const detail = await call('GET', `/customers/${customers.tom.uid}/`)
    expect(detail.json<AdminCustomerDetail>().grants).toEqual([given])
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_uid', '=', given.uid)
      .execute()
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.after ?? '')).toMatchObject({
      user_uid: customers.tom.uid,
      item_uid: null,
      plan_uid: plans.pass,
    })

    expect((await revoke('tom', given.uid)).statusCode).toBe(200)
    expect(await accessOf('tom', 'pass-film', items.passFilm)).toEqual({
      page: false,
      expire_at: null,
      playback: false,
    })
  })

  it('gives nothing once a plan grant expired', async () => {
    await t.database.db
      .insertInto('access_grants')
      .values({
        uid: newUid(),
        website_uid: site,
        user_uid: customers.rev.uid,
        item_uid: null,
        plan_uid: plans.pass,
        granted_by: staffUid,
        created_at: hoursFromNow(-48),
        expire_at: hoursFromNow(-1),
        revoked_at: null,
      })
      .execute()
    expect((await accessOf('rev', 'pass-film', items.passFilm)).page).toBe(false)
  })
})
