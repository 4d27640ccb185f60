/** The query parameter of a plan's link (`planLinkPath`). */
export const PLAN_LINK_PARAM = 'plan'

/**
 * The storefront address that offers one plan, private or not: the home page with the cart open
 * on that plan alone. Staff share it; a private plan is reached no other way.
 */
export const planLinkPath = (uid: string) => `/?${PLAN_LINK_PARAM}=${encodeURIComponent(uid)}`
