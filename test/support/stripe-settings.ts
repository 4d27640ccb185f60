import { signWebhookPayload } from '../../server/modules/billing/stripe/stripe-client.ts'
import type { FakeStripe } from './fake-stripe.ts'

/**
 * The Stripe settings the suites give the app, and webhook headers signed as Stripe signs them:
 * shared by the vitest suites (through server/modules/billing/stripe/stripe-test-support.ts) and the
 * browser journeys, so it imports neither vitest nor the server beyond the SDK's wrapper.
 */

export const WEBHOOK_SECRET = 'whsec_vitrine_test_secret'

/** The environment that makes the app take payments with Stripe, at the fake's address. */
export function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_vitrine',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  }
}

/**
 * The headers Stripe posts a webhook body with; `signature` null sends none, a string sends
 * that one, and by default the body is signed with WEBHOOK_SECRET (the SDK's test helper).
 */
export function webhookHeaders(
  payload: string,
  signature: string | null = signWebhookPayload(payload, WEBHOOK_SECRET),
): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    ...(signature === null ? {} : { 'stripe-signature': signature }),
  }
}
