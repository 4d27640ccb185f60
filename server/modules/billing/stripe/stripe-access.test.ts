import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { sentMails } from '../../../../test/support/sent-mails.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import { addMediaItem } from '../../catalogue/test-fixtures.ts'
import { setTrialDays } from './stripe-repo.ts'
import { deliver, mailCount, sessionIdOf, stripeEnv } from './stripe-test-support.ts'
import { createPlan } from '../test-shop.ts'

const HOUR = 3_600_000
const inSeconds = (ms: number) => Math.floor(ms / 1000)

describe.each(DIALECTS)('access bought through Stripe on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp
  let site: string
  let trialPlan: string
  let monthlyPlan: string
  const prices: Record<string, string> = {}

  const db = () => t.database.db

  /** A new signed-in buyer: answers their token. */
  async function buyer(): Promise<string> {
    return createSession(db(), site, (await createUser(db(), site)).uid)
  }

  async function hasAccess(token: string, slug: string): Promise<boolean> {
    const answer = await t.app.inject({
      url: `${API_BASE}/items/${slug}/`,
      headers: signedIn(token),
    })
    expect(answer.statusCode).toBe(200)
    return answer.json().has_access
  }

  /** Checks out and pays on the fake Stripe; answers the session id. */
  async function pay(token: string, body: object, url = '/billing/checkout/'): Promise<string> {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}${url}`,
      headers: signedIn(token),
      payload: body,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const id = sessionIdOf(answer.json().checkout_session_url)
    fake.pay(id)
    return id
  }

  const send = async (type: string, objectId: string) => {
    const answer = await deliver(t, fake.event(type, objectId).payload)
    expect(answer.statusCode, answer.body).toBe(200)
  }

  const subscriptionRows = (providerId: string) =>
    db()
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider_subscription_id', '=', providerId)
      .execute()

  /** The newest mail of the outbox, decoded. */
  const lastMail = async () => (await sentMails(t, { atLeast: 1 })).at(-1) ?? ''

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    site = await createWebsite(db(), { name: 'Main', hosts: ['localhost'] })
    trialPlan = await createPlan(db(), site, 'Découverte', 990, 'month')
    await setTrialDays(db(), site, trialPlan, 7)
    monthlyPlan = await createPlan(db(), site, 'Mensuel', 1290, 'month')
    const rental = { amount: 400, period: 2 }
    const item = await addMediaItem(db(), site, 'Rented', {
      monetizationEnabled: true,
      prices: [rental],
    })
    await addMediaItem(db(), site, 'Subscribed', {
      monetizationEnabled: true,
      planUids: [trialPlan, monthlyPlan],
    })
    prices.rental = (
      await db()
        .selectFrom('prices')
        .select('uid')
        .where('item_uid', '=', item.uid)
        .executeTakeFirstOrThrow()
    ).uid
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('follows Stripe’s subscription even when updated arrives before created', async () => {
    const token = await buyer()
    const id = await pay(token, { type: 'subscription', subscription: trialPlan })
    const subscriptionId = fake.get(id).subscription as string
    const created = fake.event('customer.subscription.created', subscriptionId)
    const periodEnd = inSeconds(Date.now() + 40 * 24 * HOUR)
    fake.updateSubscription(subscriptionId, { status: 'active', periodEnd })
    await send('customer.subscription.updated', subscriptionId)
    expect(await deliver(t, created.payload).then((a) => a.statusCode)).toBe(200)
    const rows = await subscriptionRows(subscriptionId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'active', plan_uid: trialPlan })
    expect(rows[0]!.current_period_end).toBe(new Date(periodEnd * 1000).toISOString())
    expect(await hasAccess(token, 'subscribed')).toBe(true)

    const mails = await mailCount(t)
    await send('checkout.session.completed', id)
    const after = await subscriptionRows(subscriptionId)
    expect(after).toHaveLength(1)
    expect(after[0]!.order_uid).not.toBeNull()
    expect(await mailCount(t)).toBe(mails + 1)
    expect(await lastMail()).toContain('Votre abonnement sur Main a commenc')
  })

  it('opens the plan’s items during the free trial and closes them once canceled', async () => {
    const token = await buyer()
    const id = await pay(token, { type: 'subscription', subscription: trialPlan })
    await send('checkout.session.completed', id)
    const subscriptionId = fake.get(id).subscription as string
    expect((await subscriptionRows(subscriptionId))[0]?.status).toBe('trialing')
    expect(await hasAccess(token, 'subscribed')).toBe(true)
    expect(await lastMail()).toContain('Votre essai gratuit se termine le')
    const mails = await mailCount(t)
    fake.updateSubscription(subscriptionId, { status: 'canceled' })
    await send('customer.subscription.deleted', subscriptionId)
    expect((await subscriptionRows(subscriptionId))[0]?.status).toBe('canceled')
    expect(await hasAccess(token, 'subscribed')).toBe(false)
    // Canceled, not ended for want of payment: no mail says it ended.
    expect(await mailCount(t)).toBe(mails)
  })

  it('tells the subscriber once when Stripe ends a subscription whose renewal failed', async () => {
    const token = await buyer()
    const id = await pay(token, { type: 'subscription', subscription: monthlyPlan })
    await send('checkout.session.completed', id)
    const subscriptionId = fake.get(id).subscription as string
    const invoice = fake.createInvoice(subscriptionId, 'subscription_cycle', 1290)
    fake.updateSubscription(subscriptionId, { status: 'past_due' })
    await send('invoice.payment_failed', invoice.id)
    const mails = await mailCount(t)

    // Stripe's retries are over: it cancels the subscription, and says so once or twice.
    fake.updateSubscription(subscriptionId, { status: 'canceled' })
    const deleted = fake.event('customer.subscription.deleted', subscriptionId)
    await deliver(t, deleted.payload)
    await deliver(t, deleted.payload)
    expect((await subscriptionRows(subscriptionId))[0]?.status).toBe('canceled')
    expect(await hasAccess(token, 'subscribed')).toBe(false)
    expect(await mailCount(t)).toBe(mails + 1)
    const mail = await lastMail()
    expect(mail).toContain('Votre abonnement a pris fin')
    expect(mail).toContain("abonnement Mensuel sur Main n'a pas pu être payé")
  })

  it('closes access on a failed renewal, mails once, and reopens when the invoice is paid, an order of its own', async () => {
    const token = await buyer()
    const id = await pay(token, { type: 'subscription', subscription: monthlyPlan })
    await send('checkout.session.completed', id)
    const subscriptionId = fake.get(id).subscription as string
    expect(await hasAccess(token, 'subscribed')).toBe(true)

    const invoice = fake.createInvoice(subscriptionId, 'subscription_cycle', 1290)
    fake.updateSubscription(subscriptionId, { status: 'past_due' })
    const failed = fake.event('invoice.payment_failed', invoice.id)
    const mails = await mailCount(t)
    await deliver(t, failed.payload)
    await deliver(t, failed.payload)
    const [pastDue] = await subscriptionRows(subscriptionId)
    expect(pastDue?.status).toBe('past_due')
    // The website's grace days (7 by default) keep the items open, and no longer.
    const graceEnd = new Date(pastDue!.past_due_since!).getTime() + 7 * 24 * HOUR
    expect(pastDue?.grace_ends_at).toBe(new Date(graceEnd).toISOString())
    expect(await hasAccess(token, 'subscribed')).toBe(true)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(graceEnd + 60_000)
    const later = await createSession(db(), site, pastDue!.user_uid)
    expect(await hasAccess(later, 'subscribed')).toBe(false)
    vi.useRealTimers()
    expect(await mailCount(t)).toBe(mails + 1)
    expect(await lastMail()).toContain("abonnement Mensuel sur Main n'a pas abouti")
    const [failedRow] = await subscriptionRows(subscriptionId)
    const link = `/account/billing?subscription=${failedRow!.uid}\n`
    expect(await lastMail()).toContain(link)

    // The mail's link holds no token that could expire: each visit opens a new portal session.
    const portalOf = async (who: string) =>
      t.app.inject({
        url: `${API_BASE}/me/stripe-portal/?subscription=${failedRow!.uid}`,
        headers: signedIn(who),
      })
    const first = await portalOf(token)
    const second = await portalOf(token)
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    expect(first.json().url).not.toBe(second.json().url)
    const portals = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions')
    expect(portals.at(-1)?.params.customer).toBe(fake.get(id).customer)
    const stranger = await portalOf(await buyer())
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json().details).toEqual({ subscription: [expect.any(String)] })

    const renewedUntil = inSeconds(Date.now() + 60 * 24 * HOUR)
    fake.updateSubscription(subscriptionId, { status: 'active', periodEnd: renewedUntil })
    fake.payInvoice(invoice.id)
    await send('invoice.paid', invoice.id)
    const [row] = await subscriptionRows(subscriptionId)
    expect(row?.status).toBe('active')
    expect([row?.past_due_since, row?.grace_ends_at]).toEqual([null, null])
    expect(row?.current_period_end).toBe(new Date(renewedUntil * 1000).toISOString())
    expect(await hasAccess(token, 'subscribed')).toBe(true)
    // The renewal's payment is revenue: an order of its own, beside the checkout's.
    const orders = await db()
      .selectFrom('orders')
      .select(['type', 'status', 'total', 'provider_session_id'])
      .where('user_uid', '=', row!.user_uid)
      // The checkout's session (cs_…) first, then the invoice (in_…).
      .orderBy('provider_session_id')
      .execute()
    expect(orders).toEqual([
      { type: 'subscription', status: 'paid', total: 1290, provider_session_id: id },
      { type: 'subscription', status: 'paid', total: 1290, provider_session_id: invoice.id },
    ])
  })

  it('revokes a purchase once its charge is refunded in full, not for a partial refund', async () => {
    const token = await buyer()
    const kept = await pay(token, { type: 'prices', prices: [prices.rental], tip: 200 })
    await send('checkout.session.completed', kept)
    fake.refund(fake.chargeOf(kept).id, 200)
    await send('charge.refunded', fake.chargeOf(kept).id)
    expect(await hasAccess(token, 'rented')).toBe(true)

    const other = await buyer()
    const refunded = await pay(other, { type: 'prices', prices: [prices.rental] })
    await send('checkout.session.completed', refunded)
    expect(await hasAccess(other, 'rented')).toBe(true)
    fake.refund(fake.chargeOf(refunded).id)
    await send('charge.refunded', fake.chargeOf(refunded).id)
    expect(await hasAccess(other, 'rented')).toBe(false)
    const list = await t.app.inject({ url: `${API_BASE}/purchases/`, headers: signedIn(other) })
    expect(list.json()).toEqual([])
    const order = await db()
      .selectFrom('orders')
      .select('status')
      .where('provider_session_id', '=', refunded)
      .executeTakeFirstOrThrow()
    expect(order.status).toBe('refunded')
  })

  it('ends a rental when its period is over', async () => {
    const token = await buyer()
    const id = await pay(token, { type: 'prices', prices: [prices.rental] })
    await send('checkout.session.completed', id)
    const item = await t.app.inject({ url: `${API_BASE}/items/rented/`, headers: signedIn(token) })
    expect(item.json().has_access).toBe(true)
    const end = new Date(item.json().expire_at).getTime()
    expect(Math.abs(end - (Date.now() + 2 * HOUR))).toBeLessThan(60_000)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(end + 1000)
    expect(await hasAccess(token, 'rented')).toBe(false)
    const list = await t.app.inject({ url: `${API_BASE}/purchases/`, headers: signedIn(token) })
    expect(list.json()).toEqual([expect.objectContaining({ slug: 'rented', has_access: false })])
  })

  it('records a donation, thanks the donor, and opens nothing', async () => {
    const token = await buyer()
    const id = await pay(token, { amount: 2000, message: 'Merci !' }, '/billing/checkout/donate/')
    await send('checkout.session.completed', id)
    const order = await db()
      .selectFrom('orders')
      .select(['uid', 'status'])
      .where('provider_session_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(order.status).toBe('paid')
    const donation = await db()
      .selectFrom('donations')
      .selectAll()
      .where('order_uid', '=', order.uid)
      .executeTakeFirstOrThrow()
    expect(donation).toMatchObject({ amount: 2000, message: 'Merci !' })
    for (const table of ['purchases', 'subscriptions'] as const) {
      const granted = await db()
        .selectFrom(table)
        .select('uid')
        .where('order_uid', '=', order.uid)
        .execute()
      expect(granted).toHaveLength(0)
    }
    expect(await hasAccess(token, 'rented')).toBe(false)
    expect(await hasAccess(token, 'subscribed')).toBe(false)
    expect(await lastMail()).toContain('Merci pour votre don de 20,00')
  })
})
