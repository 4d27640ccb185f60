import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { API_BASE } from '../../../../contract/schemas/index.ts'
import type { TestApp } from '../../../../test/support/app.ts'
import type { FakeStripe } from '../../../../test/support/fake-stripe.ts'
import { createSession, createUser } from '../../../../test/support/fixtures.ts'
import { sentMails } from '../../../../test/support/sent-mails.ts'
import { webhookHeaders } from '../../../../test/support/stripe-settings.ts'
import { checkout } from '../test-shop.ts'
import { STRIPE_WEBHOOK_PATH } from '../webhooks/webhook-routes.ts'

/** Helpers of the Stripe suites: the app's Stripe settings, signed webhooks, the outbox. */

// Shared with the browser journeys (e2e/stripe.spec.ts), which keep the server's modules out.
export { stripeEnv, WEBHOOK_SECRET } from '../../../../test/support/stripe-settings.ts'

/** Posts a webhook body as Stripe does; `signature` null sends none, a string sends that one. */
export function deliver(
  t: TestApp,
  payload: string,
  signature?: string | null,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: webhookHeaders(payload, signature),
    payload,
  })
}

/** The success page's call. */
export function confirm(t: TestApp, sessionId: unknown, host = 'localhost') {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}/billing/checkout/confirm/`,
    headers: { host },
    payload: { session_id: sessionId },
  })
}

/** The checkout session id at the end of a (fake) Stripe Checkout url. */
export function sessionIdOf(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? ''
}

/** How many mails the app has sent, once its mail jobs have run. */
export async function mailCount(t: TestApp): Promise<number> {
  return (await sentMails(t)).length
}

/**
 * A new customer of the website who subscribed to the plan and paid on the fake Stripe: their
 * uid and token, and both ids of the subscription (ours and Stripe's).
 */
export async function stripeSubscriber(t: TestApp, fake: FakeStripe, site: string, plan: string) {
  const userUid = (await createUser(t.database.db, site)).uid
  const token = await createSession(t.database.db, site, userUid)
  const started = await checkout(t, token, { type: 'subscription', subscription: plan })
  expect(started.statusCode, started.body).toBe(200)
  const sessionId = sessionIdOf(started.json().checkout_session_url)
  fake.pay(sessionId)
  expect((await confirm(t, sessionId)).json()).toEqual({ status: 'paid' })
  const stripeId = fake.get(sessionId).subscription as string
  const row = await t.database.db
    .selectFrom('subscriptions')
    .select('uid')
    .where('provider_subscription_id', '=', stripeId)
    .executeTakeFirstOrThrow()
  return { userUid, token, stripeId, uid: row.uid }
}
