import type { Purchase, Subscription } from '../../../contract/billing.ts'
import { buildItems, type Caller } from '../catalogue/item-builder.ts'
import type { Viewer } from '../auth/viewer.ts'
import { findLiveSubscriptions, findPurchases } from './repo.ts'

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
  return rows.map((row) => ({
    uid: row.uid,
    plan: row.plan_uid,
    plan_name: row.plan_name,
    status: row.status === 'trialing' ? 'trialing' : 'active',
    current_period_end: row.current_period_end,
    canceled: row.canceled_at !== null,
  }))
}
