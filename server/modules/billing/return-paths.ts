/**
 * The storefront's success page for a payment session (spec §2), which confirms it and then
 * takes the buyer back to `returnPath`, the page they were buying from (left out for the home
 * page). `sessionId` goes in as it is: Stripe's `{CHECKOUT_SESSION_ID}` must stay unescaped for
 * Stripe to fill it in, so callers escape a real id themselves.
 */
export function successPath(sessionId: string, returnPath: string): string {
  const back = returnPath === '/' ? '' : `&return=${encodeURIComponent(returnPath)}`
  return `/checkout/success?session_id=${sessionId}${back}`
}
