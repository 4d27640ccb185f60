import { Type, type Static } from 'typebox'
import {
  PLAN_INTERVALS,
  PLAN_NAME_MAX_LENGTH,
  PLAN_DESCRIPTION_MAX_LENGTH,
  MAX_TRIAL_DAYS,
  MAX_PLAN_ITEMS,
  PLAN_SORTS,
} from '../values/admin-plans.ts'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { Amount, Nullable, Uid } from './common.ts'

/** A subscription plan as the staff see it: what it costs, how often, and what it opens. */
export const AdminPlan = Type.Object({
  uid: Uid,
  name: Type.String(),
  /** In the website's currency's minor units (4,99 € is 499). */
  amount: Amount,
  interval: Type.Enum(PLAN_INTERVALS),
  description: Type.String(),
  /** Days of free trial a new subscription starts with; 0 = none. */
  trial_days: Type.Integer({ minimum: 0 }),
  /** Where the storefront lists it among the plans. */
  position: Type.Integer(),
  /**
   * Listed nowhere on the storefront, neither among the plans nor on the items it opens: only
   * visitors given its link (`planLinkPath`) see it, and may subscribe to it.
   */
  is_private: Type.Boolean(),
  /** The address the storefront shows its picture at (versioned by the picture), or null. */
  thumbnail: Nullable(Type.String()),
  /** The items a subscriber may watch. */
  item_uids: Type.Array(Uid),
  /** Customers subscribed now or before: a plan with any is never deleted. */
  subscriptions_count: Type.Integer({ minimum: 0 }),
})
export type AdminPlan = Static<typeof AdminPlan>

/** GET /plans/: a page of the website's plans. */
export const AdminPlanList = Type.Array(AdminPlan)

export const AdminPlansQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(PLAN_SORTS)),
  interval: Type.Optional(Type.Enum(PLAN_INTERVALS)),
})
export type AdminPlansQuery = Static<typeof AdminPlansQuery>

const PLAN_FIELDS = {
  name: Type.String({ minLength: 1, maxLength: PLAN_NAME_MAX_LENGTH }),
  amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  interval: Type.Enum(PLAN_INTERVALS),
  description: Type.String({ maxLength: PLAN_DESCRIPTION_MAX_LENGTH }),
  trial_days: Type.Integer({ minimum: 0, maximum: MAX_TRIAL_DAYS }),
  is_private: Type.Boolean(),
  item_uids: Type.Array(Uid, { maxItems: MAX_PLAN_ITEMS, uniqueItems: true }),
}

/** POST /plans/: a new plan, public unless said otherwise; the other fields may wait. */
export const AdminPlanInput = Type.Object(
  {
    name: PLAN_FIELDS.name,
    amount: PLAN_FIELDS.amount,
    interval: PLAN_FIELDS.interval,
    description: Type.Optional(PLAN_FIELDS.description),
    trial_days: Type.Optional(PLAN_FIELDS.trial_days),
    is_private: Type.Optional(PLAN_FIELDS.is_private),
    item_uids: Type.Optional(PLAN_FIELDS.item_uids),
  },
  { additionalProperties: false },
)
export type AdminPlanInput = Static<typeof AdminPlanInput>

/** PATCH /plans/{uid}/: only what changes. */
export const AdminPlanChange = Type.Partial(Type.Object(PLAN_FIELDS), {
  additionalProperties: false,
})
export type AdminPlanChange = Static<typeof AdminPlanChange>

/** /plans/{uid}/ */
export const AdminPlanParams = Type.Object({ uid: Uid })
