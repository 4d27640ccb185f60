import { api } from '../../api/api.ts'

/** POST /account/sessions/sign-out-others/ — every device but this one is signed out. */
export function postSignOutOthers(): Promise<unknown> {
  return api('/account/sessions/sign-out-others/', { method: 'POST' })
}
