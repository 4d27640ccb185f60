import type { Kysely } from 'kysely'
import type { WebhookEvent } from '../../../contract/values/integrations.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import {
  deleteWaitingEvents,
  findEvent,
  findEventsOfCustomer,
  findWaitingEvents,
  insertEvent,
  insertEvents,
  setDispatched,
  writeEventData,
} from './repo.ts'

/**
 * What happened on a website that its webhooks may be told (issue 46 part 5): an outbox. The
 * domain where it happens records it in the transaction that makes it happen, so an event is
 * kept exactly when its change is; integrations/ then writes one delivery per endpoint that asked
 * for it and sends them through the job queue. This domain imports no other, so any may call it.
 */

/** An event as recorded: `uid` is the id receivers deduplicate by. */
export interface RecordedEvent {
  uid: string
  websiteUid: string
  type: WebhookEvent
  data: Record<string, unknown>
  createdAt: string
}

/** Records that `type` happened on the website, with what a receiver needs to act on it. */
export async function recordEvent(
  db: Kysely<Database>,
  websiteUid: string,
  type: WebhookEvent,
  data: Record<string, unknown>,
  now = new Date(),
): Promise<void> {
  await insertEvent(db, {
    uid: `evt_${newUid()}`,
    website_uid: websiteUid,
    type,
    data: JSON.stringify(data),
    created_at: now.toISOString(),
  })
}

/** Many events of one type at once, in the caller's transaction (an import's batch). */
export async function recordEvents(
  db: Kysely<Database>,
  websiteUid: string,
  type: WebhookEvent,
  data: Record<string, unknown>[],
  now = new Date(),
): Promise<void> {
  await insertEvents(
    db,
    data.map((one) => ({
      uid: `evt_${newUid()}`,
      website_uid: websiteUid,
      type,
      data: JSON.stringify(one),
      created_at: now.toISOString(),
    })),
  )
}

const toEvent = (row: {
  uid: string
  website_uid: string
  type: string
  data: string
  created_at: string
}): RecordedEvent => ({
  uid: row.uid,
  websiteUid: row.website_uid,
  type: row.type as WebhookEvent,
  data: JSON.parse(row.data) as Record<string, unknown>,
  createdAt: row.created_at,
})

/** Events not yet handed on, oldest first. */
export async function waitingEvents(db: Kysely<Database>, limit: number): Promise<RecordedEvent[]> {
  return (await findWaitingEvents(db, limit)).map(toEvent)
}

/**
 * Claims waiting events for one dispatcher, in two statements however many: those in `keep`
 * are kept (their deliveries' bodies are built from them), those in `forget` (nobody asked for
 * them) are deleted at once. Answers the uids of `keep` claimed here, not by another dispatcher.
 */
export async function claimEvents(
  db: Kysely<Database>,
  keep: string[],
  forget: string[],
  now = new Date(),
): Promise<Set<string>> {
  await deleteWaitingEvents(db, forget)
  return new Set(await setDispatched(db, keep, now.toISOString()))
}

/** One event of the website, or undefined. */
export async function eventOf(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<RecordedEvent | undefined> {
  const row = await findEvent(db, websiteUid, uid)
  return row && toEvent(row)
}

/** What an event may say of a person, beyond their uid. */
const PERSONAL_FIELDS = ['email', 'first_name', 'last_name']

/**
 * A customer erased their account: the events kept for webhook deliveries (and resends) that
 * name them keep their uid and amounts, not their address or name. In the erasure's transaction.
 */
export async function forgetCustomerInEvents(
  db: Kysely<Database>,
  websiteUid: string,
  customerUid: string,
): Promise<void> {
  for (const row of await findEventsOfCustomer(db, websiteUid, customerUid)) {
    const data = JSON.parse(row.data) as Record<string, unknown>
    if (data.customer_uid !== customerUid) continue
    for (const field of PERSONAL_FIELDS) delete data[field]
    await writeEventData(db, row.uid, JSON.stringify(data))
  }
}
