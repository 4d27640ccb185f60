import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { PLAN_LINK_PARAM } from '../../../contract/values/plan-link.ts'
import { useCart } from '../../lib/cart-store.ts'

const linkedPlanUid = (params: URLSearchParams) => params.get(PLAN_LINK_PARAM) || null

/** The uid of the plan the page's link offers (`/?plan={uid}`), or null. */
export function useLinkedPlanUid(): string | null {
  const [params] = useSearchParams()
  return linkedPlanUid(params)
}

/**
 * A plan's link (private plans have no other way in) opens the cart's subscriptions view on that
 * plan alone. Once the visitor closes the drawer the link has done its work: its parameter leaves
 * the address, so the next subscriptions view offers the site's plans again.
 */
export function useOpenLinkedPlan(): void {
  const [params, setParams] = useSearchParams()
  const planUid = linkedPlanUid(params)
  const showSubscriptions = useCart((state) => state.showSubscriptions)
  const open = useCart((state) => state.drawer.open)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (planUid) showSubscriptions(null)
  }, [planUid, showSubscriptions])

  useEffect(() => {
    if (wasOpen.current && !open && planUid) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.delete(PLAN_LINK_PARAM)
          return next
        },
        { replace: true },
      )
    }
    wasOpen.current = open
  }, [open, planUid, setParams])
}
