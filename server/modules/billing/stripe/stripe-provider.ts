import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type {
  PaymentProvider,
  StoredSubscription,
  WinbackProviderDiscount,
} from '../payment-provider.ts'
import { findCouponCode } from '../../coupons/service.ts'
import type { Order } from '../order.ts'
import { saveProviderSubscription } from '../grants-repo.ts'
import { checkoutSessionParams, orderCouponParams } from './stripe-checkout.ts'
import type {
  CouponParams,
  StripeApi,
  StripeSubscription,
  SubscriptionUpdateParams,
} from './stripe-client.ts'
import { customerOf } from './stripe-customers.ts'
import { planPrice } from './stripe-plans.ts'
import { refundCheckout } from './stripe-refunds.ts'
import {
  cancelStripeNow,
  extendStripe,
  stripePeriod,
  switchStripe,
} from './stripe-staff-changes.ts'
import { findPromotionCodesAllowed } from './stripe-repo.ts'
import { checkoutOutcome, isEnding, subscriptionState } from './stripe-state.ts'

/** Statuses Stripe changes no more: the subscription is over. */
const ENDED_STATUSES = ['canceled', 'incomplete_expired']

/** What to send Stripe so the subscription ends with its period, or renews; null if it does already. */
function renewalParams(
  subscription: StripeSubscription,
  cancel: boolean,
): SubscriptionUpdateParams | null {
  if (ENDED_STATUSES.includes(subscription.status)) return null
  if (cancel) return isEnding(subscription) ? null : { cancel_at_period_end: true }
  if (subscription.cancel_at_period_end) return { cancel_at_period_end: false }
  // The billing portal may have set an end date instead: clearing it resumes too.
  return subscription.cancel_at ? { cancel_at: '' } : null
}

/** Real payments on Stripe's hosted Checkout and billing portal; webhooks confirm them. */
/** What Stripe's checkout calls an order's discount: its coupon's code, and its gift card. */
async function discountName(db: Kysely<Database>, websiteUid: string, order: Order) {
  const names = []
  if (order.discount > 0 && order.couponUid) {
    names.push(await findCouponCode(db, websiteUid, order.couponUid))
  }
  if (order.giftCardAmount > 0) names.push(order.language === 'en' ? 'Gift card' : 'Carte cadeau')
  return names.join(' + ')
}

export function stripeProvider(api: StripeApi, db: Kysely<Database>): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(order, customer, website, back) {
      const customerId = await customerOf(db, api, website.uid, customer)
      const promotionCodes = await findPromotionCodesAllowed(db, website.uid)
      const planUid = order.type === 'subscription' ? order.lines[0]?.plan_uid : undefined
      const plan = planUid ? await planPrice(db, api, website, planUid) : undefined
      const coupon = order.discount > 0 && order.couponUid
      const couponId =
        coupon || order.giftCardAmount > 0
          ? await api.createCoupon(
              orderCouponParams(order, await discountName(db, website.uid, order)),
              `vitrine-coupon-${order.uid}`,
            )
          : undefined
      const context = { customerId, promotionCodes, plan, back, couponId }
      const params = checkoutSessionParams(order, website, context)
      // One key per order: retrying the same order can never open a second session.
      const session = await api.createCheckoutSession(params, `vitrine-checkout-${order.uid}`)
      return { url: session.url, sessionId: session.id }
    },
    async createBillingPortal(customer, website, origin) {
      const customerId = await customerOf(db, api, website.uid, customer)
      // Each visit is a new portal session; the key only guards the SDK's own retries.
      const key = `vitrine-portal-${randomUUID()}`
      return { url: await api.createPortalSession(customerId, `${origin}/`, key) }
    },
    async readCheckout(order) {
      if (!order.providerSessionId) return null
      const session = await api.findCheckoutSession(order.providerSessionId)
      return session && checkoutOutcome(session)
    },
    refund: (order, staffRefund) => refundCheckout(api, order, staffRefund),
    // Read first: Stripe's state, not the row, decides what to send, so a repeat sends nothing.
    async setCancelAtPeriodEnd(trx, subscription, cancel) {
      const id = subscription.providerSubscriptionId
      if (!id) throw new Error(`Subscription ${subscription.uid} is not billed by Stripe`)
      const current = await api.findSubscription(id)
      const params = current && renewalParams(current, cancel)
      // Cancel, resume, cancel again are each a new request: the key only guards SDK retries.
      const updated = params
        ? await api.updateSubscription(id, params, `vitrine-renewal-${randomUUID()}`)
        : current
      if (!updated) return false
      await saveProviderSubscription(trx, subscription, subscriptionState(updated))
      return true
    },
    // Stripe voids the invoices of the pause and clears `pause_collection` itself at its date.
    async pause(trx, subscription, resumesAt, now) {
      const id = subscription.providerSubscriptionId
      if (!id) throw new Error(`Subscription ${subscription.uid} is not billed by Stripe`)
      const current = await api.findSubscription(id)
      if (!current || current.status !== 'active' || current.pause_collection) return false
      if (isEnding(current)) return false
      const resumes_at = Math.floor(new Date(resumesAt).getTime() / 1000)
      const params = { pause_collection: { behavior: 'void' as const, resumes_at } }
      const updated = await api.updateSubscription(id, params, `vitrine-pause-${randomUUID()}`)
      if (!updated) return false
      // The pause's first date is now: the row's update keeps it while the pause lasts.
      const owner = { ...subscription, createdAt: now.toISOString() }
      await saveProviderSubscription(trx, owner, subscriptionState(updated))
      return true
    },
    async endPause(trx, subscription) {
      const id = subscription.providerSubscriptionId
      if (!id) throw new Error(`Subscription ${subscription.uid} is not billed by Stripe`)
      const current = await api.findSubscription(id)
      if (!current?.pause_collection) return false
      const params = { pause_collection: '' as const }
      const updated = await api.updateSubscription(id, params, `vitrine-unpause-${randomUUID()}`)
      if (!updated) return false
      await saveProviderSubscription(trx, subscription, subscriptionState(updated))
      return true
    },
    // A coupon of its own repeating for the offer's months; one per subscription (the key).
    async applyWinback(_trx, subscription, discount) {
      const id = subscription.providerSubscriptionId
      if (!id) throw new Error(`Subscription ${subscription.uid} is not billed by Stripe`)
      const coupon = await api.createCoupon(
        winbackCouponParams(subscription, discount),
        `vitrine-winback-${subscription.uid}`,
      )
      const params = { discounts: [{ coupon }] }
      const updated = await api.updateSubscription(
        id,
        params,
        `vitrine-winback-${subscription.uid}`,
      )
      return updated !== null
    },
    cancelNow: (trx, subscription) => cancelStripeNow(api, trx, subscription),
    extendPeriod: (trx, subscription, _from, end) => extendStripe(api, trx, subscription, end),
    currentPeriod: (subscription) => stripePeriod(api, subscription),
    switchPlan: (trx, subscription, change) => switchStripe(api, trx, subscription, change),
  }
}

function winbackCouponParams(
  subscription: StoredSubscription,
  discount: WinbackProviderDiscount,
): CouponParams {
  const off =
    discount.percentOff === null
      ? { amount_off: discount.amountOff ?? 0, currency: discount.currency }
      : { percent_off: discount.percentOff }
  return {
    ...off,
    duration: 'repeating',
    duration_in_months: discount.months,
    max_redemptions: 1,
    name: 'Win-back',
    metadata: { website_uid: subscription.websiteUid, subscription_uid: subscription.uid },
  }
}
