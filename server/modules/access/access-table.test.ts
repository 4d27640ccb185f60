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
import { insertFile, insertPlan } from '../../db/insert.ts'
import { newUid } from '../../db/uid.ts'
import { attachDemoMedia, DEMO_STREAM_FOLDER } from '../../demo/media/attach.ts'
import {
  addMediaItem,
  addOnDemandRequest,
  addPurchase,
  addSubscription,
  hoursFromNow,
} from '../catalogue/test-fixtures.ts'

/**
 * Issue 44 part 3: one access rule, whatever asks. Every way into a paid or on-demand item, and
 * every way out of it, is given to a new customer; then every channel that opens the item must
 * agree: the item page's `has_access`, the player's playback answer for the item and for its media
 * (the storefront's player and the embed's), the stream at the address the player is given, and
 * the downloads.
 */
interface Way {
  name: string
  item: 'sold' | 'onDemand'
  opens: boolean
  /** Gives the new customer what the way is about. */
  give: (userUid: string) => Promise<unknown>
}

describe.each(DIALECTS)('one access rule on every channel, on %s', (dialect) => {
  let t: TestApp
  let site = ''
  let otherSite = ''
  const host = 'table.test'
  const items = { sold: '', onDemand: '' }
  const slugs = { sold: 'sold-film', onDemand: 'asked-film' }
  const medias = { sold: '', onDemand: '' }
  const plans = { ofItem: '', other: '' }

  const db = () => t.database.db
  const grant = (
    userUid: string,
    target: { itemUid?: string; planUid?: string },
    state: { expireAt?: string | null; revoked?: boolean } = {},
  ) =>
    db()
      .insertInto('access_grants')
      .values({
        uid: newUid(),
        website_uid: site,
        user_uid: userUid,
        item_uid: target.itemUid ?? null,
        plan_uid: target.planUid ?? null,
        granted_by: 'staff',
        created_at: new Date().toISOString(),
        expire_at: state.expireAt ?? null,
        revoked_at: state.revoked ? new Date().toISOString() : null,
      })
      .execute()
  const purchase = (
    userUid: string,
    state: { expireAt?: string | null; revoked?: boolean; website?: string; bundle?: boolean } = {},
  ) =>
    addPurchase(db(), state.website ?? site, {
      userUid,
      itemUid: items.sold,
      // A bundle's purchases name the bundle where a price would be (billing/checkout/fulfilment.ts).
      priceUid: state.bundle ? 'bundle-table' : 'price-table',
      expireAt: state.expireAt ?? null,
      revoked: state.revoked,
    })
  const subscription = (
    userUid: string,
    state: {
      status?: string
      endsInHours?: number
      canceled?: boolean
      planUid?: string
      graceEndsInHours?: number
    } = {},
  ) =>
    addSubscription(db(), site, {
      userUid,
      planUid: state.planUid ?? plans.ofItem,
      status: state.status,
      endsInHours: state.endsInHours,
      graceEndsInHours: state.graceEndsInHours,
    }).then(async () => {
      if (!state.canceled) return
      // Canceled by the customer: it runs to the end of the period it was paid for.
      await db()
        .updateTable('subscriptions')
        .set({ canceled_at: new Date().toISOString() })
        .where('user_uid', '=', userUid)
        .execute()
    })

  const WAYS: Way[] = [
    { name: 'nothing', item: 'sold', opens: false, give: async () => {} },
    { name: 'a purchase', item: 'sold', opens: true, give: (user) => purchase(user) },
    {
      name: 'a rental still running',
      item: 'sold',
      opens: true,
      give: (user) => purchase(user, { expireAt: hoursFromNow(2) }),
    },
    {
      name: 'an expired rental',
      item: 'sold',
      opens: false,
      give: (user) => purchase(user, { expireAt: hoursFromNow(-1) }),
    },
    {
      name: 'a refunded purchase',
      item: 'sold',
      opens: false,
      give: (user) => purchase(user, { revoked: true }),
    },
    {
      name: 'a bundle with the item',
      item: 'sold',
      opens: true,
      give: (user) => purchase(user, { bundle: true }),
    },
    {
      name: 'a refunded bundle',
      item: 'sold',
      opens: false,
      give: (user) => purchase(user, { bundle: true, revoked: true }),
    },
    {
      name: "a purchase recorded on another website's account",
      item: 'sold',
      opens: false,
      give: (user) => purchase(user, { website: otherSite }),
    },
    {
      name: 'an active subscription to a plan of the item',
      item: 'sold',
      opens: true,
      give: (user) => subscription(user),
    },
    {
      name: 'a free trial of that plan',
      item: 'sold',
      opens: true,
      give: (user) => subscription(user, { status: 'trialing' }),
    },
    {
      name: 'a subscription canceled, before the end of its paid period',
      item: 'sold',
      opens: true,
      give: (user) => subscription(user, { canceled: true, endsInHours: 5 }),
    },
    {
      name: 'a subscription whose period has ended',
      item: 'sold',
      opens: false,
      give: (user) => subscription(user, { canceled: true, endsInHours: -1 }),
    },
    {
      name: 'a subscription whose renewal failed (past due), within its grace days',
      item: 'sold',
      opens: true,
      // The period it did not pay has started: only the grace days keep it open.
      give: (user) =>
        subscription(user, { status: 'past_due', endsInHours: -24, graceEndsInHours: 2 }),
    },
    {
      name: 'a subscription whose renewal failed (past due), its grace days over',
      item: 'sold',
      opens: false,
      give: (user) =>
        subscription(user, { status: 'past_due', endsInHours: 24 * 29, graceEndsInHours: -1 }),
    },
    {
      name: 'a subscription whose renewal failed, without grace days',
      item: 'sold',
      opens: false,
      give: (user) => subscription(user, { status: 'past_due' }),
    },
    {
      name: 'a subscription ended by the provider',
      item: 'sold',
      opens: false,
      give: (user) => subscription(user, { status: 'canceled' }),
    },
    {
      name: 'a subscription to a plan without the item',
      item: 'sold',
      opens: false,
      give: (user) => subscription(user, { planUid: plans.other }),
    },
    {
      name: "the staff's free access to the item",
      item: 'sold',
      opens: true,
      give: (user) => grant(user, { itemUid: items.sold }),
    },
    {
      name: "the staff's free access to a plan of the item",
      item: 'sold',
      opens: true,
      give: (user) => grant(user, { planUid: plans.ofItem }),
    },
    {
      name: "the staff's free access, revoked",
      item: 'sold',
      opens: false,
      give: (user) => grant(user, { itemUid: items.sold }, { revoked: true }),
    },
    {
      name: "the staff's free access, expired",
      item: 'sold',
      opens: false,
      give: (user) => grant(user, { itemUid: items.sold }, { expireAt: hoursFromNow(-1) }),
    },
    {
      name: 'an accepted on-demand request',
      item: 'onDemand',
      opens: true,
      give: (user) =>
        addOnDemandRequest(db(), site, {
          userUid: user,
          itemUid: items.onDemand,
          status: 'accepted',
        }),
    },
    {
      name: 'a pending on-demand request',
      item: 'onDemand',
      opens: false,
      give: (user) =>
        addOnDemandRequest(db(), site, {
          userUid: user,
          itemUid: items.onDemand,
          status: 'pending',
        }),
    },
    {
      name: 'a refused on-demand request',
      item: 'onDemand',
      opens: false,
      give: (user) =>
        addOnDemandRequest(db(), site, {
          userUid: user,
          itemUid: items.onDemand,
          status: 'rejected',
        }),
    },
  ]

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ url, headers: { host, ...headers } })

  /** What each channel answers the customer about the item. */
  async function channels(way: Way, headers: Record<string, string>) {
    const itemUid = items[way.item]
    const mediaUid = medias[way.item]
    const page = await get(`${API_BASE}/items/${slugs[way.item]}/`, headers)
    expect(page.statusCode).toBe(200)
    const playback = await get(`/embed/${itemUid}/playback.json`, headers)
    expect(playback.statusCode).toBe(200)
    const mediaPlayback = await get(`/embed/media/${mediaUid}/playback.json`, headers)
    expect(mediaPlayback.statusCode).toBe(200)
    // The stream opens at the address the player was given, bound to the customer: none is given
    // without access. (An address is a short-lived capability: the stream does not ask again.)
    const address = playback.json().medias[0]?.hls as string | null
    const stream = address ? (await get(address, headers)).statusCode : null
    const downloads = await get(`${API_BASE}/items/${itemUid}/download/`, headers)
    return {
      'item page': page.json().has_access as boolean,
      'player (item)': playback.json().has_access as boolean,
      'player (media)': mediaPlayback.json().has_access as boolean,
      stream: stream === 200,
      downloads: downloads.statusCode === 200 && downloads.json().length > 0,
    }
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(db(), { hosts: [host], settings: { monetization_enabled: true } })
    otherSite = await createWebsite(db(), {
      hosts: ['other-table.test'],
      settings: { monetization_enabled: true },
    })
    plans.ofItem = await insertPlan(db(), site, {
      name: 'Of the item',
      amount: 900,
      interval: 'month',
    })
    plans.other = await insertPlan(db(), site, { name: 'Other', amount: 900, interval: 'month' })
    const sold = await addMediaItem(db(), site, 'Sold film', {
      monetizationEnabled: true,
      planUids: [plans.ofItem],
      isContentDownloadable: true,
      prices: [{ uid: 'price-table', amount: 900, period: 0, downloadableChoices: 1 }],
    })
    const onDemand = await addMediaItem(db(), site, 'Asked film', {
      visibilityType: 'on_demand',
      isContentDownloadable: true,
    })
    Object.assign(items, { sold: sold.uid, onDemand: onDemand.uid })
    Object.assign(medias, { sold: sold.mediaUid, onDemand: onDemand.mediaUid })
    for (const [name, mediaUid] of Object.entries(medias)) {
      await insertFile(db(), site, {
        mediaUid,
        kind: 'hd',
        displayName: `${name} (HD)`,
        size: 1,
        path: `${DEMO_STREAM_FOLDER}/hd.mp4`,
      })
    }
    await attachDemoMedia(db(), t.config.mediaDir, [site])
  })
  afterAll(() => t.close())

  it.each(WAYS)('$name: every channel agrees', async (way) => {
    const user = await createUser(db(), site)
    await way.give(user.uid)
    const headers = signedIn(await createSession(db(), site, user.uid))
    const answers = await channels(way, headers)
    const expected = Object.fromEntries(Object.keys(answers).map((name) => [name, way.opens]))
    expect(answers).toEqual(expected)
  })

  it('keeps everything closed to a visitor who is not signed in', async () => {
    for (const item of ['sold', 'onDemand'] as const) {
      const page = await get(`${API_BASE}/items/${slugs[item]}/`, {})
      expect(page.json().has_access, item).toBe(false)
      const playback = await get(`/embed/${items[item]}/playback.json`, {})
      expect(playback.json().has_access, item).toBe(false)
      expect((await get(`${API_BASE}/items/${items[item]}/download/`, {})).statusCode).not.toBe(200)
    }
  })
})
