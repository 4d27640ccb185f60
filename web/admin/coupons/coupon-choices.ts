import { COUPON_KINDS, COUPON_TARGETS } from '../../../contract/values/admin-coupons.ts'
import { choicesOf } from '../ui/choices.ts'

/** A percentage or a fixed amount, named in the back office's language. */
export const KIND_CHOICES = choicesOf(COUPON_KINDS, 'vitrine.coupon.kind')
/** Purchases and rentals, subscriptions, or both. */
export const TARGET_CHOICES = choicesOf(COUPON_TARGETS, 'vitrine.coupon.appliesTo')
