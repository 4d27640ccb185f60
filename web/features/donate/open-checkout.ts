/** Leaves the storefront for the payment page (its own module, so tests can stand in for it). */
export function openCheckout(url: string): void {
  window.location.assign(url)
}
