import { Type, type Static } from 'typebox'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { Amount, DateTime, Nullable, Uid } from './common.ts'
import { Currency } from './website.ts'
import {
  ORDER_SORTS,
  ORDER_STATUSES,
  ORDER_TYPES,
  REFUND_REASON_MAX_LENGTH,
} from '../values/orders.ts'

/** An order as the staff list them: what it bought, who paid, where it stands. */
export const AdminOrder = Type.Object({
  uid: Uid,
  type: Type.Enum(ORDER_TYPES),
  status: Type.Enum(ORDER_STATUSES),
  /** What the buyer paid in all: the lines, less the discount, plus the tip; in minor units. */
  total: Amount,
  tip: Amount,
  /** The promo code the buyer used, as the coupon spells it; null without one. */
  coupon_code: Nullable(Type.String()),
  /** What the coupon took off the lines, already out of `total`; 0 without one. */
  discount: Amount,
  currency: Currency,
  /** What refunds gave back so far; equal to `total` once refunded in full. */
  refunded_amount: Amount,
  created_at: DateTime,
  paid_at: Nullable(DateTime),
  user_uid: Uid,
  /** The buyer's address; '' once their account is gone. */
  customer_email: Type.String(),
  /** 'sandbox' or 'stripe'. */
  provider: Type.String(),
  /** The provider's checkout session (Stripe's `cs_…`); null until the provider answered. */
  provider_session_id: Nullable(Type.String()),
})
export type AdminOrder = Static<typeof AdminOrder>

export const AdminOrderList = Type.Array(AdminOrder)

/** GET /orders/: newest first unless `_sort` says otherwise. */
export const AdminOrdersQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(ORDER_SORTS)),
  status: Type.Optional(Type.Enum(ORDER_STATUSES)),
  type: Type.Optional(Type.Enum(ORDER_TYPES)),
  /** One customer's orders. */
  user_uid: Type.Optional(Uid),
  /** Words of the buyer's e-mail address or name. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
})
export type AdminOrdersQuery = Static<typeof AdminOrdersQuery>

export const AdminOrderParams = Type.Object({ uid: Uid })

/** A refund the staff made, in full or in part. */
export const AdminOrderRefund = Type.Object({
  uid: Uid,
  amount: Amount,
  reason: Type.String(),
  created_at: DateTime,
  /** The staff member who made it; null once their account is gone. */
  refunded_by_email: Nullable(Type.String()),
})
export type AdminOrderRefund = Static<typeof AdminOrderRefund>

/** An order's page: its lines as the buyer saw them at checkout, and its refunds. */
export const AdminOrderDetail = Type.Object({
  ...AdminOrder.properties,
  customer_name: Type.String(),
  message: Nullable(Type.String()),
  lines: Type.Array(
    Type.Object({
      label: Type.String(),
      amount: Amount,
      item_uid: Nullable(Uid),
      plan_uid: Nullable(Uid),
      /** Hours of access a price gives; 0 = unlimited; null for other lines. */
      period: Nullable(Type.Integer({ minimum: 0 })),
    }),
  ),
  refunds: Type.Array(AdminOrderRefund),
  /** A gift order's gift: for whom, when it is mailed, whether it was redeemed; else null. */
  gift: Nullable(
    Type.Object({
      recipient_email: Type.String(),
      deliver_on: Type.String(),
      delivered_at: Nullable(DateTime),
      redeemed_at: Nullable(DateTime),
      voided_at: Nullable(DateTime),
    }),
  ),
})
export type AdminOrderDetail = Static<typeof AdminOrderDetail>

/**
 * POST /orders/{uid}/refunds/: gives back `amount` (minor units), or all that is left when it
 * is absent. A refund that reaches the total refunds the order in full: its access ends.
 */
export const AdminOrderRefundCreate = Type.Object({
  amount: Type.Optional(Type.Integer({ minimum: 1 })),
  reason: Type.Optional(Type.String({ maxLength: REFUND_REASON_MAX_LENGTH })),
})
export type AdminOrderRefundCreate = Static<typeof AdminOrderRefundCreate>
