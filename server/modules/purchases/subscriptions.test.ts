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
import { insertItem, insertMedia, insertPlan } from '../../db/insert.ts'
import { addSubscription } from '../catalogue/test-fixtures.ts'

describe.each(DIALECTS)('a subscriber’s subscriptions on %s', (dialect) => {
  let t: TestApp
  let headers: Record<string, string> = {}
  const plans: Record<string, string> = {}
  const items: Record<string, string> = {}

  const get = (url: string, extra: Record<string, string> = headers, host = 's.test') =>
    t.app.inject({ url: `${API_BASE}${url}`, headers: { host, ...extra } })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['s.test'] })
    const other = await createWebsite(db, { hosts: ['o.test'] })
    const plan = (websiteUid: string, name: string) =>
      insertPlan(db, websiteUid, { name, amount: 900, interval: 'month' })
    plans.monthly = await plan(site, 'Mensuel')
    plans.yearly = await plan(site, 'Annuel')
    plans.lapsed = await plan(site, 'Échu')
    plans.elsewhere = await plan(other, 'Ailleurs')
    const item = async (slug: string, planUids: string[]) =>
      insertItem(db, site, {
        slug,
        contentObjectType: 'media',
        contentObjectUid: await insertMedia(db, site, { name: slug, duration: 60 }),
        monetizationEnabled: true,
        planUids,
      })
    items.both = await item('both', [plans.monthly, plans.yearly])
    items.monthly = await item('monthly-only', [plans.monthly])
    items.none = await item('no-plan', [])
    const user = await createUser(db, site)
    const subscribe = (planUid: string, extra: { status?: string; endsInHours?: number } = {}) =>
      addSubscription(db, site, { userUid: user.uid, planUid, ...extra })
    await subscribe(plans.monthly, { endsInHours: 24 })
    await subscribe(plans.yearly, { endsInHours: 24 * 300 })
    await subscribe(plans.lapsed, { endsInHours: -1 })
    await subscribe(plans.lapsed, { status: 'past_due', endsInHours: 24 })
    const otherUser = await createUser(db, site)
    await addSubscription(db, site, { userUid: otherUser.uid, planUid: plans.lapsed })
    await db
      .updateTable('subscriptions')
      .set({ canceled_at: new Date().toISOString() })
      .where('plan_uid', '=', plans.yearly)
      .execute()
    headers = signedIn(await createSession(db, site, user.uid))
  })
  afterAll(() => t.close())

  it('asks to sign in first', async () => {
    const answer = await get('/purchases/subscriptions/', {})
    expect(answer.statusCode).toBe(401)
    expect(answer.json().type).toBe('Unauthorized')
  })

  it('lists the plans that open items now, soonest end first, telling a cancelled one', async () => {
    const answer = await get('/purchases/subscriptions/')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.json()).toEqual([
      {
        uid: expect.any(String),
        plan: plans.monthly,
        plan_name: 'Mensuel',
        status: 'active',
        current_period_end: expect.any(String),
        canceled: false,
        pause_resumes_at: null,
        grace_ends_at: null,
        pause_months_max: 0,
        winback_offer: null,
      },
      expect.objectContaining({ plan: plans.yearly, plan_name: 'Annuel', canceled: true }),
    ])
  })

  it('lists the items a plan opens, for anyone', async () => {
    const uidsOf = async (query: string) => {
      const answer = await get(`/items/?${query}`, {})
      expect(answer.statusCode).toBe(200)
      return (answer.json() as { results: { uid: string }[] }).results.map((item) => item.uid)
    }
    expect((await uidsOf(`plan=${plans.monthly}`)).sort()).toEqual(
      [items.both, items.monthly].sort(),
    )
    expect(await uidsOf(`plan=${plans.yearly}`)).toEqual([items.both])
    expect(await uidsOf(`plan=${plans.elsewhere}`)).toEqual([])
    const bad = await get('/items/?plan=', {})
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details).toHaveProperty('plan')
  })
})
