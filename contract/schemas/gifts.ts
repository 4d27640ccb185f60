import { Type, type Static } from 'typebox'
import { DateTime, Nullable, Uid } from './common.ts'
import { RETURN_PATH_MAX_LENGTH, RETURN_PATH_PATTERN } from '../values/return-path.ts'
import { GIFT_CODE_MAX_LENGTH, GIFT_MESSAGE_MAX_LENGTH, GIFT_MONTHS } from '../values/gifts.ts'

export { GIFT_CODE_MAX_LENGTH, GIFT_MESSAGE_MAX_LENGTH, GIFT_MONTHS }

/**
 * POST /billing/checkout/gift/ — buys one thing as a gift for `recipient_email`: a `price` of an
 * item, a `bundle`, or `months` (1, 3 or 12) of a `plan`, paid once and never renewed. The
 * recipient is mailed `message` and a code on `deliver_on` (YYYY-MM-DD, today or later, UTC);
 * `language` is the mail's (the buyer's page language when absent). Answers where to pay, as
 * a checkout does; each wrong field answers 400 naming it.
 */
export const GiftCheckoutBody = Type.Object({
  price: Type.Optional(Uid),
  bundle: Type.Optional(Uid),
  plan: Type.Optional(Uid),
  months: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  recipient_email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
  message: Type.String({ maxLength: GIFT_MESSAGE_MAX_LENGTH }),
  deliver_on: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  language: Type.Optional(Type.Union([Type.Literal('fr'), Type.Literal('en')])),
  return_path: Type.Optional(
    Type.String({ maxLength: RETURN_PATH_MAX_LENGTH, pattern: RETURN_PATH_PATTERN }),
  ),
})
export type GiftCheckoutBody = Static<typeof GiftCheckoutBody>

/** POST /gifts/redeem/ — a gift code, as mailed (spaces, dashes and case do not matter). */
export const GiftRedeemBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: GIFT_CODE_MAX_LENGTH }),
})
export type GiftRedeemBody = Static<typeof GiftRedeemBody>

/** What a redeemed gift gave: the item to watch (its slug), or the plan and until when. */
export const GiftRedeemed = Type.Object({
  label: Type.String(),
  item_slug: Nullable(Type.String()),
  plan_uid: Nullable(Uid),
  access_until: Nullable(DateTime),
})
export type GiftRedeemed = Static<typeof GiftRedeemed>

/** Where a gift stands for its buyer. */
export const GiftStatus = Type.Union([
  Type.Literal('unpaid'),
  Type.Literal('scheduled'),
  Type.Literal('delivered'),
  Type.Literal('redeemed'),
  Type.Literal('refunded'),
])
export type GiftStatus = Static<typeof GiftStatus>

/** One of the signed-in buyer's gifts (GET /me/gifts/). */
export const Gift = Type.Object({
  uid: Uid,
  recipient_email: Type.String(),
  label: Type.String(),
  deliver_on: Type.String(),
  status: GiftStatus,
  redeemed_at: Nullable(DateTime),
  /** Whether "resend" may be asked now. */
  can_resend: Type.Boolean(),
})
export type Gift = Static<typeof Gift>

export const GiftList = Type.Object({ results: Type.Array(Gift) })
export type GiftList = Static<typeof GiftList>

export const GiftParams = Type.Object({ uid: Uid })
