import { api } from '../../api/api.ts'

/** POST /password/reset/ — mails a reset link; answers the same for unknown addresses. */
export function postPasswordReset(email: string): Promise<unknown> {
  return api('/password/reset/', { body: { email } })
}
