import type { BillingPortal } from '../../contract/schemas/billing.ts'
import { api } from './api.ts'

/**
 * GET /me/stripe-portal/ — the address of the signed-in user's billing portal (a new session on
 * each call); `subscription` (a failed renewal's mail names it) must be the user's.
 */
export function getBillingPortal(subscription?: string): Promise<BillingPortal> {
  const query = subscription ? `?subscription=${encodeURIComponent(subscription)}` : ''
  return api<BillingPortal>(`/me/stripe-portal/${query}`)
}
