/** Gift cards as plain values (issue 46 part 1): codes staff make, worth an amount. */

/** What starts a gift card's code, so the cart's code field knows it from a promo code. */
export const GIFT_CARD_CODE_PREFIX = 'CARD-'

/** A code as typed, dashes and spaces included. */
export const GIFT_CARD_CODE_MAX_LENGTH = 40

export const GIFT_CARD_LABEL_MAX_LENGTH = 80

/** The most a card may be worth, in minor units (100 000,00). */
export const GIFT_CARD_MAX_AMOUNT = 10_000_000

/** How a card stands: it pays, it was spent to nothing, its last day passed, staff disabled it. */
export const GIFT_CARD_STATUSES = ['active', 'spent', 'expired', 'disabled'] as const
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number]

export const GIFT_CARD_SORTS = ['created_at', 'amount', 'balance', 'expires_on'] as const

/** Whether a code typed in the cart is a gift card's rather than a promo code. */
export function isGiftCardCode(code: string): boolean {
  return code.trim().toUpperCase().startsWith(GIFT_CARD_CODE_PREFIX)
}
