import type { CheckoutSession, DonationBody } from '../../contract/schemas/billing.ts'
import { api } from './api.ts'

/** POST /billing/checkout/donate/ — amount in minor units; answers where to pay. */
export function postDonation(body: DonationBody): Promise<CheckoutSession> {
  return api<CheckoutSession>('/billing/checkout/donate/', { body })
}
