import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { insertPlan } from '../../db/insert.ts'
import { addMediaItem, addSubscription } from '../catalogue/test-fixtures.ts'
import { adminCall, multipartForm } from '../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

const HOST = 'plans.test'

describe.each(DIALECTS)('subscription plans in the back office on %s', (dialect) => {
  let t: TestApp
  let siteUid = ''
  let owner = ''
  let editor = ''
  let customerUid = ''
  let film = ''
  let concert = ''
  let foreignItem = ''
  let foreignPlan = ''

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { token?: string; payload?: unknown; headers?: Record<string, string> } = {},
  ) => adminCall(t, method, url, { token: owner, host: HOST, ...options })
  const create = (payload: Record<string, unknown>) => call('POST', '/plans/', { payload })
  /** A call of the storefront's, as a visitor of the website. */
  const storefront = (path: string) =>
    t.app.inject({ method: 'GET', url: `${API_BASE}${path}`, headers: { host: HOST } })
  const publicPlanUids = async () =>
    (await storefront('/billing/plans/')).json<{ uid: string }[]>().map((plan) => plan.uid)

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    siteUid = await createWebsite(db, { hosts: [HOST] })
    owner = await createSession(
      db,
      siteUid,
      (await createUser(db, siteUid, { staffRole: 'owner' })).uid,
    )
    editor = await createSession(
      db,
      siteUid,
      (await createUser(db, siteUid, { staffRole: 'editor' })).uid,
    )
    customerUid = (await createUser(db, siteUid)).uid
    film = (await addMediaItem(db, siteUid, 'Film du mois')).uid
    concert = (await addMediaItem(db, siteUid, 'Concert live')).uid
    const other = await createWebsite(db, { hosts: ['other-plans.test'] })
    foreignItem = (await addMediaItem(db, other, 'Ailleurs')).uid
    foreignPlan = await insertPlan(db, other, { name: 'Ailleurs', amount: 100, interval: 'month' })
  })
  afterAll(() => t.close())

  it('creates a plan that opens its items, which visitors then see among the plans', async () => {
    const created = await create({
      name: ' Mensuel ',
      amount: 990,
      interval: 'month',
      description: 'Tout le catalogue',
      trial_days: 7,
      item_uids: [film, concert],
    })
    expect(created.statusCode, created.body).toBe(201)
    const plan = created.json()
    expect(plan).toMatchObject({
      name: 'Mensuel',
      amount: 990,
      interval: 'month',
      trial_days: 7,
      subscriptions_count: 0,
    })
    expect([...plan.item_uids].sort()).toEqual([film, concert].sort())

    const publicPlans = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/billing/plans/`,
      headers: { host: HOST },
    })
    expect(publicPlans.json()).toContainEqual(
      expect.objectContaining({ uid: plan.uid, name: 'Mensuel', amount: 990 }),
    )
    const item = await t.app.inject({
      method: 'GET',
      url: `${API_BASE}/items/film-du-mois/`,
      headers: { host: HOST },
    })
    expect(item.json().plans).toContain(plan.uid)
  })

  it('lists, sorts, filters and pages the plans, with the total', async () => {
    await create({ name: 'Annuel', amount: 9900, interval: 'year' })
    await create({ name: 'Découverte', amount: 490, interval: 'month' })
    const names = async (query: string) => {
      const answer = await call('GET', `/plans/${query}`)
      expect(answer.statusCode, answer.body).toBe(200)
      return { names: answer.json().map((plan: { name: string }) => plan.name), answer }
    }
    expect((await names('')).names).toEqual(['Mensuel', 'Annuel', 'Découverte'])
    expect((await names('?_sort=amount&_order=DESC')).names).toEqual([
      'Annuel',
      'Mensuel',
      'Découverte',
    ])
    const monthly = await names('?interval=month&_start=0&_end=1&_sort=amount')
    expect(monthly.names).toEqual(['Découverte'])
    expect(monthly.answer.headers['x-total-count']).toBe('2')
    expectFieldError(await call('GET', '/plans/?_sort=uid'), '_sort')
  })

  it('changes only what is sent, replaces its items, and audits before and after', async () => {
    const plan = (await call('GET', '/plans/?_sort=name')).json()[0]
    const changed = await call('PATCH', `/plans/${plan.uid}/`, {
      payload: { amount: 8900, item_uids: [concert] },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ name: plan.name, amount: 8900, item_uids: [concert] })
    const audit = await call('GET', '/audit-log/?resource=plan&action=update')
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        record_uid: plan.uid,
        before: expect.objectContaining({ amount: plan.amount }),
        after: expect.objectContaining({ amount: 8900 }),
      }),
    )
  })

  it('refuses bad fields and another website’s items, naming them, and keeps nothing', async () => {
    expectFieldError(await create({ name: '', amount: 100, interval: 'month' }), 'name')
    expectFieldError(await create({ name: 'Gratuit', amount: 0, interval: 'month' }), 'amount')
    expectFieldError(await create({ name: 'Hebdo', amount: 100, interval: 'week' }), 'interval')
    expectFieldError(
      await create({ name: 'Long', amount: 100, interval: 'month', trial_days: 400 }),
      'trial_days',
    )
    expectFieldError(
      await create({ name: 'Volé', amount: 100, interval: 'month', item_uids: [foreignItem] }),
      'item_uids',
    )
    const names = (await call('GET', '/plans/')).json().map((plan: { name: string }) => plan.name)
    expect(names).not.toContain('Volé')
    expect((await call('PATCH', '/plans/nope/', { payload: { amount: 100 } })).statusCode).toBe(404)
  })

  it('deletes a plan nobody subscribed to, and refuses one with subscribers', async () => {
    const plans = (await call('GET', '/plans/?_sort=name')).json()
    const [annual, discovery] = plans as { uid: string; name: string }[]
    await addSubscription(t.database.db, siteUid, { userUid: customerUid, planUid: annual!.uid })
    const refused = await call('DELETE', `/plans/${annual!.uid}/`)
    expect(refused.statusCode).toBe(409)
    expect((await call('GET', `/plans/${annual!.uid}/`)).json().subscriptions_count).toBe(1)

    expect((await call('DELETE', `/plans/${discovery!.uid}/`)).statusCode).toBe(204)
    expect((await call('GET', `/plans/${discovery!.uid}/`)).statusCode).toBe(404)
    const audit = await call('GET', '/audit-log/?resource=plan&action=delete')
    expect(audit.json()).toContainEqual(
      expect.objectContaining({ record_uid: discovery!.uid, after: null }),
    )
  })

  it('is for owners only: plans are money', async () => {
    expect((await call('GET', '/plans/', { token: editor })).statusCode).toBe(403)
    const created = await call('POST', '/plans/', {
      token: editor,
      payload: { name: 'Pirate', amount: 100, interval: 'month' },
    })
    expect(created.statusCode).toBe(403)
  })

  it('takes a PNG as thumbnail, shown to visitors, and refuses a text file naming it', async () => {
    const plan = (await create({ name: 'Illustré', amount: 500, interval: 'month' })).json()
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#2a9d8f' },
    })
      .png()
      .toBuffer()
    const put = (file: Buffer | string, token = owner) =>
      call('PUT', `/plans/${plan.uid}/thumbnail/`, { token, ...multipartForm(file) })

    const changed = await put(png)
    expect(changed.statusCode, changed.body).toBe(200)
    const address: string = changed.json().thumbnail
    expect(address).toMatch(/^\/images\/plan\/uid\/[^/]+\/thumbnail\.jpg\?v=[0-9a-f]+$/)
    const picture = await t.app.inject({ url: address, headers: { host: HOST } })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/png')
    const offered = (await storefront('/billing/plans/')).json<{ uid: string }[]>()
    expect(offered).toContainEqual(
      expect.objectContaining({ uid: plan.uid, thumbnail: address.split('?')[0] }),
    )

    expectFieldError(await put('not a picture at all'), 'file')
    expect((await put(png, editor)).statusCode).toBe(403)
    expect(
      (await call('DELETE', `/plans/${plan.uid}/thumbnail/`, { token: editor })).statusCode,
    ).toBe(403)
    expect((await call('GET', `/plans/${plan.uid}/`)).json().thumbnail).toBe(address)

    const removed = await call('DELETE', `/plans/${plan.uid}/thumbnail/`)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().thumbnail).toBeNull()
    expect((await storefront(`/billing/plans/${plan.uid}/`)).json().thumbnail).toBeNull()
    const audit = await call('GET', '/audit-log/?resource=plan&action=update')
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        record_uid: plan.uid,
        before: expect.objectContaining({ thumbnail: address }),
        after: expect.objectContaining({ thumbnail: null }),
      }),
    )
    const missing = await call('PUT', '/plans/nope/thumbnail/', { ...multipartForm(png) })
    expect(missing.statusCode).toBe(404)
  })

  it('keeps a private plan out of the plans and the items, and shows it at its own address', async () => {
    const created = await create({
      name: 'Club privé',
      amount: 1500,
      interval: 'month',
      is_private: true,
      item_uids: [film],
    })
    expect(created.statusCode, created.body).toBe(201)
    const plan = created.json()
    expect(plan.is_private).toBe(true)
    expect(await publicPlanUids()).not.toContain(plan.uid)
    expect((await storefront('/items/film-du-mois/')).json().plans).not.toContain(plan.uid)

    const own = await storefront(`/billing/plans/${plan.uid}/`)
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json()).toMatchObject({ uid: plan.uid, name: 'Club privé', amount: 1500 })
    expect((await storefront(`/billing/plans/${foreignPlan}/`)).statusCode).toBe(404)
    expect((await storefront('/billing/plans/nope/')).statusCode).toBe(404)
  })

  it('makes a plan private or public again, which items show at once, with its audit entry', async () => {
    const plan = (await call('GET', '/plans/?_sort=name'))
      .json()
      .find((row: { name: string }) => row.name === 'Club privé')
    const made = async (isPrivate: boolean) => {
      const changed = await call('PATCH', `/plans/${plan.uid}/`, {
        payload: { is_private: isPrivate },
      })
      expect(changed.statusCode, changed.body).toBe(200)
      expect(changed.json().is_private).toBe(isPrivate)
    }
    // A visitor's item answer is cached until the catalogue changes: privacy is such a change.
    expect((await storefront('/items/film-du-mois/')).json().plans).not.toContain(plan.uid)
    await made(false)
    expect(await publicPlanUids()).toContain(plan.uid)
    expect((await storefront('/items/film-du-mois/')).json().plans).toContain(plan.uid)
    await made(true)
    expect(await publicPlanUids()).not.toContain(plan.uid)
    expect((await storefront('/items/film-du-mois/')).json().plans).not.toContain(plan.uid)
    const audit = await call('GET', '/audit-log/?resource=plan&action=update')
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        record_uid: plan.uid,
        before: expect.objectContaining({ is_private: false }),
        after: expect.objectContaining({ is_private: true }),
      }),
    )
  })
})
