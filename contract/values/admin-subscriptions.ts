/** What staff may do to a customer's subscription (issue 47 part 4), as plain values. */

/** When a cancellation takes effect: with the period paid for, or at once. */
export const SUBSCRIPTION_CANCEL_WHEN = ['period_end', 'now'] as const
export type SubscriptionCancelWhen = (typeof SUBSCRIPTION_CANCEL_WHEN)[number]

/** Free months staff may give at once. */
export const COMP_MONTHS_MIN = 1
export const COMP_MONTHS_MAX = 12

/** How old a switch's preview may be when the switch is confirmed with its date. */
export const SWITCH_PREVIEW_MAX_AGE_MS = 60 * 60 * 1000

/** The staff API's path of a customer's subscription, and of an action on it. */
export const customerSubscriptionPath = (
  customerUid: string,
  subscriptionUid: string,
  action: 'cancel' | 'resume' | 'comp' | 'switch' | 'switch-preview',
) =>
  `/customers/${encodeURIComponent(customerUid)}/subscriptions/${encodeURIComponent(subscriptionUid)}/${action}/`
