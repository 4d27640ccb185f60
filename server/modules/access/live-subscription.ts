/**
 * Subscription statuses that open the plan's items until the period ends (the access rule's,
 * which billing, customers, purchases and analytics count by too). A free trial counts; past_due
 * does not: the renewal failed, and the period already moved on.
 */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing']
