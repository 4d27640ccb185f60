import type { AccountDeleteBody } from '../../../contract/schemas/account.ts'
import { api } from '../../api/api.ts'

/** POST /account/delete/ — erases the account once the password matched. */
export function postAccountDelete(body: AccountDeleteBody): Promise<unknown> {
  return api('/account/delete/', { body })
}
