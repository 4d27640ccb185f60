/**
 * The sandbox's payment page of an order, which knows where the buyer comes back to: its Pay and
 * Cancel buttons take them there (`returnPath`, a path of the site; the home page when absent).
 */
export function sandboxCheckoutPath(orderUid: string, returnPath: string): string {
  const back = returnPath === '/' ? '' : `?return=${encodeURIComponent(returnPath)}`
  return `/sandbox/checkout/${encodeURIComponent(orderUid)}${back}`
}
