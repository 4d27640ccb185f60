import type { CheckoutBody, CheckoutSession } from '../../contract/schemas/billing.ts'
import { api } from './api.ts'

/** POST /billing/checkout/ — chosen prices with a tip, or a plan; answers where to pay. */
export function postCheckout(body: CheckoutBody): Promise<CheckoutSession> {
  return api<CheckoutSession>('/billing/checkout/', { method: 'POST', body })
}
