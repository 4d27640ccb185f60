import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import {
  subscriptionChangePath,
  subscriptionEndPausePath,
  subscriptionPausePath,
} from '../../../contract/values/subscriptions.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { insertPlan } from '../../db/insert.ts'
import { writePauseSettings } from '../billing/pause/pause-repo.ts'
import { resumeDueSandboxPauses } from '../billing/sandbox/sandbox-pauses.ts'
import { addMediaItem, addSubscription } from '../catalogue/test-fixtures.ts'

const DAY_MS = 24 * 3600 * 1000

describe.each(DIALECTS)('a subscriber pausing a sandbox subscription on %s', (dialect) => {
  let t: TestApp
  let site: string
  let plan: string
  let mine: string
  let headers: Record<string, string> = {}

  const db = () => t.database.db

  const post = (url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}${url}`,
      headers: { host: 's.test', ...headers },
      ...(payload === undefined ? {} : { payload }),
    })
  const pause = (months: unknown) => post(subscriptionPausePath(mine), { months })
  const endPause = () => post(subscriptionEndPausePath(mine))

  const listed = async () => {
    const answer = await t.app.inject({
      url: `${API_BASE}/purchases/subscriptions/`,
      headers: { host: 's.test', ...headers },
    })
    return answer.json() as { uid: string; status: string; pause_months_max: number }[]
  }

  const hasAccess = async () => {
    const answer = await t.app.inject({
      url: `${API_BASE}/items/included/`,
      headers: { host: 's.test', ...headers },
    })
    expect(answer.statusCode).toBe(200)
    return answer.json().has_access as boolean
  }

  const row = () =>
    db()
      .selectFrom('subscriptions')
      .select(['status', 'current_period_end', 'paused_at', 'pause_resumes_at', 'canceled_at'])
      .where('uid', '=', mine)
      .executeTakeFirstOrThrow()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { hosts: ['s.test'] })
    plan = await insertPlan(db(), site, { name: 'Mensuel', amount: 900, interval: 'month' })
    await addMediaItem(db(), site, 'Included', { monetizationEnabled: true, planUids: [plan] })
    const user = await createUser(db(), site)
    await addSubscription(db(), site, { userUid: user.uid, planUid: plan })
    mine = (
      await db()
        .selectFrom('subscriptions')
        .select('uid')
        .where('user_uid', '=', user.uid)
        .executeTakeFirstOrThrow()
    ).uid
    headers = signedIn(await createSession(db(), site, user.uid))
  })
  afterAll(() => t.close())

  it('offers no pause while the site has them off, and refuses one', async () => {
    expect(await listed()).toEqual([expect.objectContaining({ uid: mine, pause_months_max: 0 })])
    const answer = await pause(1)
    expect(answer.statusCode, answer.body).toBe(409)
    expect((await row()).status).toBe('active')
  })

  it('names months beyond what the site allows, or not a number of months', async () => {
    await writePauseSettings(db(), site, { enabled: true, maxMonths: 2 })
    expect(await listed()).toEqual([expect.objectContaining({ pause_months_max: 2 })])
    for (const months of [3, 0, 4, 1.5, 'one', null])
      expectFieldError(await pause(months), 'months')
    expect(await row()).toMatchObject({ status: 'active', paused_at: null })
  })

  it('pauses: no access, no cancel, listed with the date it resumes', async () => {
    const before = await row()
    const answer = await pause(2)
    expect(answer.statusCode, answer.body).toBe(200)
    const paused = await row()
    expect(paused.status).toBe('paused')
    expect(paused.current_period_end).toBe(before.current_period_end)
    const from = new Date(paused.paused_at ?? '')
    const resumes = new Date(paused.pause_resumes_at ?? '')
    const days = (resumes.getTime() - from.getTime()) / DAY_MS
    expect(days).toBeGreaterThanOrEqual(59)
    expect(days).toBeLessThanOrEqual(62)
    expect(answer.json()).toMatchObject({
      uid: mine,
      status: 'paused',
      pause_resumes_at: paused.pause_resumes_at,
      canceled: false,
    })
    expect(await listed()).toEqual([expect.objectContaining({ uid: mine, status: 'paused' })])
    expect(await hasAccess()).toBe(false)
    expect((await post(subscriptionChangePath(mine, 'cancel'))).statusCode).toBe(409)
    // Asking again answers it unchanged.
    expect((await pause(1)).json().pause_resumes_at).toBe(paused.pause_resumes_at)
  })

  it('ends the pause early: access again, the period moved on by the pause', async () => {
    const paused = await row()
    const answer = await endPause()
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ status: 'active', pause_resumes_at: null })
    const resumed = await row()
    expect(resumed).toMatchObject({ status: 'active', paused_at: null, pause_resumes_at: null })
    const moved =
      new Date(resumed.current_period_end).getTime() - new Date(paused.current_period_end).getTime()
    expect(moved).toBeGreaterThanOrEqual(0)
    expect(moved).toBeLessThan(DAY_MS)
    expect(await hasAccess()).toBe(true)
    expect((await endPause()).json().status).toBe('active')
  })

  it('resumes by itself at its date, keeping the days left of the period', async () => {
    const before = await row()
    expect((await pause(1)).statusCode).toBe(200)
    const paused = await row()
    const resumesAt = new Date(paused.pause_resumes_at ?? '')
    // A run before the date leaves it paused.
    expect(await resumeDueSandboxPauses(db(), new Date(resumesAt.getTime() - 1000))).toBe(0)
    expect((await row()).status).toBe('paused')
    expect(await resumeDueSandboxPauses(db(), new Date(resumesAt.getTime() + DAY_MS))).toBe(1)
    const resumed = await row()
    const pausedFor = resumesAt.getTime() - new Date(paused.paused_at ?? '').getTime()
    expect(resumed.status).toBe('active')
    expect(new Date(resumed.current_period_end).getTime()).toBe(
      new Date(before.current_period_end).getTime() + pausedFor,
    )
    expect(await resumeDueSandboxPauses(db(), new Date(resumesAt.getTime() + DAY_MS))).toBe(0)
  })

  it('pauses only an active subscription that renews', async () => {
    expect((await post(subscriptionChangePath(mine, 'cancel'))).statusCode).toBe(200)
    expect((await pause(1)).statusCode).toBe(409)
    expect((await row()).status).toBe('active')
  })
})
