import type { CheckoutConfirmBody, CheckoutConfirmation } from '../../contract/schemas/billing.ts'
import { api } from './api.ts'

/**
 * POST /billing/checkout/confirm/ — the success page tells the server the buyer came back from
 * the payment page, so a paid order is settled at once rather than when the provider's notice
 * arrives.
 */
export function postCheckoutConfirm(sessionId: string): Promise<CheckoutConfirmation> {
  const body: CheckoutConfirmBody = { session_id: sessionId }
  return api<CheckoutConfirmation>('/billing/checkout/confirm/', { method: 'POST', body })
}
