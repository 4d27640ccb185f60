import type { Purchase, Subscription } from '../../../contract/schemas/billing.ts'
import type { SubscriptionChange } from '../../../contract/values/subscriptions.ts'
import type { Config } from '../../config.ts'
import { conflict, notFound } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import type { StoredSubscription } from '../billing/payment-provider.ts'
import { providerOfSubscription } from '../billing/provider.ts'
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

function toSubscription(row: LiveSubscriptionRow): Subscription {
  return {
    uid: row.uid,
    plan: row.plan_uid,
    plan_name: row.plan_name,
    status: row.status === 'trialing' ? 'trialing' : 'active',
    current_period_end: row.current_period_end,
    canceled: row.canceled_at !== null,
  }
}

/** GET /purchases/subscriptions/: the viewer's subscriptions that open items now. */
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
  return rows.map(toSubscription)
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
  if (!(await provider.setCancelAtPeriodEnd(db, stored, change === 'cancel', now))) {
    throw conflict('The payment provider no longer knows this subscription.')
  }
  // The provider's answer may have ended it meanwhile (a renewal that failed, say).
  const changed = await find()
  if (!changed) throw conflict('This subscription no longer opens its plan’s items.')
  const stoppedNow = row.canceled_at === null && changed.canceled_at !== null
  return { subscription: toSubscription(changed), stoppedNow }
}
