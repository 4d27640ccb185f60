import type { Kysely } from 'kysely'
import { insertItem, insertMedia, type NewItem, type NewMedia } from '../../db/insert.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'

/** Test data for the catalogue read side, written with the shared writers where they exist. */

type Db = Kysely<Database>

export interface MediaItemOptions extends Partial<
  Omit<NewItem, 'contentObjectType' | 'contentObjectUid'>
> {
  media?: Partial<NewMedia>
}

/** A media and the item showing it; answers both uids. */
export async function addMediaItem(
  db: Db,
  websiteUid: string,
  name: string,
  { media, ...item }: MediaItemOptions = {},
) {
  const mediaUid = await insertMedia(db, websiteUid, { name, duration: 60, ...media })
  const uid = await insertItem(db, websiteUid, {
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    contentObjectType: 'media',
    contentObjectUid: mediaUid,
    ...item,
  })
  return { uid, mediaUid }
}

export const hoursFromNow = (hours: number) =>
  new Date(Date.now() + hours * 3_600_000).toISOString()

export async function addPurchase(
  db: Db,
  websiteUid: string,
  input: {
    userUid: string
    itemUid: string
    priceUid?: string
    /** When the access ends; null or absent = unlimited. */
    expireAt?: string | null
    revoked?: boolean
    createdAt?: string
    amount?: number
  },
) {
  const uid = newUid()
  await db
    .insertInto('purchases')
    .values({
      uid,
      website_uid: websiteUid,
      user_uid: input.userUid,
      item_uid: input.itemUid,
      price_uid: input.priceUid ?? 'no-price',
      order_uid: newUid(),
      amount: input.amount ?? 500,
      created_at: input.createdAt ?? new Date().toISOString(),
      expire_at: input.expireAt ?? null,
      revoked_at: input.revoked ? new Date().toISOString() : null,
    })
    .execute()
  return uid
}

/**
 * A subscription of the user to the plan; `graceEndsInHours` makes it one whose renewal failed a
 * day ago (past due), its grace days ending then.
 */
export async function addSubscription(
  db: Db,
  websiteUid: string,
  input: {
    userUid: string
    planUid: string
    status?: string
    endsInHours?: number
    graceEndsInHours?: number
  },
) {
  const failed = input.graceEndsInHours !== undefined
  await db
    .insertInto('subscriptions')
    .values({
      uid: newUid(),
      website_uid: websiteUid,
      user_uid: input.userUid,
      plan_uid: input.planUid,
      status: input.status ?? (failed ? 'past_due' : 'active'),
      order_uid: null,
      provider_subscription_id: null,
      current_period_end: hoursFromNow(input.endsInHours ?? 24 * 30),
      created_at: new Date().toISOString(),
      canceled_at: null,
      past_due_since: failed ? hoursFromNow(-24) : null,
      grace_ends_at: failed ? hoursFromNow(input.graceEndsInHours!) : null,
    })
    .execute()
}

export async function addOnDemandRequest(
  db: Db,
  websiteUid: string,
  input: { userUid: string; itemUid: string; status: 'pending' | 'accepted' | 'rejected' },
) {
  const requestUid = newUid()
  await db
    .insertInto('ondemand_requests')
    .values({
      uid: requestUid,
      website_uid: websiteUid,
      user_uid: input.userUid,
      created_at: new Date().toISOString(),
    })
    .execute()
  await db
    .insertInto('ondemand_request_items')
    .values({
      website_uid: websiteUid,
      request_uid: requestUid,
      user_uid: input.userUid,
      item_uid: input.itemUid,
      status: input.status,
      decided_at: input.status === 'pending' ? null : new Date().toISOString(),
    })
    .execute()
}
