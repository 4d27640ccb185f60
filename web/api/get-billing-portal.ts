import type { BillingPortal } from '../../contract/schemas/billing.ts'
import { api } from './api.ts'

/** GET /me/stripe-portal/ — the address of the signed-in user's billing portal. */
export function getBillingPortal(): Promise<BillingPortal> {
  return api<BillingPortal>('/me/stripe-portal/')
}
