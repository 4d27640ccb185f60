import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Language } from '../../lib/chosen-language.ts'

type Db = Kysely<Database>

/** The items among `itemUids` of the website, with what a request needs of them. */
export async function findItems(db: Db, websiteUid: string, itemUids: string[]) {
  if (itemUids.length === 0) return []
  return db
    .selectFrom('items')
    .select(['uid', 'slug', 'name', 'visibility_type'])
    .where('website_uid', '=', websiteUid)
    .where('uid', 'in', itemUids)
    .execute()
}

export interface NewOnDemandRequest {
  uid: string
  websiteUid: string
  userUid: string
  itemUids: string[]
  createdAt: string
  language: Language
}

/** Writes a request and one pending row per item; pass a transaction. */
export async function insertRequest(db: Db, request: NewOnDemandRequest): Promise<void> {
  await db
    .insertInto('ondemand_requests')
    .values({
      uid: request.uid,
      website_uid: request.websiteUid,
      user_uid: request.userUid,
      created_at: request.createdAt,
      language: request.language,
    })
    .execute()
  await db
    .insertInto('ondemand_request_items')
    .values(
      request.itemUids.map((itemUid) => ({
        website_uid: request.websiteUid,
        request_uid: request.uid,
        user_uid: request.userUid,
        item_uid: itemUid,
        status: 'pending',
        decided_at: null,
      })),
    )
    .execute()
}

/** A decision on one requested item, as it is stored. */
export interface ItemDecision {
  status: 'accepted' | 'rejected'
  message: string
  decidedAt: string
  /** Set only an item still pending: one already answered stays as it is, and false is answered. */
  onlyPending: boolean
}

/** Sets the decision on one item of a request; false when there is no such item to decide. */
export async function setItemDecision(
  db: Db,
  websiteUid: string,
  requestUid: string,
  itemUid: string,
  decision: ItemDecision,
): Promise<boolean> {
  let update = db
    .updateTable('ondemand_request_items')
    .set({ status: decision.status, message: decision.message, decided_at: decision.decidedAt })
    .where('website_uid', '=', websiteUid)
    .where('request_uid', '=', requestUid)
    .where('item_uid', '=', itemUid)
  if (decision.onlyPending) update = update.where('status', '=', 'pending')
  const result = await update.executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The items among `itemUids` the user asked for and the staff have not answered yet. */
export async function findOpenItemUids(
  db: Db,
  websiteUid: string,
  userUid: string,
  itemUids: string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('ondemand_request_items')
    .select('item_uid')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('item_uid', 'in', itemUids)
    .where('status', '=', 'pending')
    .execute()
  return rows.map((row) => row.item_uid)
}

/** When the staff of the website were last mailed new requests, if ever. */
export async function findLastStaffMail(db: Db, websiteUid: string): Promise<string | null> {
  const row = await db
    .selectFrom('ondemand_requests')
    .select((eb) => eb.fn.max('staff_mailed_at').as('last'))
    .where('website_uid', '=', websiteUid)
    .executeTakeFirst()
  return row?.last ?? null
}

/** Marks the requests the staff were not told of as mailed at `now`; answers their uids. */
export async function claimUnmailedRequests(
  db: Db,
  websiteUid: string,
  now: string,
): Promise<string[]> {
  const rows = await db
    .updateTable('ondemand_requests')
    .set({ staff_mailed_at: now })
    .where('website_uid', '=', websiteUid)
    .where('staff_mailed_at', 'is', null)
    .returning('uid')
    .execute()
  return rows.map((row) => row.uid)
}

/** Marks claimed requests as not mailed again, for the next digest to take. */
export async function releaseRequests(db: Db, websiteUid: string, uids: string[]): Promise<void> {
  await db
    .updateTable('ondemand_requests')
    .set({ staff_mailed_at: null })
    .where('website_uid', '=', websiteUid)
    .where('uid', 'in', uids)
    .execute()
}

/** The websites with requests their staff were not told of. */
export async function findWebsitesWithUnmailedRequests(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('ondemand_requests')
    .select('website_uid')
    .distinct()
    .where('staff_mailed_at', 'is', null)
    .execute()
  return rows.map((row) => row.website_uid)
}

/** Who asked for what in the requests, oldest first: what a digest lists. */
export async function findRequestLines(db: Db, websiteUid: string, requestUids: string[]) {
  return db
    .selectFrom('ondemand_request_items')
    .innerJoin('ondemand_requests', 'ondemand_requests.uid', 'ondemand_request_items.request_uid')
    .innerJoin('users', 'users.uid', 'ondemand_request_items.user_uid')
    .innerJoin('items', 'items.uid', 'ondemand_request_items.item_uid')
    .select([
      'ondemand_request_items.request_uid',
      'users.first_name',
      'users.last_name',
      'users.email',
      'items.name',
      'items.slug',
    ])
    .where('ondemand_request_items.website_uid', '=', websiteUid)
    .where('ondemand_request_items.request_uid', 'in', requestUids)
    .orderBy('ondemand_requests.created_at')
    .orderBy('ondemand_request_items.request_uid')
    .orderBy('items.name')
    .execute()
}

/** What the decision mail of one requested item says, and to whom; undefined if no such item. */
export async function findDecisionFacts(
  db: Db,
  websiteUid: string,
  requestUid: string,
  itemUid: string,
) {
  return db
    .selectFrom('ondemand_request_items as line')
    .innerJoin('ondemand_requests as request', 'request.uid', 'line.request_uid')
    .innerJoin('users', 'users.uid', 'request.user_uid')
    .innerJoin('items', 'items.uid', 'line.item_uid')
    .select(['request.language', 'users.email', 'users.first_name', 'items.name', 'items.slug'])
    .where('line.website_uid', '=', websiteUid)
    .where('line.request_uid', '=', requestUid)
    .where('line.item_uid', '=', itemUid)
    .executeTakeFirst()
}
