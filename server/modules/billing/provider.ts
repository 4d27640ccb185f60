import type { Kysely } from 'kysely'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import type { Order } from './order.ts'
import type { PaymentProvider, StoredSubscription } from './payment-provider.ts'
import { sandboxProvider } from './sandbox/sandbox-provider.ts'
import { createStripeApi } from './stripe/stripe-client.ts'
import { stripeProvider } from './stripe/stripe-provider.ts'

/** The one place that decides how this deployment takes payments. */
export function choosePaymentProvider(config: Config, db: Kysely<Database>): PaymentProvider {
  if (config.stripe) return stripeProvider(createStripeApi(config.stripe), db)
  return sandboxProvider(config.secretKey)
}

/**
 * The provider that took an order's payment, to give it back through the same one; null when
 * this deployment no longer runs it (a Stripe order once Stripe is switched off).
 */
export function providerOfOrder(
  config: Config,
  db: Kysely<Database>,
  order: Order,
): PaymentProvider | null {
  if (order.provider === 'sandbox') return sandboxProvider(config.secretKey)
  if (order.provider === 'stripe' && config.stripe) {
    return stripeProvider(createStripeApi(config.stripe), db)
  }
  return null
}

/**
 * The provider that bills a subscription, to change it through the same one: the sandbox's own
 * rows carry no provider id; null when this deployment no longer runs Stripe.
 */
export function providerOfSubscription(
  config: Config,
  db: Kysely<Database>,
  subscription: StoredSubscription,
): PaymentProvider | null {
  if (subscription.providerSubscriptionId === null) return sandboxProvider(config.secretKey)
  return config.stripe ? stripeProvider(createStripeApi(config.stripe), db) : null
}
