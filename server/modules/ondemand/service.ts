import type { Kysely } from 'kysely'
import type { OnDemandBody, OnDemandRequest } from '../../../contract/billing.ts'
import { ErrorType } from '../../../contract/index.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { AppError, invalidField } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import type { Website } from '../websites/service.ts'
import { findItems, findOpenItemUids, insertRequest, setItemDecision } from './repo.ts'

type RequestedItem = { uid: string; slug: string; name: string }

async function requestableItems(
  db: Kysely<Database>,
  websiteUid: string,
  uids: string[],
): Promise<RequestedItem[]> {
  const found = new Map((await findItems(db, websiteUid, uids)).map((item) => [item.uid, item]))
  return uids.map((uid) => {
    const item = found.get(uid)
    if (!item) throw invalidField('items', `Invalid item "${uid}" - object does not exist.`)
    if (item.visibility_type !== 'on_demand') {
      throw invalidField('items', `Item "${uid}" is not available on request.`)
    }
    return item
  })
}

/** 409 naming, in `items`, what the customer asked for already and is still waiting for. */
function alreadyRequested(items: RequestedItem[]): AppError {
  const messages = items.map(
    (item) => `"${item.name}" was already requested and is waiting for an answer.`,
  )
  return new AppError(409, ErrorType.Conflict, messages.join(' '), { items: messages })
}

/**
 * Stores a pending request for on-demand items of the website; refuses items the customer is
 * still waiting for. Staff learn of it from the digests (staff-digest.ts).
 */
export async function createOnDemandRequest(
  db: Kysely<Database>,
  website: Website,
  viewer: Viewer,
  body: OnDemandBody,
): Promise<OnDemandRequest> {
  const uids = [...new Set(body.items)]
  const items = await requestableItems(db, website.uid, uids)
  const uid = newUid()
  // A second request racing this one is refused by the unique index on open requests (409).
  await db.transaction().execute(async (trx) => {
    const open = new Set(await findOpenItemUids(trx, website.uid, viewer.uid, uids))
    if (open.size > 0) throw alreadyRequested(items.filter((item) => open.has(item.uid)))
    await insertRequest(trx, {
      uid,
      websiteUid: website.uid,
      userUid: viewer.uid,
      itemUids: uids,
      createdAt: new Date().toISOString(),
    })
  })
  return { uid, items: uids, status: 'pending' }
}

/** Staff decision on one requested item: 'accepted' grants access, 'rejected' does not. */
export async function decideOnDemandRequest(
  db: Kysely<Database>,
  websiteUid: string,
  requestUid: string,
  itemUid: string,
  decision: 'accepted' | 'rejected',
  now: Date,
): Promise<boolean> {
  return setItemDecision(db, websiteUid, requestUid, itemUid, decision, now)
}
