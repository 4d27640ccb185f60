import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

const HOST = 'coupon-admin.test'

describe.each(DIALECTS)('coupons in the back office on %s', (dialect) => {
  let t: TestApp
  let site = ''
  let owner = ''
  let editor = ''
  let foreignCoupon = ''

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { token?: string; payload?: unknown } = {},
  ) => adminCall(t, method, url, { token: owner, host: HOST, ...options })
  const create = (payload: Record<string, unknown>) => call('POST', '/coupons/', { payload })
  const auditOf = (uid: string) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'resource'])
      .where('record_uid', '=', uid)
      .orderBy('at')
      .execute()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { hosts: [HOST] })
    owner = await createSession(db, site, (await createUser(db, site, { staffRole: 'owner' })).uid)
    editor = await createSession(
      db,
      site,
      (await createUser(db, site, { staffRole: 'editor' })).uid,
    )
    const other = await createWebsite(db, { hosts: ['other-coupons.test'] })
    const otherOwner = await createSession(
      db,
      other,
      (await createUser(db, other, { staffRole: 'owner' })).uid,
    )
    const made = await adminCall(t, 'POST', '/coupons/', {
      token: otherOwner,
      host: 'other-coupons.test',
      payload: { code: 'ELSEWHERE', kind: 'amount', amount_off: 100 },
    })
    foreignCoupon = made.json().uid
  })
  afterAll(() => t.close())

  it('creates a coupon with the defaults a new one needs, audited', async () => {
    const made = await create({ code: 'BIENVENUE', kind: 'percent', percent_off: 20 })
    expect(made.statusCode, made.body).toBe(201)
    const coupon = made.json()
    expect(coupon).toMatchObject({
      code: 'BIENVENUE',
      kind: 'percent',
      percent_off: 20,
      amount_off: null,
      applies_to: 'both',
      starts_at: null,
      ends_at: null,
      max_redemptions: null,
      once_per_customer: true,
      redemptions: 0,
      archived_at: null,
    })
    expect(await auditOf(coupon.uid)).toEqual([{ action: 'create', resource: 'coupon' }])
  })

  it('refuses a code already offered, whatever its case (409 naming code)', async () => {
    await create({ code: 'Unique-1', kind: 'amount', amount_off: 300 })
    const again = await create({ code: 'UNIQUE-1', kind: 'percent', percent_off: 5 })
    expect(again.statusCode, again.body).toBe(409)
    expect(Object.keys(again.json().details)).toEqual(['code'])
  })

  it('names the field at fault', async () => {
    expectFieldError(await create({ code: 'no spaces', kind: 'percent', percent_off: 5 }), 'code')
    expectFieldError(
      await create({ code: 'P101', kind: 'percent', percent_off: 101 }),
      'percent_off',
    )
    expectFieldError(await create({ code: 'P0', kind: 'percent' }), 'percent_off')
    expectFieldError(await create({ code: 'A0', kind: 'amount', percent_off: 10 }), 'amount_off')
    const reversed = await create({
      code: 'LATE',
      kind: 'percent',
      percent_off: 5,
      starts_at: '2030-02-01T00:00:00.000Z',
      ends_at: '2030-01-01T00:00:00.000Z',
    })
    expectFieldError(reversed, 'ends_at')
  })

  it('lists the coupons paged and sorted the react-admin way', async () => {
    await create({ code: 'AAA-FIRST', kind: 'amount', amount_off: 100 })
    const page = await call('GET', '/coupons/?_sort=code&_order=ASC&_start=0&_end=2')
    expect(page.statusCode, page.body).toBe(200)
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(3)
    expect(page.json().map((c: { code: string }) => c.code)).toEqual(['AAA-FIRST', 'BIENVENUE'])
    const found = await call('GET', '/coupons/?q=bienv')
    expect(found.json().map((c: { code: string }) => c.code)).toEqual(['BIENVENUE'])
    expectFieldError(await call('GET', '/coupons/?_sort=percent'), '_sort')
  })

  it('changes a coupon: switching to an amount clears the percentage', async () => {
    const made = (await create({ code: 'SWITCH', kind: 'percent', percent_off: 10 })).json()
    const changed = await call('PATCH', `/coupons/${made.uid}/`, {
      payload: { kind: 'amount', amount_off: 450, max_redemptions: 3, applies_to: 'plans' },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({
      kind: 'amount',
      percent_off: null,
      amount_off: 450,
      max_redemptions: 3,
      applies_to: 'plans',
    })
    expect(await auditOf(made.uid)).toEqual([
      { action: 'create', resource: 'coupon' },
      { action: 'update', resource: 'coupon' },
    ])
  })

  it('deletes a coupon nobody used', async () => {
    const made = (await create({ code: 'GONE', kind: 'percent', percent_off: 10 })).json()
    const removed = await call('DELETE', `/coupons/${made.uid}/`)
    expect(removed.statusCode, removed.body).toBe(204)
    expect((await call('GET', `/coupons/${made.uid}/`)).statusCode).toBe(404)
    expect((await auditOf(made.uid)).at(-1)).toEqual({ action: 'delete', resource: 'coupon' })
    const reused = await create({ code: 'gone', kind: 'percent', percent_off: 10 })
    expect(reused.statusCode).toBe(201)
  })

  it('is for owners only: an editor gets 403', async () => {
    expect((await call('GET', '/coupons/', { token: editor })).statusCode).toBe(403)
    const made = await call('POST', '/coupons/', {
      token: editor,
      payload: { code: 'EDITOR', kind: 'percent', percent_off: 5 },
    })
    expect(made.statusCode).toBe(403)
  })

  it("never shows or changes another website's coupon", async () => {
    expect((await call('GET', `/coupons/${foreignCoupon}/`)).statusCode).toBe(404)
    const changed = await call('PATCH', `/coupons/${foreignCoupon}/`, {
      payload: { amount_off: 1 },
    })
    expect(changed.statusCode).toBe(404)
    expect((await call('DELETE', `/coupons/${foreignCoupon}/`)).statusCode).toBe(404)
    const codes = (await call('GET', '/coupons/?_end=100'))
      .json()
      .map((c: { code: string }) => c.code)
    expect(codes).not.toContain('ELSEWHERE')
  })
})
