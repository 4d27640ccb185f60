import { useQuery } from '@tanstack/react-query'
import type { AccountOrder } from '../../../contract/schemas/account.ts'
import { api } from '../../api/api.ts'

/** GET /account/orders/ — the visitor's paid orders, newest first. */
export function useOrders(token: string | null) {
  return useQuery({
    queryKey: ['account-orders', token],
    queryFn: ({ signal }) => api<AccountOrder[]>('/account/orders/', { signal }),
    enabled: token !== null,
  })
}

/** GET /account/orders/{uid}/ — one paid order of the visitor: its receipt. */
export function useOrder(token: string | null, orderUid: string) {
  return useQuery({
    queryKey: ['account-orders', token, orderUid],
    queryFn: ({ signal }) =>
      api<AccountOrder>(`/account/orders/${encodeURIComponent(orderUid)}/`, { signal }),
    enabled: token !== null,
    retry: false,
  })
}
