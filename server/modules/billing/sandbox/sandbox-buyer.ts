import { cookieValue } from '../../../../contract/values/cookie-value.ts'
import { readProof, setCookie, signProof } from '../../../lib/signed-cookie.ts'

/**
 * Proof that a browser started a sandbox checkout as its buyer. The sandbox's page is reached by
 * a redirect, which carries no Authorization header, so the checkout's answer sets this HttpOnly
 * cookie: that answer goes to the storefront on the origin the checkout started from, which is
 * where the page is served (see `returnOrigin`). Someone who only knows an order's uid (it is the
 * success page's `session_id`) can then neither see, pay nor cancel the order.
 */
export const SANDBOX_BUYER_COOKIE = 'vitrine_sandbox_buyer'
const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout/'
/** As long as Stripe keeps a Checkout Session open. */
const SANDBOX_BUYER_SECONDS = 24 * 3600

const scope = (websiteUid: string) => ['vitrine-sandbox-buyer', websiteUid]

/** The Set-Cookie value proving `buyerUid` on the website's sandbox checkout pages. */
export function sandboxBuyerCookie(
  secret: string,
  websiteUid: string,
  buyerUid: string,
  secure: boolean,
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + SANDBOX_BUYER_SECONDS
  const value = signProof(secret, scope(websiteUid), buyerUid, expires)
  return setCookie(SANDBOX_BUYER_COOKIE, value, {
    path: SANDBOX_CHECKOUT_PATH,
    maxAge: SANDBOX_BUYER_SECONDS,
    secure,
  })
}

/** The buyer a live sandbox cookie of the Cookie header proves on the website, or null. */
export function sandboxBuyerOf(
  secret: string,
  websiteUid: string,
  cookieHeader: string | undefined,
  now = new Date(),
): string | null {
  const value = cookieValue(cookieHeader, SANDBOX_BUYER_COOKIE)
  return readProof(secret, scope(websiteUid), value, now)?.subject ?? null
}
