import type { Website } from '../../websites/service.ts'
import type { Order } from '../order.ts'
import type { CheckoutSessionParams, CouponParams } from './stripe-client.ts'
import type { ReturnAddress } from '../payment-provider.ts'
import { successPath } from '../return-paths.ts'

/**
 * The Checkout Session Stripe is asked for, built from an order (itself priced from the
 * database). The metadata ties the session, its payment intent and its subscription to the
 * website, the user and the order, so every webhook finds its way back.
 */

export interface CheckoutContext {
  customerId: string
  promotionCodes: boolean
  /** For a subscription: the plan's Stripe price and free-trial days. */
  plan?: { priceId: string; trialDays: number }
  /** Where the buyer comes back to, paid or not: the site (`returnOrigin`) and their page. */
  back: ReturnAddress
  /** The Stripe coupon made for this order's discount (`orderCoupon`), if it has one. */
  couponId?: string
}

type LineItem = NonNullable<CheckoutSessionParams['line_items']>[number]

function priceLine(
  order: Order,
  name: string,
  amount: number,
  metadata?: Record<string, string>,
): LineItem {
  return {
    quantity: 1,
    price_data: {
      currency: order.currency,
      unit_amount: amount,
      product_data: metadata ? { name, metadata } : { name },
    },
  }
}

/** Stripe's shortest checkout session (30 min) and a minute: within a coupon's hold. */
const COUPON_SESSION_SECONDS = 31 * 60

function base(order: Order, context: CheckoutContext) {
  const metadata = {
    website_uid: order.websiteUid,
    user_uid: order.userUid,
    order_uid: order.uid,
    order_type: order.type,
  }
  return {
    metadata,
    params: {
      customer: context.customerId,
      client_reference_id: order.uid,
      metadata,
      locale: 'auto',
      // Stripe fills in the session's id; the storefront then goes back to the buyer's page.
      success_url: `${context.back.origin}${successPath('{CHECKOUT_SESSION_ID}', context.back.path)}`,
      cancel_url: `${context.back.origin}${context.back.path}`,
      // A coupon's seat is held for its order a while only (COUPON_HOLD_MINUTES): the session
      // ends before, so no order is paid with a seat another buyer may have taken since.
      ...(order.couponUid || order.giftCardAmount > 0
        ? { expires_at: Math.floor(Date.parse(order.createdAt) / 1000) + COUPON_SESSION_SECONDS }
        : {}),
    } satisfies CheckoutSessionParams,
  }
}

/**
 * How a Vitrine coupon reaches Stripe. Vitrine has already checked the code and reckoned the
 * discount on the lines (never the tip), so Stripe is not asked to redo it: each discounted
 * order gets a Stripe coupon of its own, `amount_off` = the order's discount in its currency,
 * `duration: 'once'` (a subscription's first paid period only, as the sandbox charges it; after a
 * free trial, the first invoice after it, since Stripe skips coupons on an invoice of zero), made
 * with the key `vitrine-coupon-{order}` so a retry makes no second one. A fixed amount off the
 * session's subtotal (lines + tip line) leaves Stripe charging exactly `order.total`, where a
 * percentage would also cut the tip and round its own way. Stripe refuses `discounts` beside
 * `allow_promotion_codes`: a discounted checkout takes no promotion code.
 */
export function orderCouponParams(order: Order, code: string): CouponParams {
  return {
    // A gift card's part is taken off the same way: Stripe charges `order.total`, the rest.
    amount_off: order.discount + order.giftCardAmount,
    currency: order.currency,
    duration: 'once',
    max_redemptions: 1,
    name: code,
    metadata: { website_uid: order.websiteUid, order_uid: order.uid },
  }
}

function promotion(context: CheckoutContext) {
  if (context.couponId) return { discounts: [{ coupon: context.couponId }] }
  return context.promotionCodes ? { allow_promotion_codes: true } : {}
}

function pricesSession(order: Order, context: CheckoutContext) {
  const { metadata, params } = base(order, context)
  const lines = order.lines.map((line) =>
    priceLine(order, line.label, line.amount, {
      item_uid: line.item_uid ?? '',
      price_uid: line.price_uid ?? '',
      ...(line.bundle_uid ? { bundle_uid: line.bundle_uid } : {}),
    }),
  )
  if (order.tip > 0) lines.push(priceLine(order, 'Pourboire', order.tip))
  return {
    ...params,
    mode: 'payment',
    line_items: lines,
    payment_intent_data: { metadata },
    ...promotion(context),
  } satisfies CheckoutSessionParams
}

function subscriptionSession(order: Order, context: CheckoutContext) {
  if (!context.plan) throw new Error(`Order ${order.uid} subscribes to no Stripe price`)
  const { metadata, params } = base(order, context)
  const planUid = order.lines[0]?.plan_uid ?? ''
  const trial = context.plan.trialDays > 0 ? { trial_period_days: context.plan.trialDays } : {}
  return {
    ...params,
    mode: 'subscription',
    line_items: [{ price: context.plan.priceId, quantity: 1 }],
    subscription_data: { metadata: { ...metadata, plan_uid: planUid }, ...trial },
    ...promotion(context),
  } satisfies CheckoutSessionParams
}

function donationSession(order: Order, website: Website, context: CheckoutContext) {
  const { metadata, params } = base(order, context)
  return {
    ...params,
    mode: 'payment',
    submit_type: 'donate',
    line_items: [priceLine(order, `Don à ${website.settings.name}`, order.total)],
    payment_intent_data: { metadata },
  } satisfies CheckoutSessionParams
}

export function checkoutSessionParams(
  order: Order,
  website: Website,
  context: CheckoutContext,
): CheckoutSessionParams {
  if (order.type === 'subscription') return subscriptionSession(order, context)
  if (order.type === 'donation') return donationSession(order, website, context)
  return pricesSession(order, context)
}
