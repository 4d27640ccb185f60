import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { newUid } from '../../../db/uid.ts'

/**
 * A plan period given as a gift: a subscription that is live until `until` and already
 * canceled, so it ends then and is never renewed (the sandbox's renewals end a canceled one;
 * no provider knows of it).
 */
export async function insertGiftPeriod(
  db: Kysely<Database>,
  period: {
    websiteUid: string
    userUid: string
    orderUid: string
    planUid: string
    until: string
    now: Date
  },
): Promise<void> {
  const now = period.now.toISOString()
  await db
    .insertInto('subscriptions')
    .values({
      uid: newUid(),
      website_uid: period.websiteUid,
      user_uid: period.userUid,
      plan_uid: period.planUid,
      status: 'active',
      order_uid: period.orderUid,
      provider_subscription_id: null,
      current_period_end: period.until,
      created_at: now,
      canceled_at: now,
    })
    .execute()
}
