import { useQuery } from '@tanstack/react-query'
import type { Plan } from '../../../contract/schemas/catalogue.ts'
import { plansQuery } from '../../api/get-plans.ts'
import { planQuery } from './get-plan.ts'
import { useLinkedPlanUid } from './linked-plan.ts'

/** What the subscriptions view offers, and whether it is still loading. */
export interface OfferedPlans {
  plans: Plan[]
  pending: boolean
  /** The plans are the one a link names: none means that plan is gone. */
  linked: boolean
}

/**
 * The plans the subscriptions view offers: the one the page's link names (private or not), else
 * the site's public plans, cheapest first. Nothing is loaded while the site sells nothing.
 */
export function useOfferedPlans(monetized: boolean): OfferedPlans {
  const linkedUid = useLinkedPlanUid()
  const all = useQuery({ ...plansQuery, enabled: monetized && linkedUid === null })
  const linked = useQuery({
    ...planQuery(linkedUid ?? ''),
    enabled: monetized && linkedUid !== null,
  })
  if (linkedUid === null) {
    return { plans: all.data ?? [], pending: monetized && all.isPending, linked: false }
  }
  return {
    plans: linked.data ? [linked.data] : [],
    pending: monetized && linked.isPending,
    linked: true,
  }
}
