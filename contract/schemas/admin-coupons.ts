import { Type, type Static } from 'typebox'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_PATTERN,
  COUPON_KINDS,
  COUPON_SORTS,
  COUPON_TARGETS,
} from '../values/admin-coupons.ts'
import { DateTime, Nullable, Uid } from './common.ts'

/** The most a coupon may take off, in minor units, and the largest redemption limit. */
export const MAX_COUPON_AMOUNT = 100_000_000
export const MAX_COUPON_REDEMPTIONS = 1_000_000

/**
 * A coupon as the owner sees it. `kind` says which of `percent_off` and `amount_off` (minor
 * units of the website's currency) is set. `redemptions`: paid orders that used it.
 */
export const AdminCoupon = Type.Object({
  uid: Uid,
  code: Type.String(),
  kind: Type.Enum(COUPON_KINDS),
  percent_off: Nullable(Type.Integer({ minimum: 1, maximum: 100 })),
  amount_off: Nullable(Type.Integer({ minimum: 1 })),
  applies_to: Type.Enum(COUPON_TARGETS),
  /** It applies from this instant (UTC), or at once when null. */
  starts_at: Nullable(DateTime),
  /** It stops applying at this instant (UTC), or never when null. */
  ends_at: Nullable(DateTime),
  /** How many paid orders may use it in all; null = no limit. */
  max_redemptions: Nullable(Type.Integer({ minimum: 1 })),
  /** A customer may use it once (paid orders). */
  once_per_customer: Type.Boolean(),
  redemptions: Type.Integer({ minimum: 0 }),
  /** Set once deleted after use: it applies no more; past orders keep their discount. */
  archived_at: Nullable(DateTime),
  created_at: DateTime,
})
export type AdminCoupon = Static<typeof AdminCoupon>

export const AdminCouponList = Type.Array(AdminCoupon)

export const AdminCouponsQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(COUPON_SORTS)),
  /** Words of the code. */
  q: Type.Optional(Type.String({ maxLength: COUPON_CODE_MAX_LENGTH })),
  /** Archived coupons are listed only when asked (true). */
  archived: Type.Optional(Type.Boolean()),
})
export type AdminCouponsQuery = Static<typeof AdminCouponsQuery>

const COUPON_FIELDS = {
  code: Type.String({
    minLength: 1,
    maxLength: COUPON_CODE_MAX_LENGTH,
    pattern: COUPON_CODE_PATTERN,
  }),
  kind: Type.Enum(COUPON_KINDS),
  percent_off: Nullable(Type.Integer({ minimum: 1, maximum: 100 })),
  amount_off: Nullable(Type.Integer({ minimum: 1, maximum: MAX_COUPON_AMOUNT })),
  applies_to: Type.Enum(COUPON_TARGETS),
  starts_at: Nullable(DateTime),
  ends_at: Nullable(DateTime),
  max_redemptions: Nullable(Type.Integer({ minimum: 1, maximum: MAX_COUPON_REDEMPTIONS })),
  once_per_customer: Type.Boolean(),
}

/** POST /coupons/: the code and what it takes off; it applies to both, once per customer. */
export const AdminCouponInput = Type.Object(
  {
    code: COUPON_FIELDS.code,
    kind: COUPON_FIELDS.kind,
    percent_off: Type.Optional(COUPON_FIELDS.percent_off),
    amount_off: Type.Optional(COUPON_FIELDS.amount_off),
    applies_to: Type.Optional(COUPON_FIELDS.applies_to),
    starts_at: Type.Optional(COUPON_FIELDS.starts_at),
    ends_at: Type.Optional(COUPON_FIELDS.ends_at),
    max_redemptions: Type.Optional(COUPON_FIELDS.max_redemptions),
    once_per_customer: Type.Optional(COUPON_FIELDS.once_per_customer),
  },
  { additionalProperties: false },
)
export type AdminCouponInput = Static<typeof AdminCouponInput>

/** PATCH /coupons/{uid}/: only what changes. */
export const AdminCouponChange = Type.Partial(Type.Object(COUPON_FIELDS), {
  additionalProperties: false,
})
export type AdminCouponChange = Static<typeof AdminCouponChange>

/** /coupons/{uid}/ */
export const AdminCouponParams = Type.Object({ uid: Uid })
