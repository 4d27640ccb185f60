import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminCustomerDetail } from '../../../../contract/schemas/admin-customers.ts'
import type {
  AdminCustomerSubscription,
  AdminSubscriptionSwitched,
  AdminSubscriptionSwitchPreview,
} from '../../../../contract/schemas/admin-subscriptions.ts'
import { API_BASE } from '../../../../contract/values/api-paths.ts'
import { customerSubscriptionPath } from '../../../../contract/values/admin-subscriptions.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import { sentMails } from '../../../../test/support/sent-mails.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { insertPlan } from '../../../db/insert.ts'
import { addMediaItem, addSubscription, hoursFromNow } from '../../catalogue/test-fixtures.ts'
import { monthsAfter } from '../checkout/fulfilment.ts'

const HOST = 'subs.test'
const OTHER_HOST = 'other-subs.test'
type Action = Parameters<typeof customerSubscriptionPath>[2]

describe.each(DIALECTS)('staff acting on a customer subscription on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '', contributor: '', ownerOfOther: '' }
  const plans = { monthly: '', premium: '', cheap: '', yearly: '', foreign: '' }
  let site = ''

  const db = () => t.database.db
  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; payload?: unknown; host?: string } = {},
  ) => adminCall(t, method, url, { token: tokens.owner, host: HOST, ...options })
  const act = (
    customer: Customer,
    action: Action,
    payload?: unknown,
    options: { token?: string; host?: string } = {},
  ) =>
    call('POST', customerSubscriptionPath(customer.uid, customer.sub, action), {
      payload,
      ...options,
    })
  const preview = (customer: Customer, planUid: string) =>
    call(
      'GET',
      `${customerSubscriptionPath(customer.uid, customer.sub, 'switch-preview')}?plan_uid=${planUid}`,
    )

  interface Customer {
    uid: string
    email: string
    token: string
    sub: string
  }

  /** A customer of the site subscribed to `planUid` (sandbox), with the period ending in `days`. */
  async function subscriber(name: string, planUid: string, days = 15): Promise<Customer> {
    const email = `${name}@subs.example`
    const user = await createUser(db(), site, { email })
    await addSubscription(db(), site, { userUid: user.uid, planUid, endsInHours: days * 24 })
    const row = await db()
      .selectFrom('subscriptions')
      .select('uid')
      .where('user_uid', '=', user.uid)
      .executeTakeFirstOrThrow()
    return { uid: user.uid, email, token: await createSession(db(), site, user.uid), sub: row.uid }
  }

  /** Whether the customer may watch the film of the monthly plan, as the storefront says. */
  const opensFilm = async (customer: Customer) => {
    const headers = { host: HOST, ...signedIn(customer.token) }
    const page = await t.app.inject({ url: `${API_BASE}/items/plan-film/`, headers })
    expect(page.statusCode, page.body).toBe(200)
    return page.json<{ has_access: boolean }>().has_access
  }

  const rowOf = (customer: Customer) =>
    db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('uid', '=', customer.sub)
      .executeTakeFirstOrThrow()

  const audits = (customer: Customer) =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'resource', 'after'])
      .where('record_uid', '=', customer.sub)
      .execute()

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const monetized = { monetization_enabled: true }
    site = await createWebsite(db(), { name: 'Subs', hosts: [HOST], settings: monetized })
    const other = await createWebsite(db(), { name: 'Other', hosts: [OTHER_HOST] })
    for (const role of ['owner', 'editor', 'contributor'] as const) {
      const user = await createUser(db(), site, { staffRole: role, email: `${role}@staff.example` })
      tokens[role] = await createSession(db(), site, user.uid)
    }
    const otherOwner = await createUser(db(), other, { staffRole: 'owner' })
    tokens.ownerOfOther = await createSession(db(), other, otherOwner.uid)
    plans.monthly = await insertPlan(db(), site, {
      name: 'Mensuel',
      amount: 900,
      interval: 'month',
    })
    plans.premium = await insertPlan(db(), site, {
      name: 'Premium',
      amount: 1500,
      interval: 'month',
    })
    plans.cheap = await insertPlan(db(), site, { name: 'Léger', amount: 500, interval: 'month' })
    plans.yearly = await insertPlan(db(), site, { name: 'Annuel', amount: 9000, interval: 'year' })
    plans.foreign = await insertPlan(db(), other, {
      name: 'Ailleurs',
      amount: 900,
      interval: 'month',
    })
    await addMediaItem(db(), site, 'Plan film', {
      monetizationEnabled: true,
      planUids: [plans.monthly],
    })
  })
  afterAll(() => t.close())

  it('cancels at period end: access kept, renewal stopped, undone, audited and mailed', async () => {
    const ann = await subscriber('ann', plans.monthly)
    const answer = await act(ann, 'cancel', { when: 'period_end' })
    expect(answer.statusCode, answer.body).toBe(200)
    const cancelled = answer.json<AdminCustomerSubscription>()
    expect(cancelled.canceled_at).not.toBeNull()
    expect(cancelled.status).toBe('active')
    expect(await opensFilm(ann)).toBe(true)
    expect((await act(ann, 'cancel', { when: 'period_end' })).statusCode).toBe(409)
    const mails = await sentMails(t, { to: ann.email, atLeast: 1 })
    expect(mails.at(-1)).toContain('Subs : votre abonnement est résilié')
    const resumed = await act(ann, 'resume')
    expect(resumed.statusCode, resumed.body).toBe(200)
    expect(resumed.json<AdminCustomerSubscription>().canceled_at).toBeNull()
    expect((await act(ann, 'resume')).statusCode).toBe(409)
    expect((await sentMails(t, { to: ann.email, atLeast: 2 })).at(-1)).toContain(
      'votre abonnement continue',
    )
    const logged = await audits(ann)
    expect(logged.map((row) => [row.action, row.resource])).toEqual([
      ['update', 'subscription'],
      ['update', 'subscription'],
    ])
    expect(logged.map((row) => JSON.parse(row.after ?? '{}').change)).toEqual(
      expect.arrayContaining(['cancel_period_end', 'resume']),
    )
  })

  it('cancels now: the items close at once, and an ended subscription refuses more', async () => {
    const bob = await subscriber('bob', plans.monthly)
    expect(await opensFilm(bob)).toBe(true)
    const answer = await act(bob, 'cancel', { when: 'now' })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json<AdminCustomerSubscription>().status).toBe('canceled')
    expect(await opensFilm(bob)).toBe(false)
    expect((await sentMails(t, { to: bob.email, atLeast: 1 })).at(-1)).toContain(
      'votre abonnement a pris fin',
    )
    for (const [action, payload] of [
      ['cancel', { when: 'now' }],
      ['comp', { months: 1 }],
      ['switch', { plan_uid: plans.premium }],
    ] as const) {
      expect((await act(bob, action, payload)).statusCode).toBe(409)
    }
    expect(await audits(bob)).toHaveLength(1)
  })

  it('gives free months: the period ends that much later, and opens the items past the old end', async () => {
    const cat = await subscriber('cat', plans.monthly, 1)
    const before = await rowOf(cat)
    const answer = await act(cat, 'comp', { months: 2 })
    expect(answer.statusCode, answer.body).toBe(200)
    const end = answer.json<AdminCustomerSubscription>().current_period_end
    expect(end).toBe(monthsAfter(new Date(before.current_period_end), 2))
    // Past the old end, the access rule still opens the items.
    await db()
      .updateTable('subscriptions')
      .set({ current_period_end: hoursFromNow(-1) })
      .where('uid', '=', cat.sub)
      .execute()
    expect(await opensFilm(cat)).toBe(false)
    await db()
      .updateTable('subscriptions')
      .set({ current_period_end: end })
      .where('uid', '=', cat.sub)
      .execute()
    expect(await opensFilm(cat)).toBe(true)
    expect(
      await db().selectFrom('orders').select('uid').where('user_uid', '=', cat.uid).execute(),
    ).toEqual([])
    expect((await sentMails(t, { to: cat.email, atLeast: 1 })).at(-1)).toContain('2 mois offerts')
    expect(JSON.parse((await audits(cat))[0]?.after ?? '{}')).toMatchObject({
      change: 'comp',
      current_period_end: end,
    })
  })

  it('refuses free months outside 1–12, naming months', async () => {
    const dan = await subscriber('dan', plans.monthly)
    expectFieldError(await act(dan, 'comp', { months: 0 }), 'months')
    expectFieldError(await act(dan, 'comp', { months: 13 }), 'months')
    expectFieldError(await act(dan, 'cancel', { when: 'tomorrow' }), 'when')
    expect(await audits(dan)).toEqual([])
  })

  it('previews a switch to a dearer plan, and charges exactly that to the cent', async () => {
    const eve = await subscriber('eve', plans.monthly, 10)
    const shown = await preview(eve, plans.premium)
    expect(shown.statusCode, shown.body).toBe(200)
    const figures = shown.json<AdminSubscriptionSwitchPreview>()
    expect(figures.amount).toBe(figures.charge - figures.credit)
    expect(figures.credit).toBeGreaterThan(0)
    expect(figures.credit).toBeLessThan(900)
    expect(figures.amount).toBeGreaterThan(0)
    expect(figures.currency).toBe('eur')
    const answer = await act(eve, 'switch', {
      plan_uid: plans.premium,
      proration_date: figures.proration_date,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const switched = answer.json<AdminSubscriptionSwitched>()
    expect(switched.proration).toEqual(figures)
    expect(switched.subscription).toMatchObject({ plan_uid: plans.premium, plan_name: 'Premium' })
    const orders = await db()
      .selectFrom('orders')
      .select(['total', 'status', 'type'])
      .where('user_uid', '=', eve.uid)
      .execute()
    expect(orders).toEqual([{ total: figures.amount, status: 'paid', type: 'subscription' }])
    // The plan's film is the monthly plan's: switched away, it no longer opens.
    expect(await opensFilm(eve)).toBe(false)
    const detail = await call('GET', `/customers/${eve.uid}/`)
    expect(detail.json<AdminCustomerDetail>().subscriptions[0]).toMatchObject({
      plan_name: 'Premium',
      plan_amount: 1500,
    })
    expect((await sentMails(t, { to: eve.email, atLeast: 1 })).at(-1)).toContain(
      'votre formule est maintenant « Premium »',
    )
  })

  it('keeps what a switch to a cheaper plan leaves as a credit, as previewed', async () => {
    const fay = await subscriber('fay', plans.monthly, 20)
    const figures = (await preview(fay, plans.cheap)).json<AdminSubscriptionSwitchPreview>()
    expect(figures.amount).toBeLessThan(0)
    const answer = await act(fay, 'switch', {
      plan_uid: plans.cheap,
      proration_date: figures.proration_date,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json<AdminSubscriptionSwitched>().subscription.credit).toBe(-figures.amount)
    expect((await rowOf(fay)).credit).toBe(-figures.amount)
  })

  it('refuses a switch the preview would refuse, naming plan_uid or proration_date', async () => {
    const gus = await subscriber('gus', plans.monthly)
    expectFieldError(await preview(gus, plans.foreign), 'plan_uid')
    expectFieldError(await preview(gus, plans.monthly), 'plan_uid')
    expectFieldError(await preview(gus, plans.yearly), 'plan_uid')
    expectFieldError(await act(gus, 'switch', { plan_uid: 'nope' }), 'plan_uid')
    const old = new Date(Date.now() - 2 * 3_600_000).toISOString()
    expectFieldError(
      await act(gus, 'switch', { plan_uid: plans.premium, proration_date: old }),
      'proration_date',
    )
    expect((await rowOf(gus)).plan_uid).toBe(plans.monthly)
  })

  it('lets owners only act, and another website or customer finds nothing', async () => {
    const hal = await subscriber('hal', plans.monthly)
    const ivy = await subscriber('ivy', plans.monthly)
    for (const token of [tokens.editor, tokens.contributor]) {
      expect((await act(hal, 'comp', { months: 1 }, { token })).statusCode).toBe(403)
    }
    const elsewhere = { token: tokens.ownerOfOther, host: OTHER_HOST }
    expect((await act(hal, 'comp', { months: 1 }, elsewhere)).statusCode).toBe(404)
    // Ivy's subscription asked for under Hal's page.
    const mixed = { ...hal, sub: ivy.sub }
    expect((await act(mixed, 'cancel', { when: 'now' })).statusCode).toBe(404)
    expect((await preview(mixed, plans.premium)).statusCode).toBe(404)
    expect((await act({ ...hal, sub: 'unknown' }, 'resume')).statusCode).toBe(404)
    expect(await audits(hal)).toEqual([])
    expect(await audits(ivy)).toEqual([])
  })

  it('shows a failed renewal on the customer page: when, and until when access lasts', async () => {
    const user = await createUser(db(), site, { email: 'jon@subs.example' })
    await addSubscription(db(), site, {
      userUid: user.uid,
      planUid: plans.monthly,
      graceEndsInHours: 48,
    })
    const detail = await call('GET', `/customers/${user.uid}/`)
    expect(detail.statusCode, detail.body).toBe(200)
    const [row] = detail.json<AdminCustomerDetail>().subscriptions
    expect(row).toMatchObject({
      status: 'past_due',
      plan_amount: 900,
      currency: 'eur',
      past_due_since: expect.any(String),
      grace_ends_at: expect.any(String),
    })
  })
})
