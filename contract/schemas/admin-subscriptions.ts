import { Type, type Static } from 'typebox'
import {
  COMP_MONTHS_MAX,
  COMP_MONTHS_MIN,
  SUBSCRIPTION_CANCEL_WHEN,
} from '../values/admin-subscriptions.ts'
import { DateTime, Nullable, Uid } from './common.ts'

/** A customer's subscription as their page in the back office shows it. */
export const AdminCustomerSubscription = Type.Object({
  uid: Uid,
  plan_uid: Uid,
  plan_name: Type.String(),
  /** What the plan charges each period, in minor units of `currency`. */
  plan_amount: Type.Integer(),
  /** 'month' or 'year'. */
  plan_interval: Type.String(),
  /** The currency it is billed in (its first order's); the website's when unknown. */
  currency: Type.String(),
  /** 'active', 'trialing', 'past_due', 'paused', 'canceled'… as the payment provider says. */
  status: Type.String(),
  current_period_end: DateTime,
  /** When it was cancelled (at period end or now); null while it renews. */
  canceled_at: Nullable(DateTime),
  /** While paused (status 'paused'): when the pause began, and when it ends by itself. */
  paused_at: Nullable(DateTime),
  pause_resumes_at: Nullable(DateTime),
  /**
   * When the subscriber accepted the win-back offer (null: never), and what it gives: a
   * percentage or an amount (minor units) off each of its next `winback_months` renewals.
   */
  winback_accepted_at: Nullable(DateTime),
  winback_percent_off: Nullable(Type.Integer()),
  winback_amount_off: Nullable(Type.Integer()),
  winback_months: Nullable(Type.Integer()),
  /**
   * Its failed renewal, while past due: when it failed (the start of the period it did not pay),
   * and until when its items stay open while the provider charges it again; null otherwise.
   */
  past_due_since: Nullable(DateTime),
  grace_ends_at: Nullable(DateTime),
  /** What a switch to a cheaper plan left, taken off its next renewals (sandbox), minor units. */
  credit: Type.Integer({ minimum: 0 }),
})
export type AdminCustomerSubscription = Static<typeof AdminCustomerSubscription>

export const AdminCustomerSubscriptionParams = Type.Object({ uid: Uid, subscription_uid: Uid })

/** POST …/cancel/: at the end of the period paid for (undo with …/resume/), or now. */
export const AdminSubscriptionCancel = Type.Object(
  { when: Type.Enum(SUBSCRIPTION_CANCEL_WHEN) },
  { additionalProperties: false },
)
export type AdminSubscriptionCancel = Static<typeof AdminSubscriptionCancel>

/** POST …/comp/: free months added to the period, nothing charged. */
export const AdminSubscriptionComp = Type.Object(
  { months: Type.Integer({ minimum: COMP_MONTHS_MIN, maximum: COMP_MONTHS_MAX }) },
  { additionalProperties: false },
)
export type AdminSubscriptionComp = Static<typeof AdminSubscriptionComp>

/** GET …/switch-preview/?plan_uid=: what switching to this plan charges or credits now. */
export const AdminSubscriptionSwitchQuery = Type.Object({ plan_uid: Uid })

/**
 * The proration of a switch, as of `proration_date`: the unused part of the current plan is
 * credited (`credit`), the new plan's price for the rest of the period charged (`charge`);
 * `amount` = charge − credit (negative: the customer is owed it, taken off their next renewals).
 */
export const AdminSubscriptionSwitchPreview = Type.Object({
  plan_uid: Uid,
  plan_name: Type.String(),
  currency: Type.String(),
  proration_date: DateTime,
  credit: Type.Integer({ minimum: 0 }),
  charge: Type.Integer({ minimum: 0 }),
  amount: Type.Integer(),
  current_period_end: DateTime,
})
export type AdminSubscriptionSwitchPreview = Static<typeof AdminSubscriptionSwitchPreview>

/** POST …/switch/: to `plan_uid`, prorated as of the preview's `proration_date`. */
export const AdminSubscriptionSwitch = Type.Object(
  { plan_uid: Uid, proration_date: Type.Optional(DateTime) },
  { additionalProperties: false },
)
export type AdminSubscriptionSwitch = Static<typeof AdminSubscriptionSwitch>

/** What a switch did: the subscription now, and the proration it applied. */
export const AdminSubscriptionSwitched = Type.Object({
  subscription: AdminCustomerSubscription,
  proration: AdminSubscriptionSwitchPreview,
})
export type AdminSubscriptionSwitched = Static<typeof AdminSubscriptionSwitched>
