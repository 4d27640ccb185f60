import { postCheckoutConfirm } from '../../api/post-checkout-confirm.ts'
import { isApiError } from '../../api/api-error.ts'

/** Spec §9: the success page waits this long before going home. */
export const SUCCESS_REDIRECT_DELAY = 2000

/**
 * What became of the payment the buyer came back from: the order's status, `unknown` when the
 * address names no session the server knows, `unconfirmed` when the server could not be asked
 * (the provider's notice will settle a paid order anyway).
 */
export type PaymentOutcome =
  'paid' | 'pending' | 'canceled' | 'refunded' | 'unknown' | 'unconfirmed'

const confirmations = new Map<string, Promise<PaymentOutcome>>()

async function confirm(sessionId: string): Promise<PaymentOutcome> {
  try {
    return (await postCheckoutConfirm(sessionId)).status
  } catch (error) {
    if (isApiError(error) && error.status === 404) return 'unknown'
    console.warn('The payment confirmation failed', error)
    return 'unconfirmed'
  }
}

/** Confirms a payment once per session id, however often the page mounts. */
export function confirmPayment(sessionId: string | null): Promise<PaymentOutcome> {
  if (!sessionId) return Promise.resolve('unknown')
  let confirmation = confirmations.get(sessionId)
  if (!confirmation) {
    confirmation = confirm(sessionId)
    confirmations.set(sessionId, confirmation)
  }
  return confirmation
}
