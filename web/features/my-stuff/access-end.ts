import type { Subscription } from '../../../contract/schemas/billing.ts'

/**
 * When the subscription's items close if nothing changes: the end of the period paid for, or,
 * once a renewal failed, the end of its grace days.
 */
export function accessEnd(subscription: Subscription): string {
  return subscription.status === 'past_due' && subscription.grace_ends_at
    ? subscription.grace_ends_at
    : subscription.current_period_end
}
