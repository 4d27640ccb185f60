import type { Config } from '../../config.ts'
import type { Website } from '../websites/service.ts'
import type { Order } from './order.ts'
import { sandboxProvider } from './sandbox-provider.ts'

/** The customer a checkout or a billing portal is for. */
export interface Customer {
  uid: string
  email: string
}

/**
 * Takes payments. The sandbox serves its own pages; a real provider (Stripe) answers its hosted
 * pages and fulfils through `fulfilOrder` when it confirms a payment.
 */
export interface PaymentProvider {
  /** Stored on each order, so a webhook can tell whose orders it may settle. */
  readonly name: string
  /** Where to send the browser to pay an open order, and the provider's id for that session. */
  createCheckout(
    order: Order,
    customer: Customer,
    website: Website,
  ): Promise<{ url: string; sessionId: string }>
  /** Where a customer manages their subscriptions. */
  createBillingPortal(customer: Customer, website: Website): Promise<{ url: string }>
}

/** The one place that decides how this deployment takes payments. */
export function choosePaymentProvider(config: Config): PaymentProvider {
  if (config.stripeSecretKey) {
    // Silently falling back to the sandbox would let anyone "pay" with a button on a live site.
    throw new Error('STRIPE_SECRET_KEY is set, but this version has no Stripe provider yet.')
  }
  return sandboxProvider(config.secretKey)
}
