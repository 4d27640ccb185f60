import { api } from '../../api/api.ts'

/** POST /account/email/confirm/ — moves the account to the address the mailed link was for. */
export function postEmailConfirm(token: string): Promise<unknown> {
  return api('/account/email/confirm/', { body: { token } })
}
