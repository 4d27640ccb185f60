import type { EmailChangeBody } from '../../../contract/schemas/account.ts'
import { api } from '../../api/api.ts'

/** POST /account/email/ — mails a confirmation link to the new address. */
export function postEmailChange(body: EmailChangeBody): Promise<unknown> {
  return api('/account/email/', { body })
}
