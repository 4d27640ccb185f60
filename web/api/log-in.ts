import type { LoginAnswer, LoginBody } from '../../contract/schemas/auth.ts'
import { api } from './api.ts'
import { getMe } from './get-me.ts'
import { useSession } from './session.ts'

/** POST /auth/login/ — answers a token for the e-mail and password. */
export function postLogin(body: LoginBody): Promise<LoginAnswer> {
  return api<LoginAnswer>('/auth/login/', { body })
}

/**
 * Spec §4: a successful login stores the token (localStorage `auth`, then the header), then the
 * session learns who signed in so the account menu can greet them.
 */
export async function logIn(body: LoginBody): Promise<void> {
  const { token } = await postLogin(body)
  useSession.getState().signIn(token)
  useSession.getState().setUser(await getMe())
}
