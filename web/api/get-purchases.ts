import { useQuery } from '@tanstack/react-query'
import type { Purchase } from '../../contract/schemas/billing.ts'
import { api } from './api.ts'

/** GET /purchases/ — what the signed-in visitor bought, newest first. */
export function getPurchases(signal?: AbortSignal): Promise<Purchase[]> {
  return api<Purchase[]>('/purchases/', { signal })
}

/**
 * The purchases of the session holding `token`; asked only while signed in. Keyed by the token
 * so that after signing in as someone else nobody sees the previous visitor's purchases.
 */
export function usePurchases(token: string | null) {
  return useQuery({
    queryKey: ['purchases', token],
    queryFn: ({ signal }) => getPurchases(signal),
    enabled: token !== null,
  })
}
