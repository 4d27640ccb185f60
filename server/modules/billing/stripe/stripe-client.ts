import Stripe from 'stripe'
import type { StripeSettings } from '../../../config.ts'

/**
 * The only module that imports the Stripe SDK. It offers the few calls Vitrine makes; every POST
 * takes the idempotency key Stripe uses to apply it once, and the SDK sends that same key again
 * when it retries. Reads answer null for an id Stripe does not know.
 */

export type CheckoutSessionParams = Stripe.Checkout.SessionCreateParams
export type StripeCheckoutSession = Stripe.Checkout.Session
export type StripeSubscription = Stripe.Subscription
export type StripeInvoice = Stripe.Invoice
export type StripeCharge = Stripe.Charge
export type ProductParams = Stripe.ProductCreateParams
export type PriceParams = Stripe.PriceCreateParams
export type CouponParams = Stripe.CouponCreateParams
export type SubscriptionUpdateParams = Stripe.SubscriptionUpdateParams

/** A webhook event whose signature was checked: what happened, to which object. */
export interface StripeEventNotice {
  id: string
  type: string
  objectId: string
}

/** The webhook's signature header is missing, forged, or too old. */
export class WebhookSignatureError extends Error {}

export interface StripeApi {
  createCustomer(params: Stripe.CustomerCreateParams, idempotencyKey: string): Promise<string>
  createCheckoutSession(
    params: CheckoutSessionParams,
    idempotencyKey: string,
  ): Promise<{ id: string; url: string }>
  /** The session with its subscription expanded. */
  findCheckoutSession(id: string): Promise<StripeCheckoutSession | null>
  createPortalSession(customer: string, returnUrl: string, idempotencyKey: string): Promise<string>
  findSubscription(id: string): Promise<StripeSubscription | null>
  /** The subscription as the change left it; null for an id Stripe does not know. */
  updateSubscription(
    id: string,
    params: SubscriptionUpdateParams,
    idempotencyKey: string,
  ): Promise<StripeSubscription | null>
  /** The invoice with its payments expanded. */
  findInvoice(id: string): Promise<StripeInvoice | null>
  /** The paid invoices of a subscription, newest first as Stripe lists them, payments expanded. */
  listPaidInvoices(subscriptionId: string): Promise<StripeInvoice[]>
  /** The charge with its payment intent expanded (the intent carries the order's metadata). */
  findCharge(id: string): Promise<StripeCharge | null>
  /** The id of the invoice a payment intent paid (a subscription's), or null for none. */
  findInvoicePaidBy(paymentIntent: string): Promise<string | null>
  createProduct(params: ProductParams, idempotencyKey: string): Promise<string>
  updateProduct(id: string, params: Stripe.ProductUpdateParams, key: string): Promise<void>
  createPrice(params: PriceParams, idempotencyKey: string): Promise<string>
  archivePrice(id: string, idempotencyKey: string): Promise<void>
  /** A Stripe coupon (an order's discount, see stripe-checkout.ts); answers its id. */
  createCoupon(params: CouponParams, idempotencyKey: string): Promise<string>
  /** Refunds a payment in full as a duplicate; a payment already refunded stays as it is. */
  refundPayment(
    paymentIntent: string,
    metadata: Record<string, string>,
    idempotencyKey: string,
    refund: PaymentRefund,
  ): Promise<void>
  /** Ends a subscription now, without a final invoice (a DELETE: Stripe takes no key for it). */
  cancelSubscription(id: string): Promise<void>
  /** The event of a webhook body, once its signature is verified; throws WebhookSignatureError. */
  readEvent(rawBody: Buffer, signature: string | undefined): StripeEventNotice
}

/** What a refund gives back (all that is left without `amount`), and why, as Stripe records it. */
export interface PaymentRefund {
  amount?: number
  reason: 'duplicate' | 'requested_by_customer'
}

/** Tolerated age of a webhook signature, as Stripe advises. */
const SIGNATURE_TOLERANCE_SECONDS = 300

/** The most a list is read to, as the SDK allows. */
const MAX_LISTED = 10_000

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null
    throw error
  }
}

const isAlreadyRefunded = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded'

function sdk(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Vitrine' },
    ...(settings.api ?? {}),
  })
}

export function createStripeApi(settings: StripeSettings): StripeApi {
  const stripe = sdk(settings)
  return {
    async createCustomer(params, idempotencyKey) {
      return (await stripe.customers.create(params, { idempotencyKey })).id
    },
    async createCheckoutSession(params, idempotencyKey) {
      const session = await stripe.checkout.sessions.create(params, { idempotencyKey })
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no url`)
      return { id: session.id, url: session.url }
    },
    findCheckoutSession: (id) =>
      orNull(stripe.checkout.sessions.retrieve(id, { expand: ['subscription'] })),
    async createPortalSession(customer, returnUrl, idempotencyKey) {
      const params = { customer, return_url: returnUrl }
      return (await stripe.billingPortal.sessions.create(params, { idempotencyKey })).url
    },
    findSubscription: (id) => orNull(stripe.subscriptions.retrieve(id)),
    updateSubscription: (id, params, idempotencyKey) =>
      orNull(stripe.subscriptions.update(id, params, { idempotencyKey })),
    findInvoice: (id) => orNull(stripe.invoices.retrieve(id, { expand: ['payments'] })),
    // A page holds 100: a monthly subscription needs a second one after eight years.
    listPaidInvoices: (subscription) =>
      stripe.invoices
        .list({ subscription, status: 'paid', limit: 100, expand: ['data.payments'] })
        .autoPagingToArray({ limit: MAX_LISTED }),
    findCharge: (id) => orNull(stripe.charges.retrieve(id, { expand: ['payment_intent'] })),
    async findInvoicePaidBy(paymentIntent) {
      const payment = { type: 'payment_intent' as const, payment_intent: paymentIntent }
      const [paid] = (await stripe.invoicePayments.list({ payment, limit: 1 })).data
      const invoice = paid?.invoice
      return typeof invoice === 'string' ? invoice : (invoice?.id ?? null)
    },
    async createProduct(params, idempotencyKey) {
      return (await stripe.products.create(params, { idempotencyKey })).id
    },
    async updateProduct(id, params, idempotencyKey) {
      await stripe.products.update(id, params, { idempotencyKey })
    },
    async createPrice(params, idempotencyKey) {
      return (await stripe.prices.create(params, { idempotencyKey })).id
    },
    async archivePrice(id, idempotencyKey) {
      await stripe.prices.update(id, { active: false }, { idempotencyKey })
    },
    async createCoupon(params, idempotencyKey) {
      return (await stripe.coupons.create(params, { idempotencyKey })).id
    },
    async refundPayment(paymentIntent, metadata, idempotencyKey, refund) {
      const { amount, reason } = refund
      const params = {
        payment_intent: paymentIntent,
        metadata,
        reason,
        ...(amount === undefined ? {} : { amount }),
      }
      try {
        await stripe.refunds.create(params, { idempotencyKey })
      } catch (error) {
        // A retry after the key expired (24 hours) meets the refund it already made.
        if (!isAlreadyRefunded(error)) throw error
      }
    },
    async cancelSubscription(id) {
      await stripe.subscriptions.cancel(id)
    },
    readEvent(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('The Stripe-Signature header is missing.')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        )
      } catch {
        throw new WebhookSignatureError('The Stripe signature is not valid or has expired.')
      }
      const object = event.data.object as { id?: unknown }
      return { id: event.id, type: event.type, objectId: String(object.id ?? '') }
    },
  }
}

/** A Stripe-Signature header for `payload`, made as Stripe makes it (tests and local tools). */
export function signWebhookPayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })
}
