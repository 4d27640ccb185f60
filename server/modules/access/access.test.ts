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
import { insertPlan } from '../../db/insert.ts'
import {
  addMediaItem,
  addOnDemandRequest,
  addPurchase,
  addSubscription,
  hoursFromNow,
} from '../catalogue/test-fixtures.ts'

describe.each(DIALECTS)('access to items on %s', (dialect) => {
  let t: TestApp
  let site = ''
  const items: Record<string, string> = {}
  let planA = ''
  let planB = ''
  let freeSite = ''

  /** A signed-in user of the site: answers their Authorization header. */
  const newViewer = async (grant?: (userUid: string) => Promise<unknown>) => {
    const user = await createUser(t.database.db, site)
    await grant?.(user.uid)
    return signedIn(await createSession(t.database.db, site, user.uid))
  }
  const access = async (slug: string, headers: Record<string, string> = {}, host = 'm.test') => {
    const answer = await t.app.inject({
      url: `${API_BASE}/items/${slug}/`,
      headers: { host, ...headers },
    })
    expect(answer.statusCode).toBe(200)
    const item = answer.json()
    expect(item.expired_at).toBe(item.expire_at)
    return { has_access: item.has_access, expire_at: item.expire_at }
  }
  const purchase = (userUid: string, expireAt: string | null, revoked = false) =>
    addPurchase(t.database.db, site, { userUid, itemUid: items.paid!, expireAt, revoked })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { hosts: ['m.test'] })
    planA = await insertPlan(db, site, { name: 'A', amount: 900, interval: 'month' })
    planB = await insertPlan(db, site, { name: 'B', amount: 9000, interval: 'year' })
    items.public = (await addMediaItem(db, site, 'Public')).uid
    items.private = (await addMediaItem(db, site, 'Private', { visibilityType: 'private' })).uid
    items.onDemand = (
      await addMediaItem(db, site, 'On demand', { visibilityType: 'on_demand' })
    ).uid
    items.paid = (
      await addMediaItem(db, site, 'Paid', {
        monetizationEnabled: true,
        planUids: [planA],
        prices: [{ amount: 500, period: 48 }],
      })
    ).uid
    freeSite = await createWebsite(db, {
      hosts: ['free.test'],
      settings: { monetization_enabled: false },
    })
    await addMediaItem(db, freeSite, 'Paid', {
      monetizationEnabled: true,
      visibilityType: 'private',
    })
  })
  afterAll(() => t.close())

  const granted = { has_access: true, expire_at: null }
  const denied = { has_access: false, expire_at: null }

  it('lets anyone watch public items and nobody anonymous watch the others', async () => {
    expect(await access('public')).toEqual(granted)
    expect(await access('private')).toEqual(denied)
    expect(await access('on-demand')).toEqual(denied)
    expect(await access('paid')).toEqual(denied)
  })

  it('lets any signed-in user watch private items', async () => {
    const viewer = await newViewer()
    expect(await access('private', viewer)).toEqual(granted)
    expect(await access('public', viewer)).toEqual(granted)
    expect(await access('on-demand', viewer)).toEqual(denied)
    expect(await access('paid', viewer)).toEqual(denied)
  })

  it('opens an on-demand item once the request is accepted, not while pending', async () => {
    const pending = await newViewer((user) =>
      addOnDemandRequest(t.database.db, site, {
        userUid: user,
        itemUid: items.onDemand!,
        status: 'pending',
      }),
    )
    expect(await access('on-demand', pending)).toEqual(denied)
    const accepted = await newViewer((user) =>
      addOnDemandRequest(t.database.db, site, {
        userUid: user,
        itemUid: items.onDemand!,
        status: 'accepted',
      }),
    )
    expect(await access('on-demand', accepted)).toEqual(granted)
  })

  it('opens a sold item during a rental and tells when it ends', async () => {
    const expireAt = hoursFromNow(10)
    const renter = await newViewer((user) => purchase(user, expireAt))
    expect(await access('paid', renter)).toEqual({ has_access: true, expire_at: expireAt })
  })

  it('keeps the latest end among several rentals, and none once one is unlimited', async () => {
    const later = hoursFromNow(30)
    const twice = await newViewer(async (user) => {
      await purchase(user, hoursFromNow(5))
      await purchase(user, later)
    })
    expect(await access('paid', twice)).toEqual({ has_access: true, expire_at: later })
    const owner = await newViewer(async (user) => {
      await purchase(user, hoursFromNow(5))
      await purchase(user, null)
    })
    expect(await access('paid', owner)).toEqual(granted)
  })

  it('closes a sold item once the rental has expired or the purchase was revoked', async () => {
    const expired = await newViewer((user) => purchase(user, hoursFromNow(-1)))
    expect(await access('paid', expired)).toEqual(denied)
    const revoked = await newViewer((user) => purchase(user, null, true))
    expect(await access('paid', revoked)).toEqual(denied)
  })

  it('opens a sold item to an active subscription to one of its plans only', async () => {
    const subscribe = (planUid: string, status: string, endsInHours: number) =>
      newViewer((user) =>
        addSubscription(t.database.db, site, { userUid: user, planUid, status, endsInHours }),
      )
    expect(await access('paid', await subscribe(planA, 'active', 24))).toEqual(granted)
    expect(await access('paid', await subscribe(planA, 'active', -1))).toEqual(denied)
    expect(await access('paid', await subscribe(planA, 'canceled', 24))).toEqual(denied)
    expect(await access('paid', await subscribe(planB, 'active', 24))).toEqual(denied)
  })

  it('says no end of access when a subscription covers a rented item', async () => {
    const both = await newViewer(async (user) => {
      await purchase(user, hoursFromNow(3))
      await addSubscription(t.database.db, site, { userUid: user, planUid: planA })
    })
    expect(await access('paid', both)).toEqual(granted)
  })

  it('decides by visibility when the website does not sell', async () => {
    expect(await access('paid', {}, 'free.test')).toEqual(denied)
    const user = await createUser(t.database.db, freeSite)
    const token = await createSession(t.database.db, freeSite, user.uid)
    expect(await access('paid', signedIn(token), 'free.test')).toEqual(granted)
  })

  it('decides each item of a list for the caller', async () => {
    const renter = await newViewer((user) => purchase(user, null))
    const answer = await t.app.inject({
      url: `${API_BASE}/items/?ordering=name`,
      headers: { host: 'm.test', ...renter },
    })
    const seen = Object.fromEntries(
      answer
        .json()
        .results.map((item: { slug: string; has_access: boolean }) => [item.slug, item.has_access]),
    )
    expect(seen).toEqual({ public: true, private: true, 'on-demand': false, paid: true })
  })

  it('ignores a token of another website', async () => {
    const viewer = await newViewer((user) => purchase(user, null))
    expect(await access('paid', viewer, 'free.test')).toEqual(denied)
  })
})
