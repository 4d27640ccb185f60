/** Gifts as plain values (issue 46 part 1). */

/** The plan periods one may give, in months. */
export const GIFT_MONTHS = [1, 3, 12] as const

export const GIFT_MESSAGE_MAX_LENGTH = 1000

/** A code as typed, dashes and spaces included. */
export const GIFT_CODE_MAX_LENGTH = 64

/** How many times a buyer may have a gift's mail sent again. */
export const GIFT_RESENDS_MAX = 3

/** What starts a gift code, so the cart's code field knows it from a promo code. */
export const GIFT_CODE_PREFIX = 'GIFT-'

/** Whether a code typed in the cart is a gift code rather than a promo code. */
export function isGiftCode(code: string): boolean {
  return code.trim().toUpperCase().startsWith(GIFT_CODE_PREFIX)
}

/** What months of a plan cost as a gift, in minor units: a yearly plan's month is a twelfth. */
export function giftMonthsAmount(
  plan: { amount: number; interval: string },
  months: number,
): number {
  return plan.interval === 'year' ? Math.round((plan.amount * months) / 12) : plan.amount * months
}
