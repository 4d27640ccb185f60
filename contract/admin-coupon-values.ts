/**
 * Coupons as plain values, for the server, the back office and the storefront's cart alike:
 * what a code may hold, what a coupon applies to, how a discount is reckoned, and why a code is
 * refused (the message checkout answers in `details.coupon`, which the cart shows in its
 * language).
 */

/** Letters, digits, `-` and `_`; compared without regard to case. */
export const COUPON_CODE_PATTERN = '^[A-Za-z0-9_-]+$'
export const COUPON_CODE_MAX_LENGTH = 40

/** A percentage of the lines, or a fixed amount in minor units. */
export const COUPON_KINDS = ['percent', 'amount'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]

/** Which checkouts a coupon lowers: prices (purchases and rentals), plans, or both. */
export const COUPON_TARGETS = ['prices', 'plans', 'both'] as const
export type CouponTarget = (typeof COUPON_TARGETS)[number]

export const COUPON_SORTS = ['code', 'created_at', 'ends_at', 'redemptions'] as const

/** What a coupon takes off: one of the two is set. */
export interface CouponTerms {
  percent_off: number | null
  amount_off: number | null
}

/**
 * Minor units taken off lines summing to `linesTotal` (never the tip): the percentage rounded
 * to the minor unit, or the fixed amount, never more than the lines.
 */
export function couponDiscount(terms: CouponTerms, linesTotal: number): number {
  if (linesTotal <= 0) return 0
  if (terms.percent_off !== null) return Math.round((linesTotal * terms.percent_off) / 100)
  return Math.min(terms.amount_off ?? 0, linesTotal)
}

/** Why a code is refused; each reason's message is what checkout answers. */
export const COUPON_REFUSALS = {
  unknown: 'This promo code does not exist.',
  not_started: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  exhausted: 'This promo code has been used as many times as it allows.',
  used: 'You have already used this promo code.',
  not_for_prices: 'This promo code does not apply to purchases and rentals.',
  not_for_plans: 'This promo code does not apply to subscriptions.',
} as const
export type CouponRefusal = keyof typeof COUPON_REFUSALS

/** The reason a refusal message gives, or null for a message of another kind. */
export function couponRefusalOf(message: string | undefined): CouponRefusal | null {
  const found = Object.entries(COUPON_REFUSALS).find(([, text]) => text === message)
  return found ? (found[0] as CouponRefusal) : null
}
