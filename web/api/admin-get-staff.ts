import type { StaffAnswer } from '../../contract/schemas/admin.ts'
import { adminApi } from './admin-api.ts'

/** GET /me/ — the staff member's role on this site and what it lets them do. */
export function getStaff(signal?: AbortSignal): Promise<StaffAnswer> {
  return adminApi<StaffAnswer>('/me/', { signal })
}
