/*
 * What every payment provider implements, apart from the code that picks one (provider.ts):
 * the providers import these types, never each other nor the place that chooses them.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Website } from '../websites/service.ts'
import type { Order } from './order.ts'

/** The customer a checkout or a billing portal is for. */
export interface Customer {
  uid: string
  email: string
}

/** A subscription as the payment provider keeps it: its status and period decide access. */
export interface ProviderSubscription {
  id: string
  /** The provider's own word: active, trialing, past_due, canceled, unpaid, incomplete… */
  status: string
  currentPeriodEnd: string
  canceledAt: string | null
  /** While paused (status 'paused'), when the pause ends by itself; else null or absent. */
  pauseResumesAt?: string | null
}

/** A win-back offer's discount: a percentage or an amount (minor units) off, for N renewals. */
export interface WinbackProviderDiscount {
  percentOff: number | null
  amountOff: number | null
  currency: string
  months: number
}

/** A subscription row of this website, with what its provider needs to change it. */
export interface StoredSubscription {
  uid: string
  websiteUid: string
  userUid: string
  planUid: string
  orderUid: string | null
  createdAt: string
  /** The provider's id of it; null for a subscription the sandbox started. */
  providerSubscriptionId: string | null
}

/** What the provider says of a checkout now. */
export interface CheckoutOutcome {
  /** paid: money taken (or a free trial started); pending: not yet; expired: never will be. */
  state: 'paid' | 'pending' | 'expired'
  /** The subscription a paid subscription checkout started; null for the sandbox. */
  subscription: ProviderSubscription | null
}

/** Where a buyer comes back to from a payment page: the site's origin and one of its paths. */
export interface ReturnAddress {
  origin: string
  path: string
}

/**
 * Takes payments. The sandbox serves its own pages; Stripe answers its hosted pages. Both
 * confirm payments through `settlePaidOrder`, so the demo runs the real fulfilment.
 */
export interface PaymentProvider {
  /** Stored on each order, so a webhook can tell whose orders it may settle. */
  readonly name: string
  /**
   * Where to send the browser to pay an open order, and the provider's id for that session.
   * `back` is where the buyer comes back to, paid or not: the site address (scheme, host, port)
   * and a page of it (a path, `/` for the home page).
   */
  createCheckout(
    order: Order,
    customer: Customer,
    website: Website,
    back: ReturnAddress,
  ): Promise<{ url: string; sessionId: string }>
  /** Where a customer manages their subscriptions; they come back to `origin`. */
  createBillingPortal(
    customer: Customer,
    website: Website,
    origin: string,
  ): Promise<{ url: string }>
  /** Reads again where the checkout of an order stands; null when the provider does not know it. */
  readCheckout(order: Order): Promise<CheckoutOutcome | null>
  /**
   * Gives back what a paid order's checkout took. Without `staffRefund` (a duplicate order), or
   * when it names no amount, all that is left is refunded and the subscription the order started
   * ends; with an amount, only that part. Safe to call again with the same order and key: it
   * refunds once.
   */
  refund(order: Order, staffRefund?: StaffRefund): Promise<void>
  /**
   * Stops (`cancel` true) or restores the renewal of a subscription, its access lasting to the end
   * of the period paid for either way, and writes the outcome to its row through `db`. Asking for
   * what already holds changes nothing. False when the provider no longer knows the subscription.
   */
  setCancelAtPeriodEnd(
    db: Kysely<Database>,
    subscription: StoredSubscription,
    cancel: boolean,
    now: Date,
  ): Promise<boolean>
  /**
   * Pauses an active subscription that renews until `resumesAt`: nothing is charged and its
   * items stay closed until then, when it resumes by itself. Writes the outcome to its row.
   * False when it cannot be paused (not active, cancelled, already paused, unknown).
   */
  pause(
    db: Kysely<Database>,
    subscription: StoredSubscription,
    resumesAt: string,
    now: Date,
  ): Promise<boolean>
  /** Ends a pause now, before its date; false when the subscription is not paused. */
  endPause(db: Kysely<Database>, subscription: StoredSubscription, now: Date): Promise<boolean>
  /**
   * Discounts the next `discount.months` renewals of a subscription whose subscriber took the
   * win-back offer (its row records the offer already); false when the provider refuses.
   */
  applyWinback(
    db: Kysely<Database>,
    subscription: StoredSubscription,
    discount: WinbackProviderDiscount,
  ): Promise<boolean>
  /**
   * Ends a subscription at once (staff): its items close now, nothing is refunded. Writes the
   * outcome to its row; false when it had ended already or the provider no longer knows it.
   */
  cancelNow(db: Kysely<Database>, subscription: StoredSubscription, now: Date): Promise<boolean>
  /**
   * Moves the end of the current period (or free trial) from `from` to `end`, charging nothing
   * for the months between (staff's free months). Writes the outcome to its row.
   */
  extendPeriod(
    db: Kysely<Database>,
    subscription: StoredSubscription,
    from: string,
    end: string,
  ): Promise<boolean>
  /**
   * The current period as the provider counts it (`end`, `interval`: the row's), for a
   * proration; null when it no longer knows the subscription.
   */
  currentPeriod(
    subscription: StoredSubscription,
    end: string,
    interval: 'month' | 'year',
  ): Promise<{ start: string; end: string } | null>
  /**
   * Bills another plan from now on, the rest of the period prorated (`change.amount` charged, or
   * owed to the customer). Writes the outcome to its row; false when the provider refuses.
   */
  switchPlan(
    db: Kysely<Database>,
    subscription: StoredSubscription,
    change: PlanSwitch,
  ): Promise<boolean>
}

/** A plan switch the staff confirmed, prorated as of `prorationDate` (subscriptions/proration.ts). */
export interface PlanSwitch {
  website: Website
  plan: { uid: string; name: string; interval: 'month' | 'year' }
  currency: string
  prorationDate: Date
  /** charge − credit, minor units: charged now when above 0, owed to the customer below. */
  amount: number
}

/** A refund the staff asked for in the back office. */
export interface StaffRefund {
  /** Names this refund at the provider, so a retry refunds once. */
  key: string
  /** Minor units to give back; absent = all that is left. */
  amount?: number
}
