import { useQuery } from '@tanstack/react-query'
import type { AccountSession } from '../../../contract/schemas/account.ts'
import { api } from '../../api/api.ts'

/** The query key of the signed-in visitor's devices. */
export const SESSIONS_KEY = ['account-sessions'] as const

/** GET /account/sessions/ — the devices signed in to the account, newest first. */
export function useSessions(token: string | null) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, token],
    queryFn: ({ signal }) => api<AccountSession[]>('/account/sessions/', { signal }),
    enabled: token !== null,
  })
}
