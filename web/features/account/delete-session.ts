import { api } from '../../api/api.ts'

/** DELETE /account/sessions/{id}/ — signs one of the visitor's devices out. */
export function deleteSession(id: string): Promise<unknown> {
  return api(`/account/sessions/${encodeURIComponent(id)}/`, { method: 'DELETE' })
}
