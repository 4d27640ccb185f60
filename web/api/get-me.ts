import type { User } from '../../contract/schemas/auth.ts'
import { api } from './api.ts'

/** GET /auth/me/ — who the stored token belongs to; a dead token answers 401. */
export function getMe(signal?: AbortSignal): Promise<User> {
  return api<User>('/auth/me/', { signal })
}
