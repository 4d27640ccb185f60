/**
 * A subscriber's own subscriptions as plain values: where they are listed and changed. No TypeBox
 * here, so the storefront can import them without bundling the schemas of contract/schemas/billing.ts.
 */

/** The signed-in viewer's live subscriptions (GET). */
export const SUBSCRIPTIONS_PATH = '/purchases/subscriptions/'

/**
 * What a subscriber may change themselves: `cancel` stops the renewal (access lasts until the end
 * of the period paid for), `resume` renews it again.
 */
export const SUBSCRIPTION_CHANGES = ['cancel', 'resume'] as const
export type SubscriptionChange = (typeof SUBSCRIPTION_CHANGES)[number]

/** POST: makes `change` to one of the viewer's subscriptions. */
export const subscriptionChangePath = (uid: string, change: SubscriptionChange) =>
  `${SUBSCRIPTIONS_PATH}${encodeURIComponent(uid)}/${change}/`

/** POST: pauses one of the viewer's subscriptions for some months (body `{ months }`). */
export const subscriptionPausePath = (uid: string) =>
  `${SUBSCRIPTIONS_PATH}${encodeURIComponent(uid)}/pause/`

/** POST: ends the pause of one of the viewer's subscriptions now. */
export const subscriptionEndPausePath = (uid: string) =>
  `${SUBSCRIPTIONS_PATH}${encodeURIComponent(uid)}/end-pause/`

/** POST: the viewer accepts the win-back offer on one of their subscriptions instead of cancelling. */
export const subscriptionWinbackPath = (uid: string) =>
  `${SUBSCRIPTIONS_PATH}${encodeURIComponent(uid)}/winback/`
