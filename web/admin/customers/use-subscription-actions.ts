import { useMutation, useQuery } from '@tanstack/react-query'
import { useNotify, useRefresh } from 'react-admin'
import type { AdminSubscriptionSwitchPreview } from '../../../contract/schemas/admin-subscriptions.ts'
import {
  customerSubscriptionPath,
  type SubscriptionCancelWhen,
} from '../../../contract/values/admin-subscriptions.ts'
import { staffFetch } from '../api/staff-fetch.ts'
import { useNotifyFailure } from '../api/use-notify-failure.ts'

/** What staff do to a subscription, with the body each action sends. */
export type SubscriptionAction =
  | { action: 'cancel'; when: SubscriptionCancelWhen }
  | { action: 'resume' }
  | { action: 'comp'; months: number }
  | { action: 'switch'; plan_uid: string; proration_date: string }

const DONE: Record<SubscriptionAction['action'], string> = {
  cancel: 'vitrine.customer.subscription.canceled',
  resume: 'vitrine.customer.subscription.resumed',
  comp: 'vitrine.customer.subscription.comped',
  switch: 'vitrine.customer.subscription.switched',
}

/** Acts on one of the customer's subscriptions; the page shows its new state at once. */
export function useSubscriptionAction(
  customerUid: string,
  subscriptionUid: string,
  onDone: () => void,
) {
  const notify = useNotify()
  const notifyFailure = useNotifyFailure()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async ({ action, ...body }: SubscriptionAction) => {
      const path = customerSubscriptionPath(customerUid, subscriptionUid, action)
      const hasBody = Object.keys(body).length > 0
      await staffFetch(path, { method: 'POST', ...(hasBody ? { body } : {}) })
      return action
    },
    onSuccess: (action) => {
      onDone()
      notify(DONE[action], { type: 'success' })
      refresh()
    },
    onError: notifyFailure,
  })
}

/** What switching to `planUid` charges or credits now (GET …/switch-preview/). */
export function useSwitchPreview(customerUid: string, subscriptionUid: string, planUid: string) {
  return useQuery({
    queryKey: ['subscription-switch-preview', customerUid, subscriptionUid, planUid],
    enabled: planUid !== '',
    // A preview is of its moment: asked again each time the dialog shows the plan.
    gcTime: 0,
    staleTime: 0,
    retry: false,
    queryFn: async () => {
      const path = customerSubscriptionPath(customerUid, subscriptionUid, 'switch-preview')
      const answer = await staffFetch(`${path}?plan_uid=${encodeURIComponent(planUid)}`)
      return (await answer.json()) as AdminSubscriptionSwitchPreview
    },
  })
}
