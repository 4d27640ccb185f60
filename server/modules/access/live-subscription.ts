/**
 * Subscription statuses that open the plan's items until the period ends (the access rule's,
 * which billing, customers, purchases and analytics count by too). A free trial counts; past_due
 * does not: the renewal failed, and the period already moved on.
 */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing']

/**
 * A renewal failed: the subscription is charged again meanwhile, and its items stay open until
 * its `grace_ends_at` (the failed period's start plus the website's grace days), no longer.
 */
export const PAST_DUE = 'past_due'
