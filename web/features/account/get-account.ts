import { useQuery } from '@tanstack/react-query'
import type { Account } from '../../../contract/schemas/account.ts'
import { api } from '../../api/api.ts'

/** The query key of the signed-in visitor's account. */
export const ACCOUNT_KEY = ['account'] as const

/** GET /account/ — the signed-in visitor's profile and any e-mail change waiting. */
export function getAccount(signal?: AbortSignal): Promise<Account> {
  return api<Account>('/account/', { signal })
}

/** The account of the session holding `token`; asked only while signed in. */
export function useAccount(token: string | null) {
  return useQuery({
    queryKey: [...ACCOUNT_KEY, token],
    queryFn: ({ signal }) => getAccount(signal),
    enabled: token !== null,
  })
}
