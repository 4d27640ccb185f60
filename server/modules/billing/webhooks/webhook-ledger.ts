import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { StripeEventNotice } from '../stripe/stripe-client.ts'
import { recordEvent } from '../stripe/stripe-repo.ts'

/**
 * Applies a webhook event's effect once: the event id is recorded in the same transaction as
 * the effect, so a duplicate, a retry or a concurrent delivery finds it there and does nothing,
 * and a failure leaves neither. Answers whether this delivery applied it.
 */
export async function applyOnce(
  db: Kysely<Database>,
  event: StripeEventNotice,
  websiteUid: string | null,
  now: Date,
  effect: (trx: Kysely<Database>) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await recordEvent(trx, event, websiteUid, now))) return false
    await effect(trx)
    return true
  })
}
