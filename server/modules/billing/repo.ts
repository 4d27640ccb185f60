import type { Language } from '../../lib/chosen-language.ts'
import type { Kysely, Selectable } from 'kysely'
import type { Currency } from '../../../contract/schemas/website.ts'
import type { Dialect } from '../../db/connect.ts'
import type { Database, OrderTable } from '../../db/schema.ts'
import type { Order, OrderLine, OrderType } from './order.ts'
import { voidOrderGift } from './gifts/order-gifts.ts'
import { returnOrderUse, spendOrderUse } from './gift-cards/repo.ts'

type Db = Kysely<Database>

/** A price with what checkout needs of its item. */
export interface PriceForSale {
  uid: string
  amount: number
  period: number
  item_uid: string
  item_name: string
  item_monetization_enabled: number
  /** Bit mask: 1 = HD download, 2 = source download; null = none. */
  downloadable_choices: number | null
}

/** The prices among `priceUids` that belong to items of the website. */
export async function findPricesForSale(
  db: Db,
  websiteUid: string,
  priceUids: string[],
): Promise<PriceForSale[]> {
  if (priceUids.length === 0) return []
  return db
    .selectFrom('prices')
    .innerJoin('items', (join) =>
      join
        .onRef('items.uid', '=', 'prices.item_uid')
        .onRef('items.website_uid', '=', 'prices.website_uid'),
    )
    .select([
      'prices.uid',
      'prices.amount',
      'prices.period',
      'prices.item_uid',
      'items.name as item_name',
      'items.monetization_enabled as item_monetization_enabled',
      'prices.downloadable_choices',
    ])
    .where('prices.website_uid', '=', websiteUid)
    .where('prices.uid', 'in', priceUids)
    .execute()
}

export async function findPlan(db: Db, websiteUid: string, planUid: string) {
  return db
    .selectFrom('plans')
    .select(['uid', 'name', 'amount', 'interval', 'trial_days'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', planUid)
    .executeTakeFirst()
}

/**
 * Holds the buyer's row until the transaction ends, so that the settlements of one buyer take
 * turns. On PostgreSQL a row lock that still lets other tables' rows refer to the user; SQLite
 * has no row locks: its write transactions already run one at a time.
 */
export async function lockBuyer(
  trx: Db,
  dialect: Dialect,
  websiteUid: string,
  userUid: string,
): Promise<void> {
  if (dialect !== 'postgres') return
  await trx
    .selectFrom('users')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', userUid)
    .forNoKeyUpdate()
    .execute()
}

export interface NewOrder {
  uid: string
  websiteUid: string
  userUid: string
  type: OrderType
  currency: Currency
  lines: OrderLine[]
  tip: number
  discount: number
  couponUid: string | null
  /** What a gift card paid (0060); 0 when absent. */
  giftCardAmount?: number
  total: number
  message: string | null
  provider: string
  createdAt: string
  language: Language
}

export async function insertOrder(db: Db, order: NewOrder): Promise<void> {
  await db
    .insertInto('orders')
    .values({
      uid: order.uid,
      website_uid: order.websiteUid,
      user_uid: order.userUid,
      type: order.type,
      status: 'open',
      currency: order.currency,
      lines: JSON.stringify(order.lines),
      tip: order.tip,
      discount: order.discount,
      coupon_uid: order.couponUid,
      gift_card_amount: order.giftCardAmount ?? 0,
      total: order.total,
      message: order.message,
      provider: order.provider,
      provider_session_id: null,
      created_at: order.createdAt,
      paid_at: null,
      language: order.language,
    })
    .execute()
}

export async function setOrderSession(
  db: Db,
  websiteUid: string,
  orderUid: string,
  sessionId: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ provider_session_id: sessionId })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', orderUid)
    .execute()
}

function toOrder(row: Selectable<OrderTable>): Order {
  return {
    uid: row.uid,
    websiteUid: row.website_uid,
    userUid: row.user_uid,
    type: row.type as Order['type'],
    status: row.status as Order['status'],
    currency: row.currency as Currency,
    lines: JSON.parse(row.lines) as OrderLine[],
    tip: row.tip,
    discount: row.discount,
    couponUid: row.coupon_uid,
    giftCardAmount: row.gift_card_amount,
    total: row.total,
    message: row.message,
    provider: row.provider,
    providerSessionId: row.provider_session_id,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    language: row.language === 'en' ? 'en' : 'fr',
  }
}

/**
 * The language of the user's latest order on the website, for what a payment provider starts
 * on its own (a renewal, a failed one): French when they never ordered.
 */
export async function latestOrderLanguage(
  db: Db,
  websiteUid: string,
  userUid: string,
): Promise<Language> {
  const row = await db
    .selectFrom('orders')
    .select('language')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.language === 'en' ? 'en' : 'fr'
}

/** The website's order whose `column` holds `value`. */
async function findOrderWhere(
  db: Db,
  websiteUid: string,
  column: 'uid' | 'provider_session_id',
  value: string,
): Promise<Order | undefined> {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where(column, '=', value)
    .executeTakeFirst()
  return row && toOrder(row)
}

export function findOrder(db: Db, websiteUid: string, orderUid: string) {
  return findOrderWhere(db, websiteUid, 'uid', orderUid)
}

/** The order a provider's checkout session pays, on this website. */
export function findOrderBySession(db: Db, websiteUid: string, sessionId: string) {
  return findOrderWhere(db, websiteUid, 'provider_session_id', sessionId)
}

/** Moves an open order on; false when it was not open any more (paid, canceled, refunded). */
async function closeOpenOrder(
  db: Db,
  websiteUid: string,
  orderUid: string,
  changes: { status: 'paid'; paid_at: string } | { status: 'canceled' },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set(changes)
    .where('uid', '=', orderUid)
    .where('website_uid', '=', websiteUid)
    .where('status', '=', 'open')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * Moves an open order to paid, keeping what a gift card paid of it (inside the settlement's
 * transaction); false when it was not open (already paid or canceled).
 */
export async function markOrderPaid(db: Db, websiteUid: string, orderUid: string, now: Date) {
  const paid = { status: 'paid' as const, paid_at: now.toISOString() }
  if (!(await closeOpenOrder(db, websiteUid, orderUid, paid))) return false
  await spendOrderUse(db, websiteUid, orderUid)
  return true
}

/** Rewrites what an order's lines and total say it cost (a free trial's start costs nothing). */
export async function setOrderAmounts(
  db: Db,
  websiteUid: string,
  orderUid: string,
  amounts: { lines: OrderLine[]; total: number; discount: number; giftCardAmount?: number },
): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      lines: JSON.stringify(amounts.lines),
      total: amounts.total,
      discount: amounts.discount,
      ...(amounts.giftCardAmount === undefined ? {} : { gift_card_amount: amounts.giftCardAmount }),
    })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', orderUid)
    .execute()
}

/**
 * Moves an open order to canceled, giving its gift card back what it held; a paid order stays
 * paid. Both in one transaction (the caller's, or its own).
 */
export function cancelOpenOrder(db: Db, websiteUid: string, orderUid: string): Promise<boolean> {
  const cancel = async (trx: Db) => {
    if (!(await closeOpenOrder(trx, websiteUid, orderUid, { status: 'canceled' }))) return false
    await returnOrderUse(trx, websiteUid, orderUid)
    return true
  }
  return db.isTransaction ? cancel(db) : db.transaction().execute(cancel)
}

/**
 * Marks a paid (or still open) order refunded, revokes the purchases it granted, voids its
 * gift's code and gives its gift card back its part; false when it was already refunded or canceled. A later attempt to settle it then
 * changes nothing.
 */
export async function refundOrder(
  db: Db,
  websiteUid: string,
  orderUid: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'refunded' })
    .where('uid', '=', orderUid)
    .where('website_uid', '=', websiteUid)
    .where('status', 'in', ['open', 'paid'])
    .executeTakeFirst()
  if (result.numUpdatedRows === 0n) return false
  await voidOrderGift(db, websiteUid, orderUid, now)
  await returnOrderUse(db, websiteUid, orderUid)
  await db
    .updateTable('purchases')
    .set({ revoked_at: now.toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('order_uid', '=', orderUid)
    .where('revoked_at', 'is', null)
    .execute()
  return true
}
