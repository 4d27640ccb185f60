import type { Purchase, Subscription, WinbackOffer } from '../../../contract/schemas/billing.ts'
import type { SubscriptionChange } from '../../../contract/values/subscriptions.ts'
import type { Config } from '../../config.ts'
import { conflict, invalidField, notFound } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import type { StoredSubscription } from '../billing/payment-provider.ts'
import type { PaymentProvider } from '../billing/payment-provider.ts'
import { PAST_DUE } from '../access/live-subscription.ts'
import { PAUSED } from '../billing/pause/paused-status.ts'
import { pauseMonthsMax } from '../billing/pause/pause-settings.ts'
import { recordWinbackOffer, winbackOfferOf } from '../billing/winback/winback.ts'
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

const STATUSES: Record<string, Subscription['status']> = {
  trialing: 'trialing',
  paused: 'paused',
  past_due: 'past_due',
}

/** What the site offers its subscribers who cancel: the longest pause, and a win-back offer. */
interface Offers {
  pauseMonths: number
  winback: WinbackOffer | null
}

async function offersOf(caller: Caller): Promise<Offers> {
  const { db, website } = caller
  return {
    pauseMonths: await pauseMonthsMax(db, website.uid),
    winback: await winbackOfferOf(db, website.uid, website.settings.monetization_currency),
  }
}

/** The win-back offer is made to an active subscription that renews, once. */
const winbackOfferFor = (row: LiveSubscriptionRow, offer: WinbackOffer | null) =>
  row.status === 'active' && row.canceled_at === null && row.winback_offered_at === null
    ? offer
    : null

function toSubscription(row: LiveSubscriptionRow, offers: Offers): Subscription {
  const pauseMonths = offers.pauseMonths
  return {
    uid: row.uid,
    plan: row.plan_uid,
    plan_name: row.plan_name,
    status: STATUSES[row.status] ?? 'active',
    current_period_end: row.current_period_end,
    canceled: row.canceled_at !== null,
    pause_resumes_at: row.status === PAUSED ? row.pause_resumes_at : null,
    grace_ends_at: row.status === PAST_DUE ? row.grace_ends_at : null,
    pause_months_max: pauseMonths,
    winback_offer: winbackOfferFor(row, offers.winback),
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
  const offers = await offersOf(caller)
  return rows.map((row) => toSubscription(row, offers))
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
  const offers = await offersOf(caller)
  // Cancelled while the win-back offer stood: it was made, and is not made again.
  if (stoppedNow && winbackOfferFor(row, offers.winback)) {
    await markWinbackOffered(db, caller.website.uid, row.uid, now.toISOString())
  }
  return { subscription: toSubscription(changed, offers), stoppedNow }
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
  const offers = await offersOf(caller)
  // Paused while the win-back offer stood beside the pause: it was made, and is not made again.
  if (winbackOfferFor(row, offers.winback)) {
    await markWinbackOffered(db, caller.website.uid, row.uid, now.toISOString())
  }
  return toSubscription(paused, offers)
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
  return toSubscription(resumed, await offersOf(caller))
}

/**
 * POST /purchases/subscriptions/{uid}/winback/: the subscriber takes the win-back offer instead
 * of cancelling: the subscription goes on renewing, its next renewals discounted through its
 * payment provider. The offer is made once: 409 when the site makes none, or it was made before
 * (taken or not), or the subscription is not active and renewing.
 */
export async function acceptWinbackOffer(
  caller: SubscriberCaller,
  uid: string,
  now = new Date(),
): Promise<Subscription> {
  const { row, stored, provider, find } = await subscriptionOf(caller, uid, now)
  const offers = await offersOf(caller)
  const offer = winbackOfferFor(row, offers.winback)
  if (!offer) throw conflict('This subscription has no win-back offer to take.')
  const discount = {
    percentOff: offer.percent_off,
    amountOff: offer.amount_off,
    months: offer.months,
  }
  await caller.db.transaction().execute(async (trx) => {
    const at = now.toISOString()
    if (!(await recordWinbackOffer(trx, caller.website.uid, row.uid, at, discount))) {
      throw conflict('This subscription has no win-back offer to take.')
    }
    if (!(await provider.applyWinback(trx, stored, { ...discount, currency: offer.currency }))) {
      throw conflict('The payment provider could not apply the offer to this subscription.')
    }
  })
  const kept = await find()
  if (!kept) throw conflict('This subscription no longer opens its plan’s items.')
  return toSubscription(kept, offers)
}

/** Records that the offer was made to a subscription, not taken (its subscriber cancelled). */
function markWinbackOffered(
  db: SubscriberCaller['db'],
  websiteUid: string,
  uid: string,
  at: string,
) {
  return recordWinbackOffer(db, websiteUid, uid, at)
}
