import { useGetList, usePermissions } from 'react-admin'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'

/** How often the menu asks how many requests wait: staff see new ones without reloading. */
const REFRESH_MS = 60_000

/** How many on-demand requests wait for a decision; 0 for staff who may not decide them. */
export function usePendingRequestCount(): number {
  const { permissions } = usePermissions<StaffPermission[]>()
  const allowed = permissions?.includes('customers.manage') ?? false
  const { total } = useGetList(
    'ondemand_requests',
    {
      filter: { status: 'pending' },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'created_at', order: 'DESC' },
    },
    { enabled: allowed, refetchInterval: REFRESH_MS },
  )
  return allowed ? (total ?? 0) : 0
}
