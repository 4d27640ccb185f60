import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Subscription } from '../../../contract/schemas/billing.ts'
import {
  subscriptionChangePath,
  subscriptionEndPausePath,
  subscriptionPausePath,
  subscriptionWinbackPath,
  type SubscriptionChange,
} from '../../../contract/values/subscriptions.ts'
import { api } from '../../api/api.ts'
import { SUBSCRIPTIONS_KEY } from '../../api/get-subscriptions.ts'

/** POST /purchases/subscriptions/{uid}/cancel/ or …/resume/ — the subscription as it is now. */
export function postSubscriptionChange(uid: string, change: SubscriptionChange) {
  return api<Subscription>(subscriptionChangePath(uid, change), { method: 'POST' })
}

/**
 * Cancels at the period's end, or resumes; the subscriptions (my stuff's and the account page's)
 * are asked again before the change counts as done, so what the visitor reads next is current.
 */
export function useSubscriptionChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ uid, change }: { uid: string; change: SubscriptionChange }) =>
      postSubscriptionChange(uid, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SUBSCRIPTIONS_KEY] }),
  })
}

/** A pause of some months (`months`), or the end of one now (`months` null). */
export interface PauseChange {
  uid: string
  months: number | null
}

/**
 * POST /purchases/subscriptions/{uid}/pause/ or …/end-pause/; the subscriptions are asked again
 * before the change counts as done, as for a cancellation.
 */
export function usePauseChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ uid, months }: PauseChange) =>
      months === null
        ? api<Subscription>(subscriptionEndPausePath(uid), { method: 'POST' })
        : api<Subscription>(subscriptionPausePath(uid), { method: 'POST', body: { months } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SUBSCRIPTIONS_KEY] }),
  })
}

/**
 * POST /purchases/subscriptions/{uid}/winback/: the subscriber takes the win-back offer; the
 * subscriptions are asked again before it counts as done, as for a cancellation.
 */
export function useWinbackAcceptance() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (uid: string) =>
      api<Subscription>(subscriptionWinbackPath(uid), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [SUBSCRIPTIONS_KEY] }),
  })
}
