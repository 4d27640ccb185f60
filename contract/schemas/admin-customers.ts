import { Type, type Static } from 'typebox'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import {
  CUSTOMER_SEGMENTS,
  CUSTOMER_SORTS,
  GRANT_MAX_DAYS,
  GRANT_NOTE_MAX_LENGTH,
} from '../values/admin-customers.ts'
import { Amount, DateTime, Nullable, Uid } from './common.ts'
import { INVITATION_LANGUAGES } from './admin-staff.ts'
import { ORDER_STATUSES } from '../values/orders.ts'
import { AdminCustomerSubscription } from './admin-subscriptions.ts'

/**
 * A customer as the staff list them: an account of the website that is not staff, with the
 * figures its segments (admin-customer-values.ts) are judged from.
 */
export const AdminCustomer = Type.Object({
  uid: Uid,
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  created_at: DateTime,
  /** Subscriptions that open their plan now, free trials included. */
  active_subscriptions: Type.Integer({ minimum: 0 }),
  /** Subscriptions in their free trial now. */
  trialing_subscriptions: Type.Integer({ minimum: 0 }),
  /** Purchases not revoked (refunded), expired rentals included. */
  purchases_count: Type.Integer({ minimum: 0 }),
  /** What the customer's paid orders came to, less what was refunded (in full or in part), in minor units. */
  paid_total: Amount,
  /** When their last order was paid; null when none ever was. */
  last_order_at: Nullable(DateTime),
  /** Since when the staff have blocked the account (it cannot sign in); null when it is not. */
  blocked_at: Nullable(DateTime),
})
export type AdminCustomer = Static<typeof AdminCustomer>

export const AdminCustomerList = Type.Array(AdminCustomer)

/** GET /customers/: newest accounts first unless `_sort` says otherwise. */
export const AdminCustomersQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(CUSTOMER_SORTS)),
  segment: Type.Optional(Type.Enum(CUSTOMER_SEGMENTS)),
  /** true: blocked accounts only; false: accounts that are not blocked. */
  blocked: Type.Optional(Type.Boolean()),
  /** Words of the customer's e-mail address or name. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
})
export type AdminCustomersQuery = Static<typeof AdminCustomersQuery>

export const AdminCustomerParams = Type.Object({ uid: Uid })

/**
 * Free access the staff gave a customer to one item, which it opens as a purchase does, or to a
 * plan, whose every item it opens as a subscription would: one of `item_uid` and `plan_uid` is set.
 */
export const AdminAccessGrant = Type.Object({
  uid: Uid,
  item_uid: Nullable(Uid),
  /** '' for a plan's grant, or once the item is gone. */
  item_name: Type.String(),
  plan_uid: Nullable(Uid),
  /** '' for an item's grant, or once the plan is gone. */
  plan_name: Type.String(),
  note: Type.String(),
  created_at: DateTime,
  /** When the access ends; null when it never does. */
  expire_at: Nullable(DateTime),
  revoked_at: Nullable(DateTime),
  /** The e-mail address of the staff member who gave it; null once their account is gone. */
  granted_by_email: Nullable(Type.String()),
})
export type AdminAccessGrant = Static<typeof AdminAccessGrant>

/** A customer's page: who they are and everything they bought, asked for or were given. */
export const AdminCustomerDetail = Type.Object({
  ...AdminCustomer.properties,
  custom_fields: Type.Record(Type.String(), Type.String()),
  /** When the customer accepted marketing mail; null: never, or unsubscribed since (read only). */
  marketing_consent_at: Nullable(DateTime),
  purchases: Type.Array(
    Type.Object({
      uid: Uid,
      item_uid: Uid,
      item_name: Type.String(),
      amount: Amount,
      created_at: DateTime,
      /** The end of a rental; null when bought for good. */
      expire_at: Nullable(DateTime),
      /** Set when a refund took the access back. */
      revoked_at: Nullable(DateTime),
    }),
  ),
  subscriptions: Type.Array(AdminCustomerSubscription),
  orders: Type.Array(
    Type.Object({
      uid: Uid,
      /** 'prices', 'subscription' or 'donation'. */
      type: Type.String(),
      status: Type.Enum(ORDER_STATUSES),
      total: Amount,
      currency: Type.String(),
      created_at: DateTime,
    }),
  ),
  ondemand_requests: Type.Array(
    Type.Object({
      request_uid: Uid,
      item_uid: Uid,
      item_name: Type.String(),
      /** 'pending', 'accepted' or 'rejected'. */
      status: Type.String(),
      created_at: DateTime,
    }),
  ),
  grants: Type.Array(AdminAccessGrant),
})
export type AdminCustomerDetail = Static<typeof AdminCustomerDetail>

/** POST /customers/{uid}/grants/: free access to one of the website's items, or plans (one of the two). */
export const AdminAccessGrantCreate = Type.Object(
  {
    item_uid: Type.Optional(Uid),
    plan_uid: Type.Optional(Uid),
    /** How many days the access lasts from now; absent, it never ends. */
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: GRANT_MAX_DAYS })),
    /** Why it was given, for the staff. */
    note: Type.Optional(Type.String({ maxLength: GRANT_NOTE_MAX_LENGTH })),
  },
  { additionalProperties: false },
)
export type AdminAccessGrantCreate = Static<typeof AdminAccessGrantCreate>

export const AdminAccessGrantParams = Type.Object({ uid: Uid, grant_uid: Uid })

/** POST /customers/{uid}/block/ and …/unblock/: whether the account may sign in now. */
export const AdminCustomerAccount = Type.Object({
  uid: Uid,
  /** Since when the account is blocked; null once unblocked. */
  blocked_at: Nullable(DateTime),
})
export type AdminCustomerAccount = Static<typeof AdminCustomerAccount>

/** POST /customers/{uid}/password-reset/: the language of the mail (French by default). */
export const AdminPasswordResetInput = Type.Object(
  { language: Type.Optional(Type.Enum(INVITATION_LANGUAGES)) },
  { additionalProperties: false },
)
export type AdminPasswordResetInput = Static<typeof AdminPasswordResetInput>

/**
 * A media the customer watched, where they stopped and when: GET /customers/{uid}/watch-activity/
 * answers these, most recently watched first.
 */
export const AdminWatchActivity = Type.Object({
  media_uid: Uid,
  /** '' once the media is gone. */
  media_name: Type.String(),
  /** The item it was played through (a playlist's item for its medias). */
  item_uid: Uid,
  /** '' once the item is gone. */
  item_name: Type.String(),
  /** Where the customer stopped, and the media's length, in whole seconds. */
  position: Type.Integer({ minimum: 0 }),
  duration: Type.Integer({ minimum: 0 }),
  /** Past 95 %, or played to the end. */
  finished: Type.Boolean(),
  /** Seconds of the media played in all, from the players' reports. */
  watch_time: Type.Integer({ minimum: 0 }),
  /** When the player last reported. */
  watched_at: DateTime,
})
export type AdminWatchActivity = Static<typeof AdminWatchActivity>

export const AdminWatchActivityList = Type.Array(AdminWatchActivity)

/** GET /customers/{uid}/watch-activity/: paged, most recently watched first. */
export const AdminWatchActivityQuery = Type.Object({ ...LIST_QUERY_FIELDS })
export type AdminWatchActivityQuery = Static<typeof AdminWatchActivityQuery>
