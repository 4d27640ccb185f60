import type { Purchase, Subscription } from '../../../contract/schemas/billing.ts'
import type { SubscriptionChange } from '../../../contract/values/subscriptions.ts'
import type { Config } from '../../config.ts'
import { conflict, invalidField, notFound } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import type { StoredSubscription } from '../billing/payment-provider.ts'
import type { PaymentProvider } from '../billing/payment-provider.ts'
import { PAUSED } from '../billing/pause/paused-status.ts'
import { pauseMonthsMax } from '../billing/pause/pause-settings.ts'
import { providerOfSubscription } from '../billing/provider.ts'
import { monthsAfter } from '../billing/checkout/fulfilment.ts'
import { buildItems, type Caller } from '../catalogue/item-builder.ts'
import {
  findLiveSubscription,
  findLiveSubscriptions,
  findPurchases,
  type LiveSubscriptionRow,
} from './repo.ts'

/**
 * GET /purchases/: what the viewer bought, each with the item as they see it now and the end
 * of that purchase's access (null = unlimited), so "my stuff" can split expired from available.
 */
export async function listPurchases(caller: Caller & { viewer: Viewer }): Promise<Purchase[]> {
  const rows = await findPurchases(caller.db, caller.website.uid, caller.viewer.uid)
  const items = await buildItems(caller, rows)
  return rows.flatMap((row, index) => {
    const item = items[index]
    if (!item) return []
    return [
      {
        ...item,
        purchase_uid: row.purchase_uid,
        purchased_at: row.purchased_at,
        amount: row.purchase_amount,
        expire_at: row.purchase_expire_at,
        expired_at: row.purchase_expire_at,
      },
    ]
  })
}

const STATUSES: Record<string, Subscription['status']> = { trialing: 'trialing', paused: 'paused' }

function toSubscription(row: LiveSubscriptionRow, pauseMonths: number): Subscription {
  return {
    uid: row.uid,
    plan: row.plan_uid,
    plan_name: row.plan_name,
    status: STATUSES[row.status] ?? 'active',
    current_period_end: row.current_period_end,
    canceled: row.canceled_at !== null,
    pause_resumes_at: row.status === PAUSED ? row.pause_resumes_at : null,
    pause_months_max: pauseMonths,
  }
}

/** GET /purchases/subscriptions/: the viewer's subscriptions that open items now, or are paused. */
export async function listSubscriptions(
  caller: Caller & { viewer: Viewer },
  now = new Date(),
): Promise<Subscription[]> {
  const rows = await findLiveSubscriptions(
    caller.db,
    caller.website.uid,
    caller.viewer.uid,
    now.toISOString(),
  )
  const pauseMonths = await pauseMonthsMax(caller.db, caller.website.uid)
  return rows.map((row) => toSubscription(row, pauseMonths))
}

/** A subscriber changing their subscription: the payment provider that bills it is chosen per row. */
export interface SubscriberCaller extends Caller {
  viewer: Viewer
  config: Config
}

const NO_SUBSCRIPTION = 'No such subscription.'

/**
 * POST /purchases/subscriptions/{uid}/cancel/ and …/resume/: one of the viewer's live
 * subscriptions stops renewing (access lasts to the end of its period) or renews again, through
 * its payment provider. Asking for what already holds answers it unchanged. `stoppedNow` says
 * this call is the one that cancelled it.
 */
export async function changeSubscription(
  caller: SubscriberCaller,
  uid: string,
  change: SubscriptionChange,
  now = new Date(),
): Promise<{ subscription: Subscription; stoppedNow: boolean }> {
  const { db, stored, provider, row, find } = await subscriptionOf(caller, uid, now)
  if (row.status === PAUSED) throw conflict(PAUSED_FIRST)
  if (!(await provider.setCancelAtPeriodEnd(db, stored, change === 'cancel', now))) {
    throw conflict('The payment provider no longer knows this subscription.')
  }
  // The provider's answer may have ended it meanwhile (a renewal that failed, say).
  const changed = await find()
  if (!changed) throw conflict('This subscription no longer opens its plan’s items.')
  const stoppedNow = row.canceled_at === null && changed.canceled_at !== null
  const pauseMonths = await pauseMonthsMax(db, caller.website.uid)
  return { subscription: toSubscription(changed, pauseMonths), stoppedNow }
}

const PAUSED_FIRST = 'This subscription is paused: end the pause first.'

/** One of the viewer's subscriptions (live or paused) with the provider that bills it. */
async function subscriptionOf(
  caller: SubscriberCaller,
  uid: string,
  now: Date,
): Promise<{
  db: SubscriberCaller['db']
  row: LiveSubscriptionRow
  stored: StoredSubscription
  provider: PaymentProvider
  find: () => Promise<LiveSubscriptionRow | undefined>
}> {
  const { db, website, viewer } = caller
  const find = () => findLiveSubscription(db, website.uid, viewer.uid, uid, now.toISOString())
  const row = await find()
  if (!row) throw notFound(NO_SUBSCRIPTION)
  const stored: StoredSubscription = {
    uid: row.uid,
    websiteUid: website.uid,
    userUid: viewer.uid,
    planUid: row.plan_uid,
    orderUid: row.order_uid,
    createdAt: row.created_at,
    providerSubscriptionId: row.provider_subscription_id,
  }
  const provider = providerOfSubscription(caller.config, db, stored)
  if (!provider) {
    throw conflict('This subscription is billed through Stripe, which this website no longer uses.')
  }
  return { db, row, stored, provider, find }
}

/**
 * POST /purchases/subscriptions/{uid}/pause/: an active subscription that renews is paused for
 * `months` from `now`, when the site offers pauses that long; pausing a paused one again answers
 * it unchanged. Its items stay closed until the pause ends.
 */
export async function pauseSubscription(
  caller: SubscriberCaller,
  uid: string,
  months: number,
  now = new Date(),
): Promise<Subscription> {
  const { db, row, stored, provider, find } = await subscriptionOf(caller, uid, now)
  const pauseMonths = await pauseMonthsMax(db, caller.website.uid)
  if (pauseMonths === 0) throw conflict('This website does not offer to pause a subscription.')
  if (months > pauseMonths) {
    throw invalidField('months', `A pause may last ${pauseMonths} months at most.`)
  }
  if (row.status !== PAUSED) {
    if (row.status !== 'active' || row.canceled_at !== null) {
      throw conflict('Only an active subscription that renews can be paused.')
    }
    if (!(await provider.pause(db, stored, monthsAfter(now, months), now))) {
      throw conflict('The payment provider could not pause this subscription.')
    }
  }
  const paused = await find()
  if (!paused) throw conflict('This subscription no longer opens its plan’s items.')
  return toSubscription(paused, pauseMonths)
}

/**
 * POST /purchases/subscriptions/{uid}/end-pause/: the pause ends now and the subscription opens
 * its items again; one that is not paused answers unchanged.
 */
export async function endSubscriptionPause(
  caller: SubscriberCaller,
  uid: string,
  now = new Date(),
): Promise<Subscription> {
  const { db, row, stored, provider, find } = await subscriptionOf(caller, uid, now)
  if (row.status === PAUSED && !(await provider.endPause(db, stored, now))) {
    throw conflict('The payment provider could not end the pause of this subscription.')
  }
  const resumed = await find()
  if (!resumed) throw conflict('This subscription no longer opens its plan’s items.')
  return toSubscription(resumed, await pauseMonthsMax(db, caller.website.uid))
}
