import {
  COUPON_REFUSALS,
  couponDiscount,
  type CouponRefusal,
} from '../../../contract/values/admin-coupons.ts'
import type { Coupon } from '../../../contract/schemas/billing.ts'
import type { Database } from '../../db/schema.ts'
import { invalidField } from '../../errors.ts'
import type { Kysely } from 'kysely'
import type { Dialect } from '../../db/connect.ts'
import {
  countPaidRedemptions,
  countRedemptions,
  findOfferedCoupon,
  lockCoupon,
  type CouponRow,
} from './repo.ts'

/** The checkouts a coupon may lower. */
export type CouponCheckout = 'prices' | 'subscription'

/** A 400 naming `coupon`, with the message the cart shows in the visitor's language. */
const refuse = (reason: CouponRefusal) => invalidField('coupon', COUPON_REFUSALS[reason])

function refusalOf(coupon: CouponRow, checkout: CouponCheckout, now: Date): CouponRefusal | null {
  if (checkout === 'prices' && coupon.applies_to === 'plans') return 'not_for_prices'
  if (checkout === 'subscription' && coupon.applies_to === 'prices') return 'not_for_plans'
  if (coupon.starts_at && new Date(coupon.starts_at) > now) return 'not_started'
  if (coupon.ends_at && new Date(coupon.ends_at) <= now) return 'expired'
  return null
}

/**
 * The coupon `code` names, when the buyer may use it for this checkout now; otherwise a 400
 * naming `coupon` that says why (unknown or archived, not for this checkout, not started,
 * expired, its limit of paid orders reached, or already used by this buyer).
 */
export async function usableCoupon(
  db: Kysely<Database>,
  websiteUid: string,
  buyerUid: string | null,
  code: string,
  checkout: CouponCheckout,
  now = new Date(),
): Promise<CouponRow> {
  const coupon = await findOfferedCoupon(db, websiteUid, code.trim())
  if (!coupon) throw refuse('unknown')
  const refusal = refusalOf(coupon, checkout, now)
  if (refusal) throw refuse(refusal)
  const used = await countRedemptions(db, websiteUid, coupon.uid, buyerUid)
  if (coupon.max_redemptions !== null && used.total >= coupon.max_redemptions) {
    throw refuse('exhausted')
  }
  if (coupon.once_per_customer && used.byUser > 0) throw refuse('used')
  return coupon
}

/**
 * Takes a seat of the coupon's limit for an order about to open, in the transaction `trx` that
 * writes the order: the coupon is locked, its seats counted again, and a 400 `exhausted` answers
 * when another checkout took the last one since `usableCoupon` looked.
 */
export async function holdCouponSeat(
  trx: Kysely<Database>,
  dialect: Dialect,
  websiteUid: string,
  buyerUid: string,
  coupon: { uid: string; max_redemptions: number | null },
): Promise<void> {
  if (coupon.max_redemptions === null) return
  await lockCoupon(trx, dialect, websiteUid, coupon.uid)
  const used = await countRedemptions(trx, websiteUid, coupon.uid, buyerUid)
  if (used.total >= coupon.max_redemptions) throw refuse('exhausted')
}

/** The order being settled, as far as its coupon is concerned (billing's `Order` fits). */
export interface CouponedOrder {
  uid: string
  websiteUid: string
  userUid: string
  couponUid: string | null
}

/** Why a paid order may not keep its coupon: its limit was reached, or its buyer's one use made. */
export interface CouponOverrun {
  code: string
  reason: Extract<CouponRefusal, 'exhausted' | 'used'>
}

/**
 * Whether orders paid before it used up the coupon of an order just marked paid: its limit of
 * paid orders, or its buyer's one use. Checkout lets a buyer open several orders with a coupon
 * (back to the cart, other tabs), so settlement checks again, in its transaction `trx`: the
 * coupon is locked first, so two settlements of its last seat take turns and the second sees
 * the first.
 */
export async function couponOverrun(
  trx: Kysely<Database>,
  dialect: Dialect,
  order: CouponedOrder,
): Promise<CouponOverrun | null> {
  const { websiteUid, couponUid, userUid, uid } = order
  if (!couponUid) return null
  const coupon = await lockCoupon(trx, dialect, websiteUid, couponUid)
  if (!coupon) return null
  const paid = await countPaidRedemptions(trx, websiteUid, couponUid, userUid, uid)
  if (coupon.max_redemptions !== null && paid.total >= coupon.max_redemptions) {
    return { code: coupon.code, reason: 'exhausted' }
  }
  if (coupon.once_per_customer && paid.byUser > 0) return { code: coupon.code, reason: 'used' }
  return null
}

/** What the cart is told of a usable coupon: its code and what it takes off. */
export function couponTerms(coupon: CouponRow): Coupon {
  return { code: coupon.code, percent_off: coupon.percent_off, amount_off: coupon.amount_off }
}

/** What an order's lines lose to the coupon, in minor units (the tip never counts). */
export function discountOn(coupon: CouponRow, linesTotal: number): number {
  return couponDiscount(coupon, linesTotal)
}

/** The code of a coupon, which Stripe's checkout shows. */
export { findCouponCode } from './repo.ts'
