import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import {
  subscriptionChangePath,
  type SubscriptionChange,
} from '../../../contract/values/subscriptions.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { insertPlan } from '../../db/insert.ts'
import { addMediaItem, addSubscription } from '../catalogue/test-fixtures.ts'

describe.each(DIALECTS)('a subscriber cancelling and resuming in the site on %s', (dialect) => {
  let t: TestApp
  let site: string
  let plan: string
  let mine: string
  let lapsed: string
  let someoneElses: string
  let headers: Record<string, string> = {}
  let elsewhere: Record<string, string> = {}

  const db = () => t.database.db

  const change = (
    uid: string,
    what: SubscriptionChange,
    extra: Record<string, string> = headers,
    host = 's.test',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}${subscriptionChangePath(uid, what)}`,
      headers: { host, ...extra },
    })

  const listed = async () => {
    const answer = await t.app.inject({
      url: `${API_BASE}/purchases/subscriptions/`,
      headers: { host: 's.test', ...headers },
    })
    return answer.json() as { uid: string; canceled: boolean }[]
  }

  const hasAccess = async () => {
    const answer = await t.app.inject({
      url: `${API_BASE}/items/included/`,
      headers: { host: 's.test', ...headers },
    })
    expect(answer.statusCode).toBe(200)
    return answer.json().has_access as boolean
  }

  /** The uid of a user's subscription to a plan (the fixture does not answer it). */
  const uidOf = async (userUid: string, planUid: string) =>
    (
      await db()
        .selectFrom('subscriptions')
        .select('uid')
        .where('user_uid', '=', userUid)
        .where('plan_uid', '=', planUid)
        .executeTakeFirstOrThrow()
    ).uid

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { hosts: ['s.test'] })
    const otherSite = await createWebsite(db(), { hosts: ['o.test'] })
    plan = await insertPlan(db(), site, { name: 'Mensuel', amount: 900, interval: 'month' })
    const old = await insertPlan(db(), site, { name: 'Échu', amount: 900, interval: 'month' })
    await addMediaItem(db(), site, 'Included', { monetizationEnabled: true, planUids: [plan] })
    const user = await createUser(db(), site)
    await addSubscription(db(), site, { userUid: user.uid, planUid: plan })
    await addSubscription(db(), site, { userUid: user.uid, planUid: old, endsInHours: -1 })
    const other = await createUser(db(), site)
    await addSubscription(db(), site, { userUid: other.uid, planUid: plan })
    mine = await uidOf(user.uid, plan)
    lapsed = await uidOf(user.uid, old)
    someoneElses = await uidOf(other.uid, plan)
    headers = signedIn(await createSession(db(), site, user.uid))
    const visitor = await createUser(db(), otherSite)
    elsewhere = signedIn(await createSession(db(), otherSite, visitor.uid))
  })
  afterAll(() => t.close())

  it('cancels at the end of the period: still active, access kept until then', async () => {
    const answer = await change(mine, 'cancel')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toEqual({
      uid: mine,
      plan,
      plan_name: 'Mensuel',
      status: 'active',
      current_period_end: expect.any(String),
      canceled: true,
      pause_resumes_at: null,
      grace_ends_at: null,
      pause_months_max: 0,
      winback_offer: null,
    })
    expect(await listed()).toEqual([expect.objectContaining({ uid: mine, canceled: true })])
    expect(await hasAccess()).toBe(true)
  })

  it('answers a second cancel unchanged, keeping the first cancellation date', async () => {
    const before = await db()
      .selectFrom('subscriptions')
      .select('canceled_at')
      .where('uid', '=', mine)
      .executeTakeFirstOrThrow()
    const answer = await change(mine, 'cancel')
    expect(answer.statusCode).toBe(200)
    expect(answer.json().canceled).toBe(true)
    const after = await db()
      .selectFrom('subscriptions')
      .select(['canceled_at', 'status'])
      .where('uid', '=', mine)
      .executeTakeFirstOrThrow()
    expect(after).toEqual({ canceled_at: before.canceled_at, status: 'active' })
  })

  it('resumes a cancelled subscription, and answers a second resume unchanged', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await change(mine, 'resume')
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.json()).toMatchObject({ uid: mine, status: 'active', canceled: false })
    }
    expect(await listed()).toEqual([expect.objectContaining({ uid: mine, canceled: false })])
    expect(await hasAccess()).toBe(true)
  })

  it('knows no subscription of another viewer, an ended one, or one of another website', async () => {
    const cases: [string, Record<string, string>, string][] = [
      [someoneElses, headers, 's.test'],
      [lapsed, headers, 's.test'],
      ['no-such-subscription', headers, 's.test'],
      [mine, elsewhere, 'o.test'],
    ]
    for (const [uid, caller, host] of cases) {
      for (const what of ['cancel', 'resume'] as const) {
        const answer = await change(uid, what, caller, host)
        expect(answer.statusCode, `${what} ${uid} on ${host}`).toBe(404)
        expect(answer.json().type).toBe('NotFound')
      }
    }
    const theirs = await db()
      .selectFrom('subscriptions')
      .select('canceled_at')
      .where('uid', '=', someoneElses)
      .executeTakeFirstOrThrow()
    expect(theirs.canceled_at).toBeNull()
  })

  it('asks to sign in first, whatever the uid', async () => {
    for (const uid of [mine, 'x'.repeat(65)]) {
      const answer = await change(uid, 'cancel', {})
      expect(answer.statusCode).toBe(401)
      expect(answer.json().type).toBe('Unauthorized')
    }
  })

  it('names the uid when it cannot be one', async () => {
    const answer = await change('x'.repeat(65), 'cancel')
    expect(answer.statusCode).toBe(400)
    expect(answer.json().type).toBe('ValidationError')
    expect(answer.json().details).toHaveProperty('uid')
  })

  it('refuses, without a 500, a Stripe subscription once Stripe is switched off', async () => {
    await db()
      .updateTable('subscriptions')
      .set({ provider_subscription_id: 'sub_gone' })
      .where('uid', '=', mine)
      .execute()
    const answer = await change(mine, 'cancel')
    expect(answer.statusCode).toBe(409)
    expect(answer.json().type).toBe('Conflict')
  })
})
