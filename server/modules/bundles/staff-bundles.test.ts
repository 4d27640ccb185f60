import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'
import { adminCall } from '../../../test/support/staff-api.ts'

const HOST = 'bundles.test'

describe.each(DIALECTS)('bundles in the back office on %s', (dialect) => {
  let t: TestApp
  let siteUid = ''
  let owner = ''
  let editor = ''
  let ownerOfOther = ''
  let film = ''
  let concert = ''
  let documentary = ''
  let foreignItem = ''

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { token?: string; payload?: unknown; host?: string } = {},
  ) => adminCall(t, method, url, { token: owner, host: HOST, ...options })
  const create = (payload: Record<string, unknown>) => call('POST', '/bundles/', { payload })
  const storefrontBundles = async (item: string) => {
    const answer = await t.app.inject({
      url: `${API_BASE}/bundles/?item=${item}`,
      headers: { host: HOST },
    })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<{ uid: string; name: string }[]>()
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    siteUid = await createWebsite(db, { hosts: [HOST] })
    const staff = async (site: string, role: 'owner' | 'editor') =>
      createSession(db, site, (await createUser(db, site, { staffRole: role })).uid)
    owner = await staff(siteUid, 'owner')
    editor = await staff(siteUid, 'editor')
    film = (await addMediaItem(db, siteUid, 'Film du mois')).uid
    concert = (await addMediaItem(db, siteUid, 'Concert live')).uid
    documentary = (await addMediaItem(db, siteUid, 'Documentaire')).uid
    const other = await createWebsite(db, { hosts: ['other-bundles.test'] })
    ownerOfOther = await staff(other, 'owner')
    foreignItem = (await addMediaItem(db, other, 'Ailleurs')).uid
  })
  afterAll(() => t.close())

  it('creates a bundle of items in order, audited, which the pages of its items offer', async () => {
    const created = await create({
      name: ' Soirée complète ',
      description: 'Le film et le concert',
      amount: 1990,
      period: 0,
      item_uids: [concert, film],
    })
    expect(created.statusCode, created.body).toBe(201)
    const bundle = created.json()
    expect(bundle).toMatchObject({
      name: 'Soirée complète',
      amount: 1990,
      period: 0,
      on_sale: true,
      item_uids: [concert, film],
      purchases_count: 0,
    })
    expect(await storefrontBundles(film)).toEqual([
      expect.objectContaining({ uid: bundle.uid, name: 'Soirée complète' }),
    ])
    const audit = await call('GET', '/audit-log/?resource=bundle&action=create')
    expect(audit.json()).toContainEqual(
      expect.objectContaining({ record_uid: bundle.uid, after: expect.anything() }),
    )
  })

  it('lists, sorts, filters and pages the bundles, with the total', async () => {
    await create({ name: 'Aaa', amount: 500, period: 48, item_uids: [film, documentary] })
    await create({
      name: 'Zzz',
      amount: 300,
      period: 24,
      on_sale: false,
      item_uids: [concert, documentary],
    })
    const byAmount = await call('GET', '/bundles/?_sort=amount&_order=DESC&_start=0&_end=2')
    expect(byAmount.statusCode, byAmount.body).toBe(200)
    expect(byAmount.headers['x-total-count']).toBe('3')
    expect(byAmount.json().map((bundle: { amount: number }) => bundle.amount)).toEqual([1990, 500])
    const withdrawn = await call('GET', '/bundles/?on_sale=false')
    expect(withdrawn.json().map((bundle: { name: string }) => bundle.name)).toEqual(['Zzz'])
    const holdingFilm = await call('GET', `/bundles/?item_uid=${film}&_sort=name`)
    expect(holdingFilm.json().map((bundle: { name: string }) => bundle.name)).toEqual([
      'Aaa',
      'Soirée complète',
    ])
    expectFieldError(await call('GET', '/bundles/?_sort=uid'), '_sort')
  })

  it('changes only what is sent, audits it, and withdrawing one takes it off the storefront', async () => {
    const bundle = (
      await create({ name: 'Duo', amount: 800, period: 72, item_uids: [film, concert] })
    ).json()
    const changed = await call('PATCH', `/bundles/${bundle.uid}/`, {
      payload: { amount: 700, item_uids: [documentary, film], on_sale: false },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({
      name: 'Duo',
      amount: 700,
      period: 72,
      on_sale: false,
      item_uids: [documentary, film],
    })
    expect((await storefrontBundles(film)).map((found) => found.uid)).not.toContain(bundle.uid)
    const audit = await call('GET', '/audit-log/?resource=bundle&action=update')
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        record_uid: bundle.uid,
        before: expect.objectContaining({ amount: 800, on_sale: true }),
        after: expect.objectContaining({ amount: 700, on_sale: false }),
      }),
    )
  })

  it('refuses bad fields and another website’s items, naming them, and keeps nothing', async () => {
    const valid = { name: 'Pack', amount: 500, period: 0, item_uids: [film, concert] }
    expectFieldError(await create({ ...valid, name: '   ' }), 'name')
    expectFieldError(await create({ ...valid, amount: 0 }), 'amount')
    expectFieldError(await create({ ...valid, period: -1 }), 'period')
    expectFieldError(await create({ ...valid, item_uids: [film] }), 'item_uids')
    expectFieldError(await create({ ...valid, item_uids: [film, film] }), 'item_uids')
    expectFieldError(await create({ ...valid, item_uids: [film, foreignItem] }), 'item_uids')
    const named = await call('GET', '/bundles/?_sort=name&_start=0&_end=100')
    expect(named.json().map((bundle: { name: string }) => bundle.name)).not.toContain('Pack')
  })

  it('deletes a bundle nobody bought, audited, and answers 404 for one of another website', async () => {
    const bundle = (
      await create({ name: 'Éphémère', amount: 100, period: 0, item_uids: [film, concert] })
    ).json()
    const foreign = await call('DELETE', `/bundles/${bundle.uid}/`, {
      token: ownerOfOther,
      host: 'other-bundles.test',
    })
    expect(foreign.statusCode).toBe(404)
    const deleted = await call('DELETE', `/bundles/${bundle.uid}/`)
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect((await call('GET', `/bundles/${bundle.uid}/`)).statusCode).toBe(404)
    const audit = await call('GET', '/audit-log/?resource=bundle&action=delete')
    expect(audit.json()).toContainEqual(expect.objectContaining({ record_uid: bundle.uid }))
  })

  it('is for owners only, and shows no other website’s bundles', async () => {
    for (const [method, url] of [
      ['GET', '/bundles/'],
      ['POST', '/bundles/'],
    ] as const) {
      const refused = await call(method, url, {
        token: editor,
        payload: { name: 'X', amount: 1, period: 0, item_uids: [film, concert] },
      })
      expect(refused.statusCode, `${method} ${url}`).toBe(403)
    }
    const other = await call('GET', '/bundles/', {
      token: ownerOfOther,
      host: 'other-bundles.test',
    })
    expect(other.statusCode).toBe(200)
    expect(other.json()).toEqual([])
  })
})
