import type { PasswordChangeBody } from '../../../contract/schemas/account.ts'
import { api } from '../../api/api.ts'

/** POST /account/password/ — this device stays signed in, every other one is signed out. */
export function postPasswordChange(body: PasswordChangeBody): Promise<unknown> {
  return api('/account/password/', { body })
}
