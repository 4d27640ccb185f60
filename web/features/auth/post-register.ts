import type { RegisterBody, User } from '../../../contract/schemas/auth.ts'
import { api } from '../../api/api.ts'

/** POST /auth/register/ — creates the account; signing in is a separate call. */
export function postRegister(body: RegisterBody): Promise<User> {
  return api<User>('/auth/register/', { body })
}
