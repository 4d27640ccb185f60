import { Type, type Static } from 'typebox'
import { Amount, Nullable, Uid } from './common.ts'
import { Item } from './catalogue.ts'
import { COUPON_CODE_MAX_LENGTH } from '../values/admin-coupons.ts'

import { MAX_DONATION, MIN_DONATION } from '../values/limits.ts'
import { RETURN_PATH_MAX_LENGTH, RETURN_PATH_PATTERN } from '../values/return-path.ts'

export { MAX_DONATION, MIN_DONATION }

/**
 * POST /billing/checkout/ — `{type: 'prices', prices: [price uids], bundles: [bundle uids], tip}`
 * buys or rents items, one by one or in bundles (at least one price or bundle);
 * `{type: 'subscription', subscription: plan uid}` subscribes to a plan. Asking again for what
 * the buyer already has (the plan, an item owned for good, a rental still running) answers 409
 * Conflict with `details` naming `subscription`, `prices` or `bundles`. `coupon`: a promo code of the
 * website; the server reckons its discount (never on the tip), or answers 400 naming `coupon`.
 * `return_path`: the page of this site the buyer comes back to, paid or not (the item they were
 * buying; the home page when absent).
 */
export const CheckoutBody = Type.Object({
  type: Type.Union([Type.Literal('prices'), Type.Literal('subscription')]),
  prices: Type.Optional(Type.Array(Uid, { minItems: 1, maxItems: 100 })),
  bundles: Type.Optional(Type.Array(Uid, { minItems: 1, maxItems: 20, uniqueItems: true })),
  tip: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_DONATION })),
  subscription: Type.Optional(Uid),
  coupon: Type.Optional(Type.String({ minLength: 1, maxLength: COUPON_CODE_MAX_LENGTH })),
  /** A gift card's code: it pays what it can of the order, the provider charges the rest. */
  gift_card: Type.Optional(Type.String({ minLength: 1, maxLength: COUPON_CODE_MAX_LENGTH })),
  return_path: Type.Optional(
    Type.String({ maxLength: RETURN_PATH_MAX_LENGTH, pattern: RETURN_PATH_PATTERN }),
  ),
})
export type CheckoutBody = Static<typeof CheckoutBody>

/** How long a checkout's Idempotency-Key is remembered. */
export const CHECKOUT_KEY_KEEP_HOURS = 24

/**
 * The optional `Idempotency-Key` of a checkout or a donation: the same request sent again with
 * the same key (by a proxy whose server died, or a second click) answers the order the first one
 * opened. The same key with another body answers 422 naming `idempotency-key`.
 */
export const CheckoutHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[!-~]+$',
      description: `Any printable ASCII of at most 255 characters, new for each checkout (a UUID); remembered ${CHECKOUT_KEY_KEEP_HOURS} hours.`,
    }),
  ),
})
export type CheckoutHeaders = Static<typeof CheckoutHeaders>

/** GET /billing/coupons/{code}/?type=prices|subscription — may the caller use it there? */
export const CouponParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: COUPON_CODE_MAX_LENGTH }),
})
export const CouponQuery = Type.Object({
  type: Type.Union([Type.Literal('prices'), Type.Literal('subscription')]),
})
export type CouponQuery = Static<typeof CouponQuery>

/**
 * A code the caller may use for that checkout: what it takes off (`couponDiscount` reckons it
 * from the lines, as checkout does again). Refusals answer 400 naming `coupon`.
 */
export const Coupon = Type.Object({
  code: Type.String(),
  percent_off: Nullable(Type.Integer({ minimum: 1, maximum: 100 })),
  amount_off: Nullable(Amount),
})
export type Coupon = Static<typeof Coupon>

/** POST /billing/checkout/donate/ — amount in minor units. */
export const DonationBody = Type.Object({
  amount: Type.Integer({ minimum: MIN_DONATION, maximum: MAX_DONATION }),
  message: Type.String({ minLength: 1, maxLength: 2000 }),
})
export type DonationBody = Static<typeof DonationBody>

export const CheckoutSession = Type.Object({ checkout_session_url: Type.String() })
export type CheckoutSession = Static<typeof CheckoutSession>

/**
 * POST /billing/checkout/confirm/ — the success page's `?session_id=`: the provider is asked
 * again and a paid order is settled (once, whether or not the webhook came first).
 */
export const CheckoutConfirmBody = Type.Object({
  session_id: Type.String({ minLength: 1, maxLength: 255 }),
})
export type CheckoutConfirmBody = Static<typeof CheckoutConfirmBody>

/** pending: not paid yet (try again shortly); paid: access granted; canceled or refunded. */
export const CheckoutConfirmation = Type.Object({
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('paid'),
    Type.Literal('canceled'),
    Type.Literal('refunded'),
  ]),
})
export type CheckoutConfirmation = Static<typeof CheckoutConfirmation>

/** GET /me/stripe-portal/ */
export const BillingPortal = Type.Object({ url: Type.String() })
export type BillingPortal = Static<typeof BillingPortal>

/**
 * GET /me/stripe-portal/?subscription= — a failed renewal's mail names the subscription: the
 * portal opens only for its owner (404 naming `subscription` for anyone else's).
 */
export const BillingPortalQuery = Type.Object({ subscription: Type.Optional(Uid) })
export type BillingPortalQuery = Static<typeof BillingPortalQuery>

/** GET /purchases/ — the item as the buyer sees it, with the end of access (null = unlimited). */
export const Purchase = Type.Object({
  ...Item.properties,
  purchase_uid: Uid,
  purchased_at: Type.String({ format: 'date-time' }),
  amount: Amount,
  expire_at: Nullable(Type.String({ format: 'date-time' })),
})
export type Purchase = Static<typeof Purchase>

/** A discount on a subscription's next renewals, offered to keep a subscriber who cancels. */
export const WinbackOffer = Type.Object({
  percent_off: Type.Union([Type.Integer({ minimum: 1, maximum: 100 }), Type.Null()]),
  amount_off: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  currency: Type.String(),
  months: Type.Integer({ minimum: 1 }),
})
export type WinbackOffer = Static<typeof WinbackOffer>

/**
 * GET /purchases/subscriptions/ — a subscription of the signed-in user that opens its plan's
 * items now. `canceled`: it will not renew, and access stops at `current_period_end`.
 */
export const Subscription = Type.Object({
  uid: Uid,
  plan: Uid,
  plan_name: Type.String(),
  /**
   * paused: no renewal and no access until `pause_resumes_at`, when it resumes by itself.
   * past_due: the last renewal's payment failed; the items stay open until `grace_ends_at`.
   */
  status: Type.Union([
    Type.Literal('active'),
    Type.Literal('trialing'),
    Type.Literal('paused'),
    Type.Literal('past_due'),
  ]),
  /**
   * The end of the period paid for: the next renewal, or the end of access once cancelled. A
   * pause keeps the days left of it: they are added back when the pause ends.
   */
  current_period_end: Type.String({ format: 'date-time' }),
  canceled: Type.Boolean(),
  /** While paused, when the pause ends by itself; else null. */
  pause_resumes_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /**
   * While past due, until when the plan's items stay open (the failed renewal plus the site's
   * grace days): the card must be updated before; else null.
   */
  grace_ends_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The most months this site lets the subscriber pause for instead of cancelling; 0 = none. */
  pause_months_max: Type.Integer({ minimum: 0 }),
  /**
   * The win-back offer the site makes this subscriber if they cancel (a discount on their next
   * `months` renewals: `percent_off` or `amount_off` in minor units of `currency`); null when
   * none: the site makes none, the subscription is not active and renewing, or it was made once.
   */
  winback_offer: Type.Union([WinbackOffer, Type.Null()]),
})
export type Subscription = Static<typeof Subscription>

/**
 * POST /purchases/subscriptions/{uid}/cancel/ stops the renewal at the end of the period paid for
 * (access lasts until `current_period_end`); POST …/resume/ renews it again. Both answer the
 * subscription as it is now, and are idempotent: cancelling a cancelled one, or resuming one that
 * renews, answers 200 unchanged. 404 when `uid` is not one of the signed-in viewer's live
 * subscriptions on this website; 409 when its payment provider no longer bills it (Stripe switched
 * off, or the subscription ended there meanwhile).
 */
export const SubscriptionParams = Type.Object({ uid: Uid })
export type SubscriptionParams = Static<typeof SubscriptionParams>

/**
 * POST /purchases/subscriptions/{uid}/pause/: an active subscription that renews is paused for
 * `months` (1 to the site's `pause_months_max`) instead of cancelled: nothing is charged and its
 * items stay closed until the pause ends by itself. POST …/end-pause/ ends it now. Both answer
 * the subscription as it is now; 409 when it cannot (not active, cancelled, not paused, pauses
 * off).
 */
export const PauseBody = Type.Object(
  { months: Type.Integer({ minimum: 1, maximum: 3 }) },
  { additionalProperties: false },
)
export type PauseBody = Static<typeof PauseBody>

/** POST /ondemand/requests/ */
export const OnDemandBody = Type.Object({
  type: Type.Literal('on_demand'),
  items: Type.Array(Uid, { minItems: 1, maxItems: 100 }),
})
export type OnDemandBody = Static<typeof OnDemandBody>

export const OnDemandRequest = Type.Object({
  uid: Uid,
  items: Type.Array(Uid),
  status: Type.Literal('pending'),
})
export type OnDemandRequest = Static<typeof OnDemandRequest>
