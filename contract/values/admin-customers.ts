/** Customers and their free access grants as the back office shows them, as plain values. */

/**
 * The groups the customer list filters by, each judged at the moment of the call:
 * - `subscribed`: a subscription that opens its plan now (active or in its free trial);
 * - `trialing`: a subscription in its free trial now;
 * - `unsubscribed`: had a subscription, and none opens its plan now;
 * - `bought`: at least one purchase that was not revoked (refunded);
 * - `never_bought`: no order ever paid, of any kind;
 * - `past_due`: a subscription whose renewal failed and is being charged again.
 */
export const CUSTOMER_SEGMENTS = [
  'subscribed',
  'trialing',
  'unsubscribed',
  'bought',
  'never_bought',
  'past_due',
] as const
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number]

/** The fields the customer list may be sorted by. */
export const CUSTOMER_SORTS = ['created_at', 'email', 'last_name'] as const

/** The longest free access a grant gives, in days (ten years); without `days` it never ends. */
export const GRANT_MAX_DAYS = 3650
/** The longest note the staff may keep with a grant. */
export const GRANT_NOTE_MAX_LENGTH = 500
