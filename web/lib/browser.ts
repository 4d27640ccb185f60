/** Sends the browser to another address (a payment page); a seam tests replace. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
}
