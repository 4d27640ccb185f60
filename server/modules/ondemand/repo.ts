import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

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

/** Sets the decision on one item of a request; false when there is no such item. */
export async function setItemDecision(
  db: Db,
  websiteUid: string,
  requestUid: string,
  itemUid: string,
  status: 'accepted' | 'rejected',
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('ondemand_request_items')
    .set({ status, decided_at: now.toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('request_uid', '=', requestUid)
    .where('item_uid', '=', itemUid)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
