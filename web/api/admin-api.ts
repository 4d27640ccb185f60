import { ADMIN_API_BASE } from '../../contract/values/api-paths.ts'
import { api } from './api.ts'
import type { RequestOptions } from './client.ts'

/**
 * A call to the site staff's API: same server, token and error rules as the public API, under
 * its own base path. Call it for staff only: like every call, a 401 or 403 logs the visitor out.
 */
export function adminApi<T>(path: string, options: Omit<RequestOptions, 'fromOrigin'> = {}) {
  return api<T>(`${ADMIN_API_BASE}${path}`, { ...options, fromOrigin: true })
}
