import { useQuery } from '@tanstack/react-query'
import type { Subscription } from '../../contract/billing.ts'
import { api } from './api.ts'

/** GET /purchases/subscriptions/ — the signed-in visitor's subscriptions that open items now. */
export function getSubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  return api<Subscription[]>('/purchases/subscriptions/', { signal })
}

/** The subscriptions of the session holding `token`; asked only while signed in. */
export function useSubscriptions(token: string | null) {
  return useQuery({
    queryKey: ['subscriptions', token],
    queryFn: ({ signal }) => getSubscriptions(signal),
    enabled: token !== null,
  })
}
