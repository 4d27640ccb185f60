import type { SettlementContext } from '../checkout/settlement.ts'
import type { StripeApi, StripeEventNotice } from '../stripe/stripe-client.ts'

/** What a webhook handler works with: the database, the mailer and Stripe, to read objects again. */
export interface WebhookContext extends SettlementContext {
  api: StripeApi
  now: Date
}

/**
 * Handles one verified event. Handlers never trust the event's copy of the object: they read
 * its current state from Stripe, so late, repeated or out-of-order events converge.
 */
export type WebhookHandler = (context: WebhookContext, event: StripeEventNotice) => Promise<void>
