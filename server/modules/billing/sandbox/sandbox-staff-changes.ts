import type { Kysely } from 'kysely'
import type { Currency } from '../../../../contract/schemas/website.ts'
import type { Database } from '../../../db/schema.ts'
import { newUid } from '../../../db/uid.ts'
import { monthsAfter } from '../checkout/fulfilment.ts'
import { planSwitchLabel } from '../order-line-texts.ts'
import type { PlanSwitch, StoredSubscription } from '../payment-provider.ts'
import { insertOrder, latestOrderLanguage, markOrderPaid, setOrderSession } from '../repo.ts'
import {
  endSandboxSubscriptionNow,
  moveSandboxPeriodEnd,
  switchSandboxPlan,
} from '../subscriptions/repo.ts'

/*
 * What staff change in a sandbox subscription (issue 47 part 4), as Stripe would: ended now; its
 * period moved on by free months; its plan switched with the rest of the period prorated, the
 * difference charged as a paid order of its own (as a renewal is), or owed to the customer and
 * taken off their next renewals (sandbox-renewals.ts).
 */

export function cancelSandboxNow(db: Kysely<Database>, sub: StoredSubscription, now: Date) {
  return endSandboxSubscriptionNow(db, sub.websiteUid, sub.uid, now.toISOString())
}

export function extendSandbox(
  db: Kysely<Database>,
  sub: StoredSubscription,
  from: string,
  end: string,
) {
  return moveSandboxPeriodEnd(db, sub.websiteUid, sub.uid, from, end)
}

/** The sandbox's periods run a calendar month (or year) to their end. */
export const sandboxPeriodStart = (end: string, interval: 'month' | 'year') =>
  monthsAfter(new Date(end), interval === 'year' ? -12 : -1)

export async function switchSandbox(
  db: Kysely<Database>,
  sub: StoredSubscription,
  change: PlanSwitch,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const owed = Math.max(0, -change.amount)
    if (!(await switchSandboxPlan(trx, sub.websiteUid, sub.uid, change.plan.uid, owed))) {
      return false
    }
    if (change.amount <= 0) return true
    const language = await latestOrderLanguage(trx, sub.websiteUid, sub.userUid)
    const uid = newUid()
    const at = change.prorationDate
    await insertOrder(trx, {
      uid,
      websiteUid: sub.websiteUid,
      userUid: sub.userUid,
      type: 'subscription',
      lines: [
        {
          label: planSwitchLabel(change.plan.name, language),
          amount: change.amount,
          plan_uid: change.plan.uid,
          interval: change.plan.interval,
        },
      ],
      tip: 0,
      discount: 0,
      couponUid: null,
      total: change.amount,
      message: null,
      currency: change.currency as Currency,
      provider: 'sandbox',
      createdAt: at.toISOString(),
      language,
    })
    await setOrderSession(trx, sub.websiteUid, uid, uid)
    await markOrderPaid(trx, sub.websiteUid, uid, at)
    return true
  })
}
