import { useQuery } from '@tanstack/react-query'
import type { Subscription } from '../../contract/schemas/billing.ts'
import { SUBSCRIPTIONS_PATH } from '../../contract/values/subscriptions.ts'
import { api } from './api.ts'

/** The query key of the subscriptions: a change to one asks them all again. */
export const SUBSCRIPTIONS_KEY = 'subscriptions'

/** GET /purchases/subscriptions/ — the signed-in visitor's subscriptions that open items now. */
export function getSubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  return api<Subscription[]>(SUBSCRIPTIONS_PATH, { signal })
}

/** The subscriptions of the session holding `token`; asked only while signed in. */
export function useSubscriptions(token: string | null) {
  return useQuery({
    queryKey: [SUBSCRIPTIONS_KEY, token],
    queryFn: ({ signal }) => getSubscriptions(signal),
    enabled: token !== null,
  })
}
