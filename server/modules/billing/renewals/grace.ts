import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { DAY_MS } from '../../../lib/time-units.ts'
import { startGracePeriod } from './renewal-repo.ts'
import { getRenewalSettings } from './renewal-settings.ts'

/**
 * A renewal failed `since` (the start of the period it did not pay): the subscription, past due,
 * keeps its items open for the website's grace days from then (access/repo.ts reads
 * `grace_ends_at`), while the payment provider charges it again (Stripe's own retries). Once per failure: true when this
 * call started it.
 */
export async function startGrace(
  db: Kysely<Database>,
  websiteUid: string,
  subscription: { uid: string } | { providerId: string },
  since: Date,
): Promise<boolean> {
  const { graceDays } = await getRenewalSettings(db, websiteUid)
  const ends = new Date(since.getTime() + graceDays * DAY_MS)
  return startGracePeriod(db, websiteUid, subscription, since.toISOString(), ends.toISOString())
}
