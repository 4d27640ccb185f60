import type { PasswordResetConfirmBody } from '../../../contract/schemas/auth.ts'
import { api } from '../../api/api.ts'

/** POST /password/reset/confirm/ — sets the new password from a mailed link's uid and token. */
export function postPasswordResetConfirm(body: PasswordResetConfirmBody): Promise<unknown> {
  return api('/password/reset/confirm/', { body })
}
