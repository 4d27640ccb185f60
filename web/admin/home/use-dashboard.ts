import { useQuery } from '@tanstack/react-query'
import { DASHBOARD_PATH } from '../../../contract/values/admin-dashboard.ts'
import type { AdminDashboard } from '../../../contract/schemas/admin-dashboard.ts'
import { staffFetch } from '../api/staff-fetch.ts'

/** GET /dashboard/: the home screen's figures, to-dos and latest rows, in one request. */
export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['vitrine', 'dashboard'],
    queryFn: async () => (await (await staffFetch(DASHBOARD_PATH)).json()) as AdminDashboard,
    enabled,
    retry: false,
  })
}
