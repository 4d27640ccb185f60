import { postCheckoutConfirm } from '../../api/post-checkout-confirm.ts'

/** Spec §9: the success page waits this long before going home. */
export const SUCCESS_REDIRECT_DELAY = 2000

const confirmations = new Map<string, Promise<void>>()

/**
 * Confirms a payment once per session id, however often the page mounts; a failure is ignored
 * (the provider's notice will fulfil the order anyway).
 */
export function confirmPayment(sessionId: string | null): Promise<void> {
  if (!sessionId) return Promise.resolve()
  let confirmation = confirmations.get(sessionId)
  if (!confirmation) {
    confirmation = postCheckoutConfirm(sessionId).then(
      () => undefined,
      (error: unknown) => console.warn('The payment confirmation failed', error),
    )
    confirmations.set(sessionId, confirmation)
  }
  return confirmation
}
