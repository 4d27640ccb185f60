import type { Kysely } from 'kysely'
import type { GiftCardTerms } from '../../../../contract/schemas/gift-cards.ts'
import type { GiftCardStatus } from '../../../../contract/values/gift-cards.ts'
import type { Database } from '../../../db/schema.ts'
import { newUid } from '../../../db/uid.ts'
import { invalidField } from '../../../errors.ts'
import { cancelOpenOrder } from '../repo.ts'
import { countTries, forgetTries, type RedeemLimits } from '../gifts/code-tries.ts'
import { giftCardCodeHash } from './code.ts'
import {
  findGiftCard,
  findGiftCardByCode,
  findStaleHolds,
  insertGiftCardUse,
  takeFromGiftCard,
  type GiftCardRow,
} from './repo.ts'

/**
 * Gift cards at checkout (issue 46 part 1): a code typed in the cart pays what it can of a
 * checkout of items and bundles. Opening the checkout takes it off the card's balance (a
 * conditional update, so two checkouts never spend the same balance); the order's payment keeps
 * it (repo.ts's `markOrderPaid`), its cancellation or refund gives it back (`cancelOpenOrder`,
 * `refundOrder`). An open order holds the card GIFT_CARD_HOLD_MINUTES at most: the next checkout
 * with the card cancels it (a Stripe session with a card ends before, stripe-checkout.ts).
 */

/** Minutes an open order holds its card, as a coupon's seat (a Stripe session ends before). */
export const GIFT_CARD_HOLD_MINUTES = 35

export const UNKNOWN_CARD = 'This gift card is not valid.'
export const SPENT_CARD = 'This gift card has nothing left to spend.'
export const EXPIRED_CARD = 'This gift card has expired.'
export const CARD_IN_USE = 'This gift card is being used by another checkout: try again later.'
export const CARD_NOT_FOR_PLANS = 'A gift card pays for items and bundles, not subscriptions.'

/** The day (YYYY-MM-DD, UTC) of `now`. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10)

/** How a card stands on `now`. */
export function giftCardStatus(card: GiftCardRow, now: Date): GiftCardStatus {
  if (card.disabled_at !== null) return 'disabled'
  if (card.balance <= 0) return 'spent'
  if (card.expires_on !== null && card.expires_on < dayOf(now)) return 'expired'
  return 'active'
}

/** Why a card cannot pay now, or null when it can. */
function refusal(card: GiftCardRow, now: Date): string | null {
  const status = giftCardStatus(card, now)
  if (status === 'disabled') return UNKNOWN_CARD
  if (status === 'expired') return EXPIRED_CARD
  if (status === 'spent' || (!card.multiple_use && card.uses > 0)) return SPENT_CARD
  return null
}

/**
 * The card `code` names when it can pay now, or a 400 naming `field`. Each try is counted with
 * the gift codes' limits (per client, and per account when signed in: 429 past them); a right
 * code takes its tries back.
 */
export async function usableGiftCard(
  db: Kysely<Database>,
  websiteUid: string,
  code: string,
  field: string,
  limits: RedeemLimits | null,
  userUid: string | null,
  now = new Date(),
): Promise<GiftCardRow> {
  const keys = limits ? await countTries(limits, websiteUid, userUid) : []
  const found = await findGiftCardByCode(db, websiteUid, giftCardCodeHash(websiteUid, code))
  if (!found) throw invalidField(field, UNKNOWN_CARD)
  if (limits) await forgetTries(limits, keys)
  // What checkouts abandoned long ago held is the card's again before it is judged.
  const card = (await releaseStaleHolds(db, websiteUid, found.uid, now))
    ? ((await findGiftCard(db, websiteUid, found.uid)) ?? found)
    : found
  const refused = refusal(card, now)
  if (refused) throw invalidField(field, refused)
  return card
}

/** What the cart is told of a card that pays. */
export function giftCardTerms(card: GiftCardRow, code: string): GiftCardTerms {
  return {
    code: code.trim().toUpperCase(),
    balance: card.balance,
    currency: card.currency,
    multiple_use: card.multiple_use === 1,
  }
}

/**
 * Cancels the card's open orders opened more than GIFT_CARD_HOLD_MINUTES ago, which gives the
 * card back what they held: their buyers left without paying (their sessions ended). Answers
 * whether there were any.
 */
export async function releaseStaleHolds(
  db: Kysely<Database>,
  websiteUid: string,
  cardUid: string,
  now: Date,
): Promise<boolean> {
  const before = new Date(now.getTime() - GIFT_CARD_HOLD_MINUTES * 60_000).toISOString()
  const stale = await findStaleHolds(db, websiteUid, cardUid, before)
  for (const hold of stale) await cancelOpenOrder(db, websiteUid, hold.order_uid)
  return stale.length > 0
}

/**
 * Takes from the card what it pays of an order owing `due` (minor units), in the transaction
 * that writes the order: all of `due` when the balance covers it, else the whole balance. A
 * single-use card gives all its balance to this one checkout; what it does not pay of the order
 * is lost. Answers what it pays; a 400 naming `gift_card` when another checkout took it first.
 */
export async function holdGiftCard(
  trx: Kysely<Database>,
  websiteUid: string,
  cardUid: string,
  orderUid: string,
  due: number,
  now: Date,
): Promise<number> {
  const card = await findGiftCard(trx, websiteUid, cardUid)
  if (!card) throw invalidField('gift_card', UNKNOWN_CARD)
  const applied = Math.min(card.balance, due)
  const taken = card.multiple_use ? applied : card.balance
  if (applied <= 0 || !(await takeFromGiftCard(trx, websiteUid, cardUid, taken, dayOf(now)))) {
    throw invalidField('gift_card', card.multiple_use ? CARD_IN_USE : SPENT_CARD)
  }
  await insertGiftCardUse(trx, {
    uid: newUid(),
    website_uid: websiteUid,
    card_uid: cardUid,
    order_uid: orderUid,
    taken,
    applied,
    created_at: now.toISOString(),
  })
  return applied
}
