import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database, GiftCardTable } from '../../../db/schema.ts'
import type { ListPage } from '../../../http/list-page.ts'
import type { GiftCardStatus } from '../../../../contract/values/gift-cards.ts'

type Db = Kysely<Database>

export type GiftCardRow = Selectable<GiftCardTable>

export async function insertGiftCard(db: Db, card: Omit<GiftCardRow, 'uses'>): Promise<void> {
  await db
    .insertInto('gift_cards')
    .values({ ...card, uses: 0 })
    .execute()
}

export function findGiftCard(db: Db, websiteUid: string, uid: string) {
  return db
    .selectFrom('gift_cards')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}

export function findGiftCardByCode(db: Db, websiteUid: string, codeHash: string) {
  return db
    .selectFrom('gift_cards')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst()
}

/** The website's cards in `status` on `today` (YYYY-MM-DD), or all. */
function cardsWhere(db: Db, websiteUid: string, status: GiftCardStatus | undefined, today: string) {
  let query = db.selectFrom('gift_cards').where('website_uid', '=', websiteUid)
  if (status === 'disabled') query = query.where('disabled_at', 'is not', null)
  if (status && status !== 'disabled') query = query.where('disabled_at', 'is', null)
  if (status === 'spent') query = query.where('balance', '=', 0)
  if (status === 'expired') {
    query = query.where('balance', '>', 0).where('expires_on', '<', today)
  }
  if (status === 'active') {
    query = query
      .where('balance', '>', 0)
      .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
  }
  return query
}

export async function findGiftCardPage(
  db: Db,
  websiteUid: string,
  status: GiftCardStatus | undefined,
  today: string,
  sort: 'created_at' | 'amount' | 'balance' | 'expires_on',
  page: ListPage,
) {
  const cards = cardsWhere(db, websiteUid, status, today)
  const [counted, rows] = await Promise.all([
    cards.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    cards
      .selectAll()
      .orderBy(sort, page.direction)
      .orderBy('uid')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { total: Number(counted.total), rows }
}

/** Disables a card; false when it was disabled already. */
export async function disableGiftCard(db: Db, websiteUid: string, uid: string, now: Date) {
  const result = await db
    .updateTable('gift_cards')
    .set({ disabled_at: now.toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .where('disabled_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * Takes `taken` off the card's balance for one more checkout, in one conditional update: only
 * while it is enabled, not past its last day, holds that much, and (single use) has no other
 * checkout. Two checkouts at once cannot both take the same balance: the second changes no row.
 */
export async function takeFromGiftCard(
  db: Db,
  websiteUid: string,
  uid: string,
  taken: number,
  today: string,
): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set((eb) => ({ balance: eb('balance', '-', taken), uses: eb('uses', '+', 1) }))
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .where('disabled_at', 'is', null)
    .where('balance', '>=', taken)
    .where('balance', '>', 0)
    .where((eb) => eb.or([eb('expires_on', 'is', null), eb('expires_on', '>=', today)]))
    .where((eb) => eb.or([eb('multiple_use', '=', 1), eb('uses', '=', 0)]))
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function insertGiftCardUse(
  db: Db,
  use: {
    uid: string
    website_uid: string
    card_uid: string
    order_uid: string
    taken: number
    applied: number
    created_at: string
  },
): Promise<void> {
  await db
    .insertInto('gift_card_uses')
    .values({ ...use, status: 'held' })
    .execute()
}

/** Marks the order's held use spent: its order was paid. */
export async function spendOrderUse(db: Db, websiteUid: string, orderUid: string) {
  await db
    .updateTable('gift_card_uses')
    .set({ status: 'spent' })
    .where('website_uid', '=', websiteUid)
    .where('order_uid', '=', orderUid)
    .where('status', '=', 'held')
    .execute()
}

/**
 * Gives the card back what the order took of it, once: the use moves from held or spent to
 * returned (a conditional update), then the card gets its balance and its use back.
 */
export async function returnOrderUse(db: Db, websiteUid: string, orderUid: string) {
  const use = await db
    .selectFrom('gift_card_uses')
    .select(['uid', 'card_uid', 'taken', 'status'])
    .where('website_uid', '=', websiteUid)
    .where('order_uid', '=', orderUid)
    .executeTakeFirst()
  if (!use || use.status === 'returned') return
  const moved = await db
    .updateTable('gift_card_uses')
    .set({ status: 'returned' })
    .where('uid', '=', use.uid)
    .where('status', '=', use.status)
    .executeTakeFirst()
  if (moved.numUpdatedRows === 0n) return
  await db
    .updateTable('gift_cards')
    .set((eb) => ({ balance: eb('balance', '+', use.taken), uses: eb('uses', '-', 1) }))
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', use.card_uid)
    .execute()
}

/** The card's held uses whose orders are still open and were opened before `before`. */
export function findStaleHolds(db: Db, websiteUid: string, cardUid: string, before: string) {
  return db
    .selectFrom('gift_card_uses')
    .innerJoin('orders', 'orders.uid', 'gift_card_uses.order_uid')
    .select('gift_card_uses.order_uid')
    .where('gift_card_uses.website_uid', '=', websiteUid)
    .where('gift_card_uses.card_uid', '=', cardUid)
    .where('gift_card_uses.status', '=', 'held')
    .where('orders.status', '=', 'open')
    .where('gift_card_uses.created_at', '<', before)
    .execute()
}
