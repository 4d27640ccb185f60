import type { CheckoutSession, DonationBody } from '../../contract/schemas/billing.ts'
import { api } from './api.ts'
import { checkoutKeyFor } from './checkout-key.ts'

const PATH = '/billing/checkout/donate/'

/** POST /billing/checkout/donate/ — amount in minor units; answers where to pay. */
export function postDonation(body: DonationBody): Promise<CheckoutSession> {
  const headers = { 'Idempotency-Key': checkoutKeyFor(PATH, body) }
  return api<CheckoutSession>(PATH, { body, headers })
}
