import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertPlan } from '../../db/insert.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createUser, createWebsite, type TestUser } from '../../../test/support/fixtures.ts'
import { addMediaItem, addPurchase, addSubscription } from '../catalogue/test-fixtures.ts'
import { addOrder } from '../billing/test-fixtures.ts'
import { caller, SAFARI_ON_IPHONE, signInAs } from './account-test-support.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

describe.each(DIALECTS)('downloading and erasing my data on %s', (dialect) => {
  let t: TestApp
  let site: string
  let call: ReturnType<typeof caller>
  let film: { uid: string; mediaUid: string }
  let planUid: string

  /** A customer who bought, subscribed (cancelled), watched, listed and ordered. */
  async function activeCustomer(): Promise<{ user: TestUser; token: string; orderUid: string }> {
    const db = t.database.db
    const user = await createUser(t.database.db, site)
    const token = await signInAs(call, user)
    const orderUid = await addOrder(db, site, {
      userUid: user.uid,
      lines: [{ label: 'Film', amount: 500 }],
      message: 'Pour ma sœur',
      createdAt: '2024-03-01T10:00:00.000Z',
      paidAt: '2024-03-01T10:01:00.000Z',
    })
    await addPurchase(db, site, { userUid: user.uid, itemUid: film.uid, amount: 500 })
    await addSubscription(db, site, { userUid: user.uid, planUid })
    await db
      .updateTable('subscriptions')
      .set({ canceled_at: new Date().toISOString() })
      .where('user_uid', '=', user.uid)
      .execute()
    expect((await call('PUT', `/me/list/${film.uid}/`, { token })).statusCode).toBe(204)
    const progress = await call('PUT', `/me/progress/${film.mediaUid}/`, {
      token,
      payload: { item_uid: film.uid, position: 30, duration: 60, kind: 'progress' },
    })
    expect(progress.statusCode, progress.body).toBe(200)
    return { user, token, orderUid }
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(t.database.db, { hosts: ['data.test'] })
    call = caller(t, 'data.test')
    film = await addMediaItem(t.database.db, site, 'Film')
    planUid = await insertPlan(t.database.db, site, {
      name: 'Mensuel',
      amount: 900,
      interval: 'month',
    })
  })
  afterAll(() => t.close())

  it('downloads a JSON file of profile, orders, purchases, subscriptions, progress and list', async () => {
    const { user, token, orderUid } = await activeCustomer()
    const answer = await call('GET', '/account/export/', { token })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(answer.headers['cache-control']).toBe('no-store')
    const data = answer.json()
    expect(data.profile).toMatchObject({ uid: user.uid, email: user.email, first_name: 'Ada' })
    expect(data.orders).toEqual([
      expect.objectContaining({
        uid: orderUid,
        total: 500,
        message: 'Pour ma sœur',
        lines: [{ label: 'Film', amount: 500 }],
      }),
    ])
    expect(data.purchases).toEqual([
      expect.objectContaining({ item_uid: film.uid, item_name: 'Film' }),
    ])
    expect(data.subscriptions).toEqual([
      expect.objectContaining({ plan_uid: planUid, plan_name: 'Mensuel' }),
    ])
    expect(data.playback_progress).toEqual([
      expect.objectContaining({
        item_uid: film.uid,
        media_uid: film.mediaUid,
        position: 30,
        finished: false,
      }),
    ])
    expect(data.my_list).toEqual([
      expect.objectContaining({ item_uid: film.uid, item_name: 'Film' }),
    ])
  })

  it('holds nothing of anyone else', async () => {
    await activeCustomer()
    const token = await signInAs(call, await createUser(t.database.db, site))
    const data = (await call('GET', '/account/export/', { token })).json()
    for (const part of [
      'orders',
      'purchases',
      'subscriptions',
      'donations',
      'playback_progress',
      'my_list',
    ]) {
      expect(data[part], part).toEqual([])
    }
  })

  it('erases the account: signed out everywhere, no sign-in, personal data gone, orders kept', async () => {
    const { user, token, orderUid } = await activeCustomer()
    const phone = await signInAs(call, user, SAFARI_ON_IPHONE)
    const db = t.database.db

    const erased = await call('POST', '/account/delete/', {
      token,
      payload: { password: user.password },
    })
    expect(erased.statusCode, erased.body).toBe(204)

    for (const session of [token, phone]) {
      expect((await call('GET', '/auth/me/', { token: session })).statusCode).toBe(401)
    }
    const login = await call('POST', '/auth/login/', {
      payload: { email: user.email, password: user.password },
    })
    expect(login.statusCode).toBe(400)
    expect(login.json().type).toBe('InvalidCredentials')

    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('uid', '=', user.uid)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      first_name: '',
      last_name: '',
      password_hash: '',
      custom_fields: '{}',
    })
    expect(row.email).not.toContain(user.email.split('@')[0])
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('uid', '=', orderUid)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({ user_uid: user.uid, total: 500, status: 'paid', message: null })
    const purchases = await db
      .selectFrom('purchases')
      .select('amount')
      .where('user_uid', '=', user.uid)
      .execute()
    expect(purchases).toEqual([{ amount: 500 }])
    for (const table of ['list_items', 'playback_positions', 'viewer_events'] as const) {
      const left = await db
        .selectFrom(table)
        .select('website_uid')
        .where('user_uid', '=', user.uid)
        .execute()
      expect(left, table).toEqual([])
    }
    // The analytics still counts what was watched.
    const events = await db
      .selectFrom('viewer_events')
      .select('uid')
      .where('website_uid', '=', site)
      .where('user_uid', 'is', null)
      .execute()
    expect(events.length).toBeGreaterThan(0)

    // The address is free again: the person may register anew.
    const again = await call('POST', '/auth/register/', {
      payload: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: user.email,
        password1: 'a fresh start',
        password2: 'a fresh start',
      },
    })
    expect(again.statusCode, again.body).toBe(201)
  })

  it('asks for the right password and keeps the account on a wrong one', async () => {
    const user = await createUser(t.database.db, site)
    const token = await signInAs(call, user)
    expectFieldError(
      await call('POST', '/account/delete/', { token, payload: { password: 'nope' } }),
      'password',
    )
    expectFieldError(await call('POST', '/account/delete/', { token, payload: {} }), 'password')
    expect((await call('GET', '/account/', { token })).json().email).toBe(user.email)
  })

  it('refuses site staff, and a subscription that would renew, saying why', async () => {
    const staff = await createUser(t.database.db, site, { staffRole: 'owner' })
    const staffToken = await signInAs(call, staff)
    const refused = await call('POST', '/account/delete/', {
      token: staffToken,
      payload: { password: staff.password },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toMatch(/l’équipe/)

    const subscriber = await createUser(t.database.db, site)
    const token = await signInAs(call, subscriber)
    await addSubscription(t.database.db, site, { userUid: subscriber.uid, planUid })
    const renewing = await call('POST', '/account/delete/', {
      token,
      payload: { password: subscriber.password },
    })
    expect(renewing.statusCode).toBe(409)
    expect(renewing.json().message).toMatch(/Résiliez vos abonnements/)
    expect((await call('GET', '/auth/me/', { token })).statusCode).toBe(200)
    expect((await call('GET', '/auth/me/', { token: staffToken })).statusCode).toBe(200)
  })
})
