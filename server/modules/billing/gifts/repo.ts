import type { Kysely, Selectable } from 'kysely'
import type { Database, GiftTable } from '../../../db/schema.ts'

type Db = Kysely<Database>

export type GiftRow = Selectable<GiftTable>

/** A gift as it is bought: not yet mailed, redeemed nor voided. */
export type NewGift = Pick<
  GiftTable,
  | 'uid'
  | 'website_uid'
  | 'order_uid'
  | 'buyer_uid'
  | 'recipient_email'
  | 'message'
  | 'deliver_on'
  | 'language'
  | 'created_at'
>

export async function insertGift(db: Db, gift: NewGift): Promise<void> {
  await db
    .insertInto('gifts')
    .values({
      ...gift,
      code_hash: null,
      delivered_at: null,
      redeemed_at: null,
      redeemed_by: null,
      voided_at: null,
    })
    .execute()
}

/** A gift with what its order says: its lines (JSON), status and language. */
export type GiftWithOrder = GiftRow & {
  order_status: string
  lines: string
  order_language: string
}

function withOrder(db: Db) {
  return db
    .selectFrom('gifts')
    .innerJoin('orders', (join) =>
      join
        .onRef('orders.uid', '=', 'gifts.order_uid')
        .onRef('orders.website_uid', '=', 'gifts.website_uid'),
    )
    .selectAll('gifts')
    .select(['orders.status as order_status', 'orders.lines', 'orders.language as order_language'])
}

/** Paid gifts not yet mailed whose day came by `today` (YYYY-MM-DD), on every website. */
export async function findDueGifts(db: Db, today: string, limit: number): Promise<GiftWithOrder[]> {
  return withOrder(db)
    .where('gifts.delivered_at', 'is', null)
    .where('gifts.voided_at', 'is', null)
    .where('gifts.deliver_on', '<=', today)
    .where('orders.status', '=', 'paid')
    .orderBy('gifts.deliver_on')
    .orderBy('gifts.uid')
    .limit(limit)
    .execute()
}

export async function findGiftByOrder(db: Db, websiteUid: string, orderUid: string) {
  return withOrder(db)
    .where('gifts.website_uid', '=', websiteUid)
    .where('gifts.order_uid', '=', orderUid)
    .executeTakeFirst()
}

export async function findGiftByCode(db: Db, websiteUid: string, codeHash: string) {
  return withOrder(db)
    .where('gifts.website_uid', '=', websiteUid)
    .where('gifts.code_hash', '=', codeHash)
    .executeTakeFirst()
}

export async function findBuyerGift(db: Db, websiteUid: string, buyerUid: string, uid: string) {
  return withOrder(db)
    .where('gifts.website_uid', '=', websiteUid)
    .where('gifts.buyer_uid', '=', buyerUid)
    .where('gifts.uid', '=', uid)
    .executeTakeFirst()
}

/** The buyer's gifts, newest first, the unpaid ones left out. */
export async function listBuyerGifts(db: Db, websiteUid: string, buyerUid: string) {
  return withOrder(db)
    .where('gifts.website_uid', '=', websiteUid)
    .where('gifts.buyer_uid', '=', buyerUid)
    .where('orders.status', 'in', ['paid', 'refunded'])
    .orderBy('gifts.created_at', 'desc')
    .limit(200)
    .execute()
}

/**
 * Keeps the hash of the code just made and marks the gift delivered; false when another run
 * delivered it first, or it was voided or redeemed meanwhile. `resend` counts a buyer's resend.
 */
export async function storeGiftCode(
  db: Db,
  gift: { website_uid: string; uid: string; delivered_at: string | null; resent_count: number },
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const resend = gift.delivered_at !== null
  let update = db
    .updateTable('gifts')
    .set({
      code_hash: codeHash,
      delivered_at: now.toISOString(),
      resent_count: resend ? gift.resent_count + 1 : gift.resent_count,
    })
    .where('website_uid', '=', gift.website_uid)
    .where('uid', '=', gift.uid)
    .where('voided_at', 'is', null)
    .where('redeemed_at', 'is', null)
    .where('resent_count', '=', gift.resent_count)
  update = resend
    ? update.where('delivered_at', '=', gift.delivered_at)
    : update.where('delivered_at', 'is', null)
  const result = await update.executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Marks the gift redeemed by `userUid`; false when it was redeemed or voided first. */
export async function claimGift(
  db: Db,
  websiteUid: string,
  uid: string,
  userUid: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('gifts')
    .set({ redeemed_at: now.toISOString(), redeemed_by: userUid })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .where('redeemed_at', 'is', null)
    .where('voided_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Voids the gift of a refunded order: its code stops working. */
export async function voidOrderGift(
  db: Db,
  websiteUid: string,
  orderUid: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('gifts')
    .set({ voided_at: now.toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('order_uid', '=', orderUid)
    .where('voided_at', 'is', null)
    .execute()
}

/** The gift of an order, as the staff's order page shows it; undefined for other orders. */
export async function findOrderGift(db: Db, websiteUid: string, orderUid: string) {
  return db
    .selectFrom('gifts')
    .select(['recipient_email', 'deliver_on', 'delivered_at', 'redeemed_at', 'voided_at'])
    .where('website_uid', '=', websiteUid)
    .where('order_uid', '=', orderUid)
    .executeTakeFirst()
}

/** Whether the order's gift was redeemed: its recipient has it, no refund can take it back. */
export async function giftRedeemed(db: Db, websiteUid: string, orderUid: string) {
  const gift = await findOrderGift(db, websiteUid, orderUid)
  return gift?.redeemed_at != null
}
