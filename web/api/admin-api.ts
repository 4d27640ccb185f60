import { api } from './api.ts'
import type { RequestOptions } from './client.ts'

/** Mirrors ADMIN_API_BASE of contract/admin.ts (a value import would bundle TypeBox). */
export const ADMIN_API_BASE = '/api/admin/websites/v1'

/**
 * A call to the site staff's API: same server, token and error rules as the public API, under
 * its own base path. Call it for staff only: like every call, a 401 or 403 logs the visitor out.
 */
export function adminApi<T>(path: string, options: Omit<RequestOptions, 'fromOrigin'> = {}) {
  return api<T>(`${ADMIN_API_BASE}${path}`, { ...options, fromOrigin: true })
}
