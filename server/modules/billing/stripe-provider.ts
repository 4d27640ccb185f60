import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { PaymentProvider } from './provider.ts'
import { findCouponCode } from './coupon-repo.ts'
import { checkoutSessionParams, orderCouponParams } from './stripe-checkout.ts'
import type { StripeApi } from './stripe-client.ts'
import { customerOf } from './stripe-customers.ts'
import { planPrice } from './stripe-plans.ts'
import { refundCheckout } from './stripe-refunds.ts'
import { findPromotionCodesAllowed } from './stripe-repo.ts'
import { checkoutOutcome } from './stripe-state.ts'

/** Real payments on Stripe's hosted Checkout and billing portal; webhooks confirm them. */
export function stripeProvider(api: StripeApi, db: Kysely<Database>): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(order, customer, website, origin) {
      const customerId = await customerOf(db, api, website.uid, customer)
      const promotionCodes = await findPromotionCodesAllowed(db, website.uid)
      const planUid = order.type === 'subscription' ? order.lines[0]?.plan_uid : undefined
      const plan = planUid ? await planPrice(db, api, website, planUid) : undefined
      const couponId =
        order.discount > 0 && order.couponUid
          ? await api.createCoupon(
              orderCouponParams(order, await findCouponCode(db, website.uid, order.couponUid)),
              `vitrine-coupon-${order.uid}`,
            )
          : undefined
      const context = { customerId, promotionCodes, plan, origin, couponId }
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
  }
}
