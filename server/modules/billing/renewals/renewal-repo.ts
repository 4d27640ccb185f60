import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'

type Db = Kysely<Database>

/** How a website handles failed renewals: the days of access a subscriber keeps meanwhile. */
export interface RenewalSettings {
  graceDays: number
}

export async function findRenewalSettings(
  db: Db,
  websiteUid: string,
): Promise<RenewalSettings | undefined> {
  const row = await db
    .selectFrom('websites')
    .select('renewal_grace_days')
    .where('uid', '=', websiteUid)
    .executeTakeFirst()
  return row && { graceDays: row.renewal_grace_days }
}

export async function writeRenewalSettings(
  db: Db,
  websiteUid: string,
  settings: RenewalSettings,
): Promise<void> {
  await db
    .updateTable('websites')
    .set({ renewal_grace_days: settings.graceDays })
    .where('uid', '=', websiteUid)
    .execute()
}

/**
 * A subscription's renewal failed `since`: its grace days run from then to `graceEndsAt`. Only the first time: false when it was already past due, or is not now.
 */
export async function startGracePeriod(
  db: Db,
  websiteUid: string,
  subscription: { uid: string } | { providerId: string },
  since: string,
  graceEndsAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ past_due_since: since, grace_ends_at: graceEndsAt })
    .where('website_uid', '=', websiteUid)
    .where((eb) =>
      'uid' in subscription
        ? eb('uid', '=', subscription.uid)
        : eb('provider_subscription_id', '=', subscription.providerId),
    )
    .where('status', '=', 'past_due')
    .where('past_due_since', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
