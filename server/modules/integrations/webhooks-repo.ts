import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { readListPage, type ListPage } from '../../http/list-page.ts'

type Db = Kysely<Database>

const ENDPOINT_COLUMNS = [
  'uid',
  'url',
  'description',
  'events',
  'enabled',
  'secret',
  'created_at',
] as const

const DELIVERY_COLUMNS = [
  'uid',
  'endpoint_uid',
  'event_uid',
  'event_type',
  'status',
  'attempts',
  'response_code',
  'error',
  'created_at',
  'last_attempt_at',
] as const

export type EndpointRow = NonNullable<Awaited<ReturnType<typeof findEndpoint>>>
export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>

export function insertEndpoint(db: Db, row: Insertable<Database['webhook_endpoints']>) {
  return db.insertInto('webhook_endpoints').values(row).execute()
}

export function findEndpoint(db: Db, websiteUid: string, uid: string) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}

export function findEndpointPage(db: Db, websiteUid: string, page: ListPage) {
  const matching = db.selectFrom('webhook_endpoints').where('website_uid', '=', websiteUid)
  const rows = matching
    .select(ENDPOINT_COLUMNS)
    .orderBy('created_at', page.direction)
    .orderBy('uid', page.direction)
  return readListPage(matching, rows, page, { sort: 'created_at', uid: 'uid' })
}

export function updateEndpoint(
  db: Db,
  websiteUid: string,
  uid: string,
  changes: Partial<{ url: string; description: string; events: string; enabled: number }>,
) {
  return db
    .updateTable('webhook_endpoints')
    .set(changes)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

/** An endpoint and its deliveries. */
export async function deleteEndpoint(db: Db, websiteUid: string, uid: string) {
  await db
    .deleteFrom('webhook_deliveries')
    .where('website_uid', '=', websiteUid)
    .where('endpoint_uid', '=', uid)
    .execute()
  await db
    .deleteFrom('webhook_endpoints')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

/** The enabled endpoints of these websites, for the events waiting. */
export function findEnabledEndpoints(db: Db, websiteUids: string[]) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['uid', 'website_uid', 'events'])
    .where('website_uid', 'in', websiteUids)
    .where('enabled', '=', 1)
    .execute()
}

/** A delivery not tried yet, nor queued, of an event to an endpoint. */
export function pendingDelivery(
  of: { website_uid: string; endpoint_uid: string; event_uid: string; event_type: string },
  now: Date,
): Insertable<Database['webhook_deliveries']> {
  return {
    uid: newUid(),
    ...of,
    status: 'pending',
    attempts: 0,
    response_code: null,
    error: null,
    created_at: now.toISOString(),
    queued_at: null,
    last_attempt_at: null,
  }
}

/** Deliveries, 100 rows a statement (a dispatch's batch stays within every parameter limit). */
export async function insertDeliveries(
  db: Db,
  rows: Insertable<Database['webhook_deliveries']>[],
): Promise<void> {
  for (let at = 0; at < rows.length; at += 100) {
    await db
      .insertInto('webhook_deliveries')
      .values(rows.slice(at, at + 100))
      .execute()
  }
}

export function findDelivery(db: Db, websiteUid: string, uid: string) {
  return db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}

/** A delivery to send, with its endpoint; undefined once the endpoint is deleted. */
export function findDeliveryToSend(db: Db, uid: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.uid', 'd.endpoint_uid')
    .select([
      'd.uid',
      'd.website_uid',
      'd.event_uid',
      'd.status',
      'd.attempts',
      'd.created_at',
      'e.url',
      'e.secret',
      'e.enabled',
    ])
    .where('d.uid', '=', uid)
    .executeTakeFirst()
}

export function findDeliveryPage(
  db: Db,
  websiteUid: string,
  endpointUid: string | undefined,
  page: ListPage,
) {
  let matching = db.selectFrom('webhook_deliveries').where('website_uid', '=', websiteUid)
  if (endpointUid) matching = matching.where('endpoint_uid', '=', endpointUid)
  const rows = matching
    .select(DELIVERY_COLUMNS)
    .orderBy('created_at', page.direction)
    .orderBy('uid', page.direction)
  return readListPage(matching, rows, page, { sort: 'created_at', uid: 'uid' })
}

export function findUnqueuedDeliveries(db: Db, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .select('uid')
    .where('queued_at', 'is', null)
    .orderBy('created_at')
    .limit(limit)
    .execute()
}

export function setQueued(db: Db, uids: string[], at: string) {
  if (uids.length === 0) return Promise.resolve()
  return db
    .updateTable('webhook_deliveries')
    .set({ queued_at: at })
    .where('uid', 'in', uids)
    .execute()
    .then(() => undefined)
}

export function recordAttempt(
  db: Db,
  uid: string,
  attempt: {
    status: string
    attempts: number
    response_code: number | null
    error: string | null
    last_attempt_at: string | null
  },
) {
  return db.updateTable('webhook_deliveries').set(attempt).where('uid', '=', uid).execute()
}
