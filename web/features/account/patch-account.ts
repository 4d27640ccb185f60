import type { Account, AccountPatch } from '../../../contract/schemas/account.ts'
import { api } from '../../api/api.ts'

/** PATCH /account/ — new first and last names; answers the account as it now is. */
export function patchAccount(body: AccountPatch): Promise<Account> {
  return api<Account>('/account/', { method: 'PATCH', body })
}
