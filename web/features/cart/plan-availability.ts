import type { Plan } from '../../../contract/schemas/catalogue.ts'
import type { SubscriptionItem } from '../../lib/cart-store.ts'

/**
 * Spec §4: a plan is unavailable when the item the visitor came from is not in it; opened from
 * elsewhere (a home-page button), every plan is available.
 */
export function isPlanAvailable(plan: Pick<Plan, 'uid'>, item: SubscriptionItem | null): boolean {
  return item === null || item.plans.includes(plan.uid)
}
