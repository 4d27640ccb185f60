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

/** The same refusals as the server says them to a French visitor (server/i18n). */
export const COUPON_REFUSALS_IN_FRENCH: Record<CouponRefusal, string> = {
  unknown: 'Ce code promo n’existe pas.',
  not_started: 'Ce code promo n’est pas encore valable.',
  expired: 'Ce code promo a expiré.',
  exhausted: 'Ce code promo a atteint son nombre maximal d’utilisations.',
  used: 'Vous avez déjà utilisé ce code promo.',
  not_for_prices: 'Ce code promo ne s’applique pas aux achats et aux locations.',
  not_for_plans: 'Ce code promo ne s’applique pas aux abonnements.',
}

/** The reason a refusal message gives, in either language, or null for a message of another kind. */
export function couponRefusalOf(message: string | undefined): CouponRefusal | null {
  for (const texts of [COUPON_REFUSALS, COUPON_REFUSALS_IN_FRENCH]) {
    const found = Object.entries(texts).find(([, text]) => text === message)
    if (found) return found[0] as CouponRefusal
  }
  return null
}
