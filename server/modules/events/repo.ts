import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

export function insertEvent(
  db: Db,
  row: { uid: string; website_uid: string; type: string; data: string; created_at: string },
) {
  return db.insertInto('webhook_events').values(row).execute()
}

/** Many events at once (an import's batch), 100 rows a statement. */
export async function insertEvents(
  db: Db,
  rows: { uid: string; website_uid: string; type: string; data: string; created_at: string }[],
): Promise<void> {
  for (let at = 0; at < rows.length; at += 100) {
    await db
      .insertInto('webhook_events')
      .values(rows.slice(at, at + 100))
      .execute()
  }
}

/** Events whose deliveries are not written yet, oldest first. */
export function findWaitingEvents(db: Db, limit: number) {
  return db
    .selectFrom('webhook_events')
    .select(['uid', 'website_uid', 'type', 'data', 'created_at'])
    .where('dispatched_at', 'is', null)
    .orderBy('created_at')
    .orderBy('uid')
    .limit(limit)
    .execute()
}

/** Marks events handed on, once: the uids marked here, not those another dispatcher marked. */
export async function setDispatched(db: Db, uids: string[], at: string): Promise<string[]> {
  if (uids.length === 0) return []
  const rows = await db
    .updateTable('webhook_events')
    .set({ dispatched_at: at })
    .where('uid', 'in', uids)
    .where('dispatched_at', 'is', null)
    .returning('uid')
    .execute()
  return rows.map((row) => row.uid)
}

/** Forgets events not handed on (those another dispatcher handed on first stay). */
export async function deleteWaitingEvents(db: Db, uids: string[]): Promise<void> {
  if (uids.length === 0) return
  await db
    .deleteFrom('webhook_events')
    .where('uid', 'in', uids)
    .where('dispatched_at', 'is', null)
    .execute()
}

export function findEvent(db: Db, websiteUid: string, uid: string) {
  return db
    .selectFrom('webhook_events')
    .select(['uid', 'website_uid', 'type', 'data', 'created_at'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}

/** The website's events whose data names this customer (`"customer_uid":"<uid>"`). */
export function findEventsOfCustomer(db: Db, websiteUid: string, customerUid: string) {
  return db
    .selectFrom('webhook_events')
    .select(['uid', 'data'])
    .where('website_uid', '=', websiteUid)
    .where('data', 'like', `%${JSON.stringify({ customer_uid: customerUid }).slice(1, -1)}%`)
    .execute()
}

export function writeEventData(db: Db, uid: string, data: string) {
  return db.updateTable('webhook_events').set({ data }).where('uid', '=', uid).execute()
}
