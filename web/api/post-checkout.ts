import type { CheckoutBody, CheckoutSession } from '../../contract/schemas/billing.ts'
import { api } from './api.ts'
import { checkoutKeyFor } from './checkout-key.ts'

const PATH = '/billing/checkout/'

/** POST /billing/checkout/ — chosen prices with a tip, or a plan; answers where to pay. */
export function postCheckout(body: CheckoutBody): Promise<CheckoutSession> {
  const headers = { 'Idempotency-Key': checkoutKeyFor(PATH, body) }
  return api<CheckoutSession>(PATH, { method: 'POST', body, headers })
}
